import { Alert, Anchor, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { CreatedWebhook } from "../../../../server/shared/integrations.schema";
import { useIntegrationsT } from "./integrations-messages";
import { SecretField } from "./SecretField";

const STANDARD_WEBHOOKS_HREF = "https://www.standardwebhooks.com/";

export type WebhookCreatedModalProps = {
  /** The webhook just added, with its signing secret; the dialog is open while it is set. */
  created: CreatedWebhook | null;
  onClose: () => void;
};

/** The only time a webhook's signing secret is shown: the receiving tool needs it to check every delivery. */
export function WebhookCreatedModal({ created, onClose }: WebhookCreatedModalProps) {
  const t = useIntegrationsT();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t("webhookCreated.title")}
      size="lg"
      centered
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": t("integrations.closeDialog") }}
    >
      {created && (
        <Stack gap="md">
          <Text size="sm" style={{ wordBreak: "break-all" }}>
            {created.webhook.url}
          </Text>
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {t("webhookCreated.warning")}
          </Alert>
          <SecretField label={t("webhookCreated.secretLabel")} value={created.secret} copyLabel={t("webhookCreated.copy")} />
          <Text size="sm">{t("webhookCreated.signing")}</Text>
          <Anchor href={STANDARD_WEBHOOKS_HREF} target="_blank" rel="noreferrer" size="sm">
            {t("webhookCreated.standard")}
          </Anchor>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("integrations.done")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
