import { Badge, Button, Group, Stack, Switch, Text } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import type { DocumentDto, ScanStatus } from "#server/shared/documents.schema.ts";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useLocale } from "#client/lib/i18n.ts";
import { useDocumentsT } from "./documents-messages";
import { formatFileSize } from "./intake-answer";

/** Shades whose black or white label passes WCAG AA in both schemes (as the appointments' status badge). */
const STATUS_COLORS: Record<ScanStatus, string> = { checking: "blue.8", clean: "green.6", infected: "red.9", unchecked: "yellow.5" };
const STATUS_LABELS = { checking: "status.checking", clean: "status.clean", infected: "status.infected", unchecked: "status.unchecked" } as const;

export type DocumentRowProps = {
  document: DocumentDto;
  timeZone: string;
  /** The owner's switch: keep it past the retention period. */
  canKeep: boolean;
  /** A download, deletion or change of this document is running. */
  busy: boolean;
  /** Not the first in its list: a line above it. */
  separated?: boolean;
  onDownload: (document: DocumentDto) => void;
  onDelete: (document: DocumentDto) => void;
  onKeep: (document: DocumentDto, kept: boolean) => void;
};

/**
 * One document the client sent: its name, size and time, what the malware check said (the office
 * sees the signature or why it could not check), and what the office may do with it. Only a clean
 * one downloads.
 */
export function DocumentRow({ document, timeZone, canKeep, busy, separated = false, onDownload, onDelete, onKeep }: DocumentRowProps) {
  const t = useDocumentsT();
  const locale = useLocale();
  return (
    <Stack component="li" gap={4} pt={separated ? "sm" : 0} style={separated ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {document.name}
        </Text>
        <Badge color={STATUS_COLORS[document.status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
          {t(STATUS_LABELS[document.status])}
        </Badge>
      </Group>
      <Text size="sm">{t("document.details", { size: formatFileSize(document.size, locale), when: formatDateTime(document.uploaded_at, timeZone) })}</Text>
      {document.status === "infected" && document.status_note && (
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {t("document.signature", { signature: document.status_note })}
        </Text>
      )}
      {document.status === "unchecked" && document.status_note && (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("document.uncheckedReason", { reason: document.status_note })}
        </Text>
      )}
      {document.active_content && <Text size="xs">{t("document.activeContent")}</Text>}
      {document.opened_at && <Text size="xs">{t("document.opened", { when: formatDateTime(document.opened_at, timeZone) })}</Text>}
      <Group gap="xs" mt={2}>
        {document.status === "clean" && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t("document.downloadLabel", { name: document.name })}
            disabled={busy}
            onClick={() => onDownload(document)}
          >
            {t("document.download")}
          </Button>
        )}
        <Button
          size="xs"
          color="red"
          variant="outline"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={t("document.deleteLabel", { name: document.name })}
          disabled={busy}
          onClick={() => onDelete(document)}
        >
          {t("document.delete")}
        </Button>
        {canKeep && (
          <Switch
            size="sm"
            label={t("document.keep")}
            aria-label={t("document.keepLabel", { name: document.name })}
            checked={document.kept}
            disabled={busy}
            onChange={(event) => onKeep(document, event.currentTarget.checked)}
          />
        )}
      </Group>
    </Stack>
  );
}
