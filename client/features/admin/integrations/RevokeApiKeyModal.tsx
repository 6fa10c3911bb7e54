import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ApiKey } from "#server/shared/integrations.schema.ts";
import { useIntegrationsT } from "./integrations-messages";

export type RevokeApiKeyModalProps = {
  /** The key to revoke; the dialog is open while it is set. */
  apiKey: ApiKey | null;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Revoking is immediate and final: asked once more, with "Keep it" focused. */
export function RevokeApiKeyModal({ apiKey, submitting, onConfirm, onClose }: RevokeApiKeyModalProps) {
  const t = useIntegrationsT();
  return (
    <Modal
      opened={apiKey !== null}
      onClose={onClose}
      title={t("revokeKey.title")}
      centered
      closeButtonProps={{ "aria-label": t("integrations.closeDialog") }}
    >
      {apiKey && (
        <Stack gap="md">
          <Text>{t("revokeKey.question", { name: apiKey.name, prefix: apiKey.prefix })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t("integrations.keep")}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {t("revokeKey.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
