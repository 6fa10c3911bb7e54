import { Alert, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "wouter";
import { say } from "#server/shared/i18n/server-messages.ts";
import { paths } from "../../app/paths";
import { localMessage } from "../../lib/server-messages";
import { useAuthT } from "./auth-messages";
import { AuthLayout } from "./AuthLayout";

export type RemoveTwoStepViewProps = {
  /** The link's token; null when the link came without one. */
  token: string | null;
  submitting: boolean;
  /** The server's refusal of the link itself (used, expired), or the fallback: shown above the form. */
  error: string | null;
  /** The password was not the account's current one: shown on the field. */
  passwordError?: string | null;
  /** The server's answer once every factor is removed. */
  doneMessage: string | null;
  onSubmit: (input: { token: string; password: string }) => void;
};

/**
 * /remove-two-step?token=...: the page a password-change email links to when the account has
 * second factors (issue 29 item 1, decision 0177). With the account's current password it
 * removes them all and signs out every device.
 */
export function RemoveTwoStepView({ token, submitting, error, passwordError = null, doneMessage, onSubmit }: RemoveTwoStepViewProps) {
  const t = useAuthT();
  const form = useForm({
    initialValues: { password: "" },
    validate: { password: (value) => (value ? null : t("removeTwoStep.passwordRequired")) },
  });

  return (
    <AuthLayout title={t("removeTwoStep.title")} subtitle={t("removeTwoStep.intro")} error={error}>
      {doneMessage ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {doneMessage}
          </Alert>
          <Button component={Link} href={paths.login} fullWidth>
            {t("removeTwoStep.goToLogin")}
          </Button>
        </Stack>
      ) : token ? (
        <form noValidate onSubmit={form.onSubmit((values) => onSubmit({ token, password: values.password }))}>
          <Stack gap="md">
            <PasswordInput
              label={t("removeTwoStep.passwordLabel")}
              description={t("removeTwoStep.passwordHint")}
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
              error={form.errors.password ?? passwordError}
            />
            <Button type="submit" color="red" loading={submitting} fullWidth>
              {t("removeTwoStep.submit")}
            </Button>
            <Text size="sm">
              {t("removeTwoStep.notYou")}
            </Text>
          </Stack>
        </form>
      ) : (
        <Alert color="red" variant="light" role="alert">
          {localMessage(say.mfa.removalTokenMissing)}
        </Alert>
      )}
    </AuthLayout>
  );
}
