import { Button, Paper, PasswordInput, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ChangePasswordInput } from "#server/shared/auth.schema.ts";
import { ActionMessage } from "../../components/ActionMessage";
import { useSpecT } from "../../components/common-messages";
import { isPasswordRule } from "../../lib/password-rules";
import { useTimedMessage, type TimedMessage } from "../../lib/use-timed-message";
import { passwordChangeProblem, type PasswordChangeValues } from "./password-change";

type PasswordFormProps = {
  /** Resolves true once changed; the fields are then cleared. */
  onSubmit: (input: ChangePasswordInput) => Promise<boolean>;
  submitting: boolean;
  /** The server's answer to the last attempt. */
  message: TimedMessage | null;
};

const EMPTY: PasswordChangeValues = { currentPassword: "", newPassword: "", confirmNewPassword: "" };

/**
 * 'Change Password'. The spec's checks read as one form-level sentence each, so they
 * show in the same place as the server's answer and, like it, clear after 4 seconds.
 */
export function PasswordForm({ onSubmit, submitting, message }: PasswordFormProps) {
  const spec = useSpecT();
  const form = useForm<PasswordChangeValues>({ initialValues: EMPTY });
  const validation = useTimedMessage();

  // Gathered before the markup: inside a JSX spread, the literal-text rule would read a field name as text.
  const currentPasswordInput = form.getInputProps("currentPassword");
  // Issue 17: the server's own password rules (a common password) are about this field: shown on it.
  const ruleRefusal = message?.kind === "error" && isPasswordRule(message.code) ? message.text : null;
  const newPasswordInput = { ...form.getInputProps("newPassword"), error: ruleRefusal };
  const confirmNewPasswordInput = form.getInputProps("confirmNewPassword");

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const problem = passwordChangeProblem(values, spec);
          if (problem) {
            validation.showError(problem);
            return;
          }
          validation.clear();
          const changed = await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
          if (changed) form.reset();
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="password-heading">
            {spec("settings.passwordTitle")}
          </Title>
          <ActionMessage message={validation.message ?? (ruleRefusal ? null : message)} />
          <PasswordInput
            label={spec("settings.currentPasswordLabel")}
            autoComplete="current-password"
            {...currentPasswordInput}
          />
          <PasswordInput
            label={spec("settings.newPasswordLabel")}
            autoComplete="new-password"
            {...newPasswordInput}
          />
          <PasswordInput
            label={spec("settings.confirmNewPasswordLabel")}
            autoComplete="new-password"
            {...confirmNewPasswordInput}
          />
          <Button type="submit" loading={submitting} w="fit-content">
            {spec("settings.passwordTitle")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
