import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import { forgotPasswordInput, type ForgotPasswordInput } from "../../../server/shared/password-reset.schema";
import { paths } from "../../app/paths";
import { zodFieldErrors } from "../../lib/form-errors";
import { AuthLayout } from "./AuthLayout";

export type ForgotPasswordViewProps = {
  submitting: boolean;
  error: string | null;
  /** The server's answer once sent: the same whether or not the address has an account. */
  sentMessage: string | null;
  onSubmit: (input: ForgotPasswordInput) => void;
};

/** /forgot-password: asks for the address that should receive a reset link. */
export function ForgotPasswordView({ submitting, error, sentMessage, onSubmit }: ForgotPasswordViewProps) {
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: "" },
    validate: (values) => zodFieldErrors(forgotPasswordInput, values),
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle={
        <>
          Remembered it?{" "}
          <Anchor component={Link} href={paths.login}>
            Back to login
          </Anchor>
        </>
      }
      error={error}
    >
      {sentMessage ? (
        <Alert color="green" variant="light" role="status">
          {sentMessage}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
          <Stack gap="md">
            <TextInput
              label="Email address"
              description="We will email you a link to choose a new password."
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps("email")}
            />
            <Button type="submit" loading={submitting} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
