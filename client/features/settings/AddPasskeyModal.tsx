import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useMfaT } from "./mfa-messages";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";

export type AddPasskeyModalProps = {
  opened: boolean;
  onClose: () => void;
  /** What the name field starts with, e.g. "Chrome on macOS". */
  defaultName: string;
  /** The browser's prompt is open. */
  pending: boolean;
  error: string | null;
  onAdd: (name: string) => void;
  /** The passkey was the account's first factor: its recovery codes, shown once. */
  recoveryCodes: string[] | null;
  email: string;
};

/** Issue 17: naming a new passkey, then the browser's own prompt makes it. */
export function AddPasskeyModal({ opened, onClose, defaultName, pending, error, onAdd, recoveryCodes, email }: AddPasskeyModalProps) {
  const t = useMfaT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("addPasskey.title")}
      centered
      closeButtonProps={{ "aria-label": t("dialog.close") }}
    >
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} email={email} onContinue={onClose} headingOrder={3} />
      ) : (
        <NameForm key={String(opened)} defaultName={defaultName} pending={pending} error={error} onAdd={onAdd} onCancel={onClose} />
      )}
    </Modal>
  );
}

type NameFormProps = Pick<AddPasskeyModalProps, "defaultName" | "pending" | "error" | "onAdd"> & { onCancel: () => void };

function NameForm({ defaultName, pending, error, onAdd, onCancel }: NameFormProps) {
  const t = useMfaT();
  const [name, setName] = useState(defaultName);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        setMissing(trimmed === "");
        if (trimmed) onAdd(trimmed);
      }}
    >
      <Stack gap="md">
        <Text>{t("passkey.intro")}</Text>
        <TextInput
          label={t("passkey.nameLabel")}
          required
          maxLength={60}
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={missing ? t("passkey.nameRequired") : undefined}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("passkey.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
