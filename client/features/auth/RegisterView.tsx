import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import type { RegisterInput } from "#server/shared/auth.schema.ts";
import { useSpecT } from "../../components/common-messages";
import { useAuthT } from "./auth-messages";
import { AuthLayout } from "./AuthLayout";
import { NewPasswordFields } from "./NewPasswordFields";
import { toRegisterInput, validateRegistration, type RegisterFormValues } from "./register-validation";

export type RegisterViewProps = {
  submitting: boolean;
  error: string | null;
  /** The server refused the password itself (issue 17: a common one): shown on the field. */
  passwordError?: string | null;
  /** Where 'Sign in' leads (keeps a `?next=` return path). */
  loginHref: string;
  onSubmit: (input: RegisterInput) => void;
};

const EMPTY: RegisterFormValues = { fullName: "", email: "", phone: "", password: "", confirmPassword: "" };

/** Create an account (docs/product.md §2.4); the checks run before anything is sent. */
export function RegisterView({ submitting, error, passwordError = null, loginHref, onSubmit }: RegisterViewProps) {
  const t = useAuthT();
  const spec = useSpecT();
  const form = useForm<RegisterFormValues>({ initialValues: EMPTY, validate: (values) => validateRegistration(values, spec) });

  // Gathered before the markup: inside a JSX spread, the literal-text rule would read a field name as text.
  const fullNameInput = form.getInputProps("fullName");
  const emailInput = form.getInputProps("email");
  const phoneInput = form.getInputProps("phone");

  return (
    <AuthLayout
      title={t("register.title")}
      subtitle={
        <>
          {t("register.haveAccount")}{" "}
          <Anchor component={Link} href={loginHref}>
            {t("register.signIn")}
          </Anchor>
        </>
      }
      error={error}
    >
      {/* noValidate: the spec's own messages replace the browser's bubbles. */}
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(toRegisterInput(values)))}>
        <Stack gap="md">
          <TextInput label={t("register.fullName")} autoComplete="name" required {...fullNameInput} />
          <TextInput label={t("field.email")} type="email" autoComplete="email" required {...emailInput} />
          <TextInput
            label={t("register.phone")}
            description={t("register.optional")}
            type="tel"
            autoComplete="tel"
            {...phoneInput}
          />
          <NewPasswordFields
            label={t("field.password")}
            password={{ ...form.getInputProps("password"), error: form.errors.password ?? passwordError }}
            confirmation={form.getInputProps("confirmPassword")}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t("register.submit")}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
