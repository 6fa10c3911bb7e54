import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useIntegrationsT } from "./integrations-messages";
import { SecretField } from "./SecretField";

export type ShownOnceModalProps = {
  /** The dialog is open while this is true. */
  opened: boolean;
  title: string;
  /** Says the secret will not be shown again. */
  warning: string;
  /** The secret, with its field's label and its copy button's text. */
  secret: { label: string; value: string; copyLabel: string } | null;
  /** Shown above the warning (what the secret belongs to). */
  before?: ReactNode;
  /** Shown below the secret (how to use it). */
  children?: ReactNode;
  onClose: () => void;
};

/**
 * The one time a secret (an API key, a webhook's signing secret) is shown whole: only its hash
 * or an encrypted copy is kept. A click beside the dialog does not close it, so the secret is not
 * lost by accident; "Done" and Escape do.
 */
export function ShownOnceModal({ opened, title, warning, secret, before, children, onClose }: ShownOnceModalProps) {
  const t = useIntegrationsT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": t("integrations.closeDialog") }}
    >
      {secret && (
        <Stack gap="md">
          {before}
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {warning}
          </Alert>
          <SecretField label={secret.label} value={secret.value} copyLabel={secret.copyLabel} />
          {children}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("integrations.done")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
