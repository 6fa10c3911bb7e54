import { Button, Paper, PasswordInput, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ChangePasswordInput } from "../../../server/shared/auth.schema";
import { MESSAGES } from "../../../server/shared/messages";
import { ActionMessage } from "../../components/ActionMessage";
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
  const form = useForm<PasswordChangeValues>({ initialValues: EMPTY });
  const validation = useTimedMessage();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const problem = passwordChangeProblem(values);
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
            {MESSAGES.settings.passwordTitle}
          </Title>
          <ActionMessage message={validation.message ?? message} />
          <PasswordInput
            label={MESSAGES.settings.currentPasswordLabel}
            autoComplete="current-password"
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label={MESSAGES.settings.newPasswordLabel}
            autoComplete="new-password"
            {...form.getInputProps("newPassword")}
          />
          <PasswordInput
            label={MESSAGES.settings.confirmNewPasswordLabel}
            autoComplete="new-password"
            {...form.getInputProps("confirmNewPassword")}
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: "flex-start" }}>
            {MESSAGES.settings.passwordTitle}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
