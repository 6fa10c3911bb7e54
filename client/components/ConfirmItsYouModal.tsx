import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useCommonT } from "./common-messages";

export type ConfirmItsYouInput = { password: string; code?: string };

export type ConfirmItsYouModalProps = {
  opened: boolean;
  /** The account has two-step sign-in on: a current code is asked too. */
  withCode: boolean;
  submitting: boolean;
  error: string | null;
  onConfirm: (input: ConfirmItsYouInput) => void;
  onCancel: () => void;
};

/**
 * "Confirm it's you" (issue 29 item 1, decision 0176): asked when the server refuses a change
 * to how one signs in, or to the office's keys, because this device has not proved who it is
 * lately. It opens above the dialog that asked, so a higher layer than Mantine's default.
 */
export function ConfirmItsYouModal({ opened, withCode, submitting, error, onConfirm, onCancel }: ConfirmItsYouModalProps) {
  const t = useCommonT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t("confirmItsYou.title")}
      centered
      zIndex={400}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": t("confirmItsYou.close") }}
    >
      <ConfirmForm key={String(opened)} withCode={withCode} submitting={submitting} error={error} onConfirm={onConfirm} onCancel={onCancel} />
    </Modal>
  );
}

function ConfirmForm({ withCode, submitting, error, onConfirm, onCancel }: Omit<ConfirmItsYouModalProps, "opened">) {
  const t = useCommonT();
  const form = useForm({
    initialValues: { password: "", code: "" },
    validate: {
      password: (value) => (value ? null : t("confirmItsYou.passwordRequired")),
      code: (value) => (!withCode || value.trim() ? null : t("confirmItsYou.codeRequired")),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onConfirm(withCode ? { password: values.password, code: values.code.trim() } : { password: values.password }))}
    >
      <Stack gap="md">
        <Text>{t(withCode ? "confirmItsYou.introWithCode" : "confirmItsYou.intro")}</Text>
        <PasswordInput
          label={t("confirmItsYou.password")}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps("password")}
        />
        {withCode && (
          <TextInput
            label={t("confirmItsYou.code")}
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            required
            maxLength={32}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            {...form.getInputProps("code")}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t("confirmItsYou.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {t("confirmItsYou.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
