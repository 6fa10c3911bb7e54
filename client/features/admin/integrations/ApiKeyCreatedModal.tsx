import { Alert, Button, Code, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { CreatedApiKey } from "../../../../server/shared/integrations.schema";
import { useIntegrationsT } from "./integrations-messages";
import { SecretField } from "./SecretField";

export type ApiKeyCreatedModalProps = {
  /** The key just made; the dialog is open while it is set. */
  created: CreatedApiKey | null;
  onClose: () => void;
};

/**
 * The only time a key is shown whole: only its hash is kept. A click beside the dialog does
 * not close it, so the key is not lost by accident; "Done" and Escape do.
 */
export function ApiKeyCreatedModal({ created, onClose }: ApiKeyCreatedModalProps) {
  const t = useIntegrationsT();
  const header = created ? `Authorization: Bearer ${created.key}` : "";
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t("keyCreated.title")}
      size="lg"
      centered
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": t("integrations.closeDialog") }}
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {t("keyCreated.warning")}
          </Alert>
          <SecretField label={t("keyCreated.keyLabel", { name: created.api_key.name })} value={created.key} copyLabel={t("keyCreated.copy")} />
          <Stack gap={4}>
            <Text size="sm">{t("keyCreated.usage")}</Text>
            <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
              {header}
            </Code>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("integrations.done")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
