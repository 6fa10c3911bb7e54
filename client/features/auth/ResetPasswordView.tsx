import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import { API_MESSAGES } from "../../../server/shared/api-messages";
import { password } from "../../../server/shared/auth.schema";
import { MESSAGES } from "../../../server/shared/messages";
import { paths } from "../../app/paths";
import { AuthLayout } from "./AuthLayout";
import { NewPasswordFields } from "./NewPasswordFields";

export type ResetPasswordViewProps = {
  /** The link's token; null when the link came without one. */
  token: string | null;
  submitting: boolean;
  error: string | null;
  /** The server's answer once the password is set. */
  doneMessage: string | null;
  onSubmit: (input: { token: string; password: string }) => void;
};

type Values = { password: string; confirmPassword: string };

/** Register's rules and messages, so a new password is held to the same standard everywhere. */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const parsed = password.safeParse(values.password);
  if (!parsed.success) errors.password = parsed.error.issues[0]?.message;
  if (values.password !== values.confirmPassword) errors.confirmPassword = MESSAGES.register.passwordsDoNotMatch;
  return errors;
}

/** /reset-password?token=...: the page a reset email links to. */
export function ResetPasswordView({ token, submitting, error, doneMessage, onSubmit }: ResetPasswordViewProps) {
  const form = useForm<Values>({ initialValues: { password: "", confirmPassword: "" }, validate });
  const requestAgain = (
    <Anchor component={Link} href={paths.forgotPassword}>
      Request a new link
    </Anchor>
  );

  return (
    <AuthLayout title="Choose a new password" subtitle={<>Link not working? {requestAgain}</>} error={error}>
      {doneMessage ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {doneMessage}
          </Alert>
          <Button component={Link} href={paths.login} fullWidth>
            Go to login
          </Button>
        </Stack>
      ) : token ? (
        <form noValidate onSubmit={form.onSubmit((values) => onSubmit({ token, password: values.password }))}>
          <Stack gap="md">
            <NewPasswordFields
              label="New Password"
              password={form.getInputProps("password")}
              confirmation={form.getInputProps("confirmPassword")}
            />
            <Button type="submit" loading={submitting} fullWidth>
              Set new password
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="red" variant="light" role="alert">
          {API_MESSAGES.passwordReset.tokenMissing}
        </Alert>
      )}
    </AuthLayout>
  );
}
