import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import { loginInput, type LoginInput } from "../../../server/shared/auth.schema";
import { paths } from "../../app/paths";
import { zodFieldErrors } from "../../lib/form-errors";
import { useAuthT } from "./auth-messages";
import { AuthLayout } from "./AuthLayout";

export type LoginViewProps = {
  submitting: boolean;
  error: string | null;
  /** Where 'Create an account' leads (keeps a `?next=` return path). */
  registerHref: string;
  onSubmit: (input: LoginInput) => void;
  /** Issue 17: the page came after an admin's idle sign-out (`/login?reason=idle`). */
  signedOutIdle?: boolean;
};

/** Sign in (SPEC.md section 2 "Login"). */
export function LoginView({ submitting, error, registerHref, onSubmit, signedOutIdle = false }: LoginViewProps) {
  const t = useAuthT();
  const form = useForm<LoginInput>({
    initialValues: { email: "", password: "" },
    validate: (values) => zodFieldErrors(loginInput, values),
  });

  // Gathered before the markup: inside a JSX spread, the literal-text rule would read a field name as text.
  const emailInput = form.getInputProps("email");
  const passwordInput = form.getInputProps("password");

  return (
    <AuthLayout
      title={t("login.title")}
      subtitle={
        <>
          {t("login.newHere")}{" "}
          <Anchor component={Link} href={registerHref}>
            {t("login.createAccount")}
          </Anchor>
        </>
      }
      error={error}
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack gap="md">
          {signedOutIdle && !error && (
            <Alert color="blue" variant="light" role="status">
              {t("login.idleNotice")}
            </Alert>
          )}
          <TextInput label={t("field.email")} type="email" autoComplete="email" required {...emailInput} />
          <PasswordInput label={t("field.password")} autoComplete="current-password" required {...passwordInput} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} href={paths.forgotPassword} size="sm">
              {t("login.forgotPassword")}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth>
            {t("login.submit")}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
