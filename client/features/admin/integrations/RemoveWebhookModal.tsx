import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { WebhookEndpoint } from "#server/shared/integrations.schema.ts";
import { useIntegrationsT } from "./integrations-messages";
import utilities from "#client/design/utilities.module.css";

export type RemoveWebhookModalProps = {
  /** The webhook to remove; the dialog is open while it is set. */
  webhook: WebhookEndpoint | null;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Removing a webhook withdraws its waiting deliveries: asked once more, with "Keep it" focused. */
export function RemoveWebhookModal({ webhook, submitting, onConfirm, onClose }: RemoveWebhookModalProps) {
  const t = useIntegrationsT();
  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      title={t("removeWebhook.title")}
      centered
      closeButtonProps={{ "aria-label": t("integrations.closeDialog") }}
    >
      {webhook && (
        <Stack gap="md">
          <Text className={utilities.breakAnywhere}>{t("removeWebhook.question", { url: webhook.url })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t("integrations.keep")}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {t("removeWebhook.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
