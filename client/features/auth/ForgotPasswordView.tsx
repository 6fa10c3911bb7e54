import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import { forgotPasswordInput, type ForgotPasswordInput } from "#server/shared/password-reset.schema.ts";
import { paths } from "../../app/paths";
import { zodFieldErrors } from "../../lib/form-errors";
import { useAuthT } from "./auth-messages";
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
  const t = useAuthT();
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: "" },
    validate: (values) => zodFieldErrors(forgotPasswordInput, values),
  });

  // Gathered before the markup: inside a JSX spread, the literal-text rule would read a field name as text.
  const emailInput = form.getInputProps("email");

  return (
    <AuthLayout
      title={t("forgot.title")}
      subtitle={
        <>
          {t("forgot.remembered")}{" "}
          <Anchor component={Link} href={paths.login}>
            {t("forgot.backToLogin")}
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
              label={t("field.email")}
              description={t("forgot.emailHint")}
              type="email"
              autoComplete="email"
              required
              {...emailInput}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t("forgot.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
