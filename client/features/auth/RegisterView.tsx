import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import type { RegisterInput } from "../../../server/shared/auth.schema";
import { AuthLayout } from "./AuthLayout";
import { NewPasswordFields } from "./NewPasswordFields";
import { toRegisterInput, validateRegistration, type RegisterFormValues } from "./register-validation";

export type RegisterViewProps = {
  submitting: boolean;
  error: string | null;
  /** Where 'Sign in' leads (keeps a `?next=` return path). */
  loginHref: string;
  onSubmit: (input: RegisterInput) => void;
};

const EMPTY: RegisterFormValues = { fullName: "", email: "", phone: "", password: "", confirmPassword: "" };

/** Create an account (SPEC.md section 2 "Register"); the checks run before anything is sent. */
export function RegisterView({ submitting, error, loginHref, onSubmit }: RegisterViewProps) {
  const form = useForm<RegisterFormValues>({ initialValues: EMPTY, validate: validateRegistration });

  return (
    <AuthLayout
      title="Create an Account"
      subtitle={
        <>
          Already have an account?{" "}
          <Anchor component={Link} href={loginHref}>
            Sign in
          </Anchor>
        </>
      }
      error={error}
    >
      {/* noValidate: the spec's own messages replace the browser's bubbles. */}
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(toRegisterInput(values)))}>
        <Stack gap="md">
          <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps("fullName")} />
          <TextInput label="Email address" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <TextInput
            label="Phone Number"
            description="Optional"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps("phone")}
          />
          <NewPasswordFields
            label="Password"
            password={form.getInputProps("password")}
            confirmation={form.getInputProps("confirmPassword")}
          />
          <Button type="submit" loading={submitting} fullWidth>
            Register
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
