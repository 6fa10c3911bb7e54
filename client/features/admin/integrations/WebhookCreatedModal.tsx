import { Anchor, Text } from "@mantine/core";
import type { CreatedWebhook } from "#server/shared/integrations.schema.ts";
import { useIntegrationsT } from "./integrations-messages";
import { ShownOnceModal } from "./ShownOnceModal";
import utilities from "#client/design/utilities.module.css";

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
    <ShownOnceModal
      opened={created !== null}
      title={t("webhookCreated.title")}
      warning={t("webhookCreated.warning")}
      secret={created && { label: t("webhookCreated.secretLabel"), value: created.secret, copyLabel: t("webhookCreated.copy") }}
      before={
        created && (
          <Text size="sm" className={utilities.breakAnywhere}>
            {created.webhook.url}
          </Text>
        )
      }
      onClose={onClose}
    >
      <Text size="sm">{t("webhookCreated.signing")}</Text>
      <Anchor href={STANDARD_WEBHOOKS_HREF} target="_blank" rel="noreferrer" size="sm">
        {t("webhookCreated.standard")}
      </Anchor>
    </ShownOnceModal>
  );
}
