import { Code, Stack, Text } from "@mantine/core";
import type { CreatedApiKey } from "#server/shared/integrations.schema.ts";
import { useIntegrationsT } from "./integrations-messages";
import { ShownOnceModal } from "./ShownOnceModal";
import utilities from "#client/design/utilities.module.css";

export type ApiKeyCreatedModalProps = {
  /** The key just made; the dialog is open while it is set. */
  created: CreatedApiKey | null;
  onClose: () => void;
};

/** The only time a key is shown whole (only its hash is kept), with the header a tool sends. */
export function ApiKeyCreatedModal({ created, onClose }: ApiKeyCreatedModalProps) {
  const t = useIntegrationsT();
  return (
    <ShownOnceModal
      opened={created !== null}
      title={t("keyCreated.title")}
      warning={t("keyCreated.warning")}
      secret={
        created && { label: t("keyCreated.keyLabel", { name: created.api_key.name }), value: created.key, copyLabel: t("keyCreated.copy") }
      }
      onClose={onClose}
    >
      {created && (
        <Stack gap={4}>
          <Text size="sm">{t("keyCreated.usage")}</Text>
          <Code block className={`${utilities.preWrap} ${utilities.breakAnywhere}`}>
            {`Authorization: Bearer ${created.key}`}
          </Code>
        </Stack>
      )}
    </ShownOnceModal>
  );
}
