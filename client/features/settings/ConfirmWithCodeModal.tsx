import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMfaT } from "./mfa-messages";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";

export type PasswordAndCode = { password: string; code: string };

export type ConfirmWithCodeModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirmLabel: string;
  /** Removing (red) or renewing. */
  destructive: boolean;
  submitting: boolean;
  error: string | null;
  onConfirm: (input: PasswordAndCode) => void;
  /** New recovery codes, once made: shown once in place of the form. */
  recoveryCodes?: string[] | null;
  email: string;
};

/**
 * Issue 17: removing the app or a passkey, or making new recovery codes, needs the password
 * and a current code (from the app, or a recovery code).
 */
export function ConfirmWithCodeModal({
  opened,
  onClose,
  title,
  intro,
  confirmLabel,
  destructive,
  submitting,
  error,
  onConfirm,
  recoveryCodes = null,
  email,
}: ConfirmWithCodeModalProps) {
  const t = useMfaT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": t("dialog.close") }}
    >
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} email={email} onContinue={onClose} headingOrder={3} />
      ) : (
        <ConfirmForm
          key={String(opened)}
          intro={intro}
          confirmLabel={confirmLabel}
          destructive={destructive}
          submitting={submitting}
          error={error}
          onConfirm={onConfirm}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

type ConfirmFormProps = Pick<ConfirmWithCodeModalProps, "intro" | "confirmLabel" | "destructive" | "submitting" | "error" | "onConfirm"> & {
  onCancel: () => void;
};

function ConfirmForm({ intro, confirmLabel, destructive, submitting, error, onConfirm, onCancel }: ConfirmFormProps) {
  const t = useMfaT();
  const form = useForm<PasswordAndCode>({
    initialValues: { password: "", code: "" },
    validate: {
      password: (value) => (value ? null : t("confirm.passwordRequired")),
      code: (value) => (value.trim() ? null : t("confirm.codeRequired")),
    },
  });
  const passwordInput = form.getInputProps("password");
  const codeInput = form.getInputProps("code");
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onConfirm({ password: values.password, code: values.code.trim() }))}>
      <Stack gap="md">
        <Text>{intro}</Text>
        <PasswordInput label={t("dialog.password")} autoComplete="current-password" required data-autofocus {...passwordInput} />
        <TextInput
          label={t("dialog.code")}
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="none"
          required
          maxLength={32}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          {...codeInput}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" color={destructive ? "red" : undefined} loading={submitting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
