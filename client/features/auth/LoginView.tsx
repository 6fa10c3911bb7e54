import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import { loginInput, type LoginInput } from "../../../server/shared/auth.schema";
import { paths } from "../../app/paths";
import { zodFieldErrors } from "../../lib/form-errors";
import { AuthLayout } from "./AuthLayout";

export type LoginViewProps = {
  submitting: boolean;
  error: string | null;
  /** Where 'Create an account' leads (keeps a `?next=` return path). */
  registerHref: string;
  onSubmit: (input: LoginInput) => void;
};

/** Sign in (SPEC.md section 2 "Login"). */
export function LoginView({ submitting, error, registerHref, onSubmit }: LoginViewProps) {
  const form = useForm<LoginInput>({
    initialValues: { email: "", password: "" },
    validate: (values) => zodFieldErrors(loginInput, values),
  });

  return (
    <AuthLayout
      title="Login"
      subtitle={
        <>
          New here?{" "}
          <Anchor component={Link} href={registerHref}>
            Create an account
          </Anchor>
        </>
      }
      error={error}
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack gap="md">
          <TextInput label="Email address" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps("password")} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} href={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth>
            Login
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
