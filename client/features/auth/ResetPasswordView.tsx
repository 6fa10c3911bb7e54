import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { password } from "#server/shared/auth.schema.ts";
import { paths } from "../../app/paths";
import { useSpecT } from "../../components/common-messages";
import { type SpecT, useAuthT } from "./auth-messages";
import { AuthLayout } from "./AuthLayout";
import { NewPasswordFields } from "./NewPasswordFields";
import { localIssueMessage } from "../../lib/server-messages";

export type ResetPasswordViewProps = {
  /** The link's token; null when the link came without one. */
  token: string | null;
  submitting: boolean;
  error: string | null;
  /** The server refused the password itself (issue 17: a common one, an admin's too short): shown on the field. */
  passwordError?: string | null;
  /** The server's answer once the password is set. */
  doneMessage: string | null;
  onSubmit: (input: { token: string; password: string }) => void;
};

type Values = { password: string; confirmPassword: string };

/**
 * Register's rules and messages, so a new password is held to the same standard everywhere;
 * the spec's sentences in the page's language (`spec`).
 */
function validate(values: Values, spec: SpecT): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const parsed = password.safeParse(values.password);
  const problem = parsed.error?.issues[0];
  if (problem) errors.password = localIssueMessage(problem);
  if (values.password !== values.confirmPassword) errors.confirmPassword = spec("register.passwordsDoNotMatch");
  return errors;
}

/** /reset-password?token=...: the page a reset email links to. */
export function ResetPasswordView({ token, submitting, error, passwordError = null, doneMessage, onSubmit }: ResetPasswordViewProps) {
  const t = useAuthT();
  const spec = useSpecT();
  const form = useForm<Values>({
    initialValues: { password: "", confirmPassword: "" },
    validate: (values) => validate(values, spec),
  });
  const requestAgain = (
    <Anchor component={Link} href={paths.forgotPassword}>
      {t("reset.requestAgain")}
    </Anchor>
  );

  return (
    <AuthLayout
      title={t("reset.title")}
      subtitle={
        <>
          {t("reset.linkNotWorking")} {requestAgain}
        </>
      }
      error={error}
    >
      {doneMessage ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {doneMessage}
          </Alert>
          <Button component={Link} href={paths.login} fullWidth>
            {t("reset.goToLogin")}
          </Button>
        </Stack>
      ) : token ? (
        <form noValidate onSubmit={form.onSubmit((values) => onSubmit({ token, password: values.password }))}>
          <Stack gap="md">
            <NewPasswordFields
              label={t("field.newPassword")}
              password={{ ...form.getInputProps("password"), error: form.errors.password ?? passwordError }}
              confirmation={form.getInputProps("confirmPassword")}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t("reset.submit")}
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
