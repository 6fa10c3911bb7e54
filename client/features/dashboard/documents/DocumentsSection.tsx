import { Alert, Badge, Button, Card, FileButton, Group, Loader, Progress, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle, IconUpload } from "@tabler/icons-react";
import { useRef } from "react";
import type { DocumentDto, DocumentFolder } from "#server/shared/documents.schema.ts";
import { useLocale } from "../../../lib/i18n";
import { localMessage } from "../../../lib/server-messages";
import { DOCUMENT_ACCEPT } from "../../../lib/upload-document";
import { useAppointmentPrepT } from "./appointment-prep-messages";
import { documentsByItem, formatFileSize } from "./document-format";
import classes from "./PrepareAppointment.module.css";

/** A file on its way, or one that did not get there (with the server's sentence); `item` null for "other documents". */
export type UploadProgress =
  | { id: number; item: string | null; name: string; status: "uploading" }
  | { id: number; item: string | null; name: string; status: "failed"; message: string };

export type DocumentsSectionProps = {
  folder: DocumentFolder;
  /** The appointment is cancelled or over: the documents are listed, nothing more. */
  closed: boolean;
  uploads: readonly UploadProgress[];
  /** Files picked for an item (null: "other documents"), to send one after another. */
  onUpload: (item: string | null, files: File[]) => void;
  onDismissUpload: (id: number) => void;
  /** Asks to remove a document (the page confirms first). */
  onRemove: (document: DocumentDto) => void;
};

/** What the client is told of the malware check: never why a file is unchecked, only that it is still being looked at. */
const STATUS_KEYS = {
  checking: "documents.status.checking",
  unchecked: "documents.status.checking",
  clean: "documents.status.clean",
} as const;

/** Badge shades whose automatic black or white label passes AA in both schemes (as client/components/StatusBadge.tsx). */
const STATUS_COLORS = { checking: "yellow.5", unchecked: "yellow.5", clean: "green.6" } as const;

function DocumentRow({ document, removable, onRemove }: { document: DocumentDto; removable: boolean; onRemove: (document: DocumentDto) => void }) {
  const t = useAppointmentPrepT();
  const locale = useLocale();
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={4} className={classes.fileText}>
        <Text fw={500} className={classes.fileName}>
          {document.name}
        </Text>
        {document.status === "infected" ? (
          <>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconAlertTriangle size={18} aria-hidden className={classes.refused} />
              <Text size="sm" className={classes.refused}>
                <VisuallyHidden>{t("documents.statusLabel")} </VisuallyHidden>
                {t("documents.status.infected")}
              </Text>
            </Group>
            <Text size="sm">{t("documents.status.infectedHint")}</Text>
          </>
        ) : (
          <Group gap="xs">
            <Text size="sm">{formatFileSize(document.size, locale, t)}</Text>
            <VisuallyHidden>{t("documents.statusLabel")}</VisuallyHidden>
            <Badge color={STATUS_COLORS[document.status]} variant="filled" autoContrast>
              {t(STATUS_KEYS[document.status])}
            </Badge>
          </Group>
        )}
      </Stack>
      {removable && (
        <Button variant="default" size="sm" aria-label={t("documents.removeLabel", { name: document.name })} onClick={() => onRemove(document)}>
          {t("documents.remove")}
        </Button>
      )}
    </Group>
  );
}

/** A checklist item (or "other documents"): its documents, the files on their way or refused, and its upload button. */
function ItemCard({
  item,
  title,
  intro,
  documents,
  closed,
  open,
  uploads,
  onUpload,
  onDismissUpload,
  onRemove,
}: {
  item: string | null;
  title: string;
  intro?: string;
  documents: readonly DocumentDto[];
  closed: boolean;
  open: boolean;
  uploads: readonly UploadProgress[];
} & Pick<DocumentsSectionProps, "onUpload" | "onDismissUpload" | "onRemove">) {
  const t = useAppointmentPrepT();
  const reset = useRef<() => void>(null);
  const mine = uploads.filter((upload) => upload.item === item);
  const busy = mine.some((upload) => upload.status === "uploading");
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {intro && <Text size="sm">{intro}</Text>}
      </Stack>
      {documents.length > 0 ? (
        <Stack component="ul" gap="sm" aria-label={t("documents.listLabel", { item: title })}>
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} removable={!closed && document.opened_at === null} onRemove={onRemove} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" fs="italic">
          {t("documents.noneYet")}
        </Text>
      )}
      {/* Announced politely as it starts; a refusal (below) at once. */}
      {busy && (
        <div role="status">
          {mine
            .filter((upload) => upload.status === "uploading")
            .map((upload) => (
              <Group key={upload.id} gap="xs" wrap="nowrap">
                <Loader size="xs" aria-hidden />
                <Text size="sm" className={classes.fileName}>
                  {t("upload.sending", { name: upload.name })}
                </Text>
              </Group>
            ))}
        </div>
      )}
      {mine.map(
        (upload) =>
          upload.status === "failed" && (
            <Alert
              key={upload.id}
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} aria-hidden />}
              title={<span className={classes.fileName}>{t("upload.failedTitle", { name: upload.name })}</span>}
              withCloseButton
              closeButtonLabel={t("upload.dismiss")}
              onClose={() => onDismissUpload(upload.id)}
            >
              {upload.message}
            </Alert>
          ),
      )}
      {open && (
        <FileButton
          resetRef={reset}
          multiple
          accept={DOCUMENT_ACCEPT}
          disabled={busy}
          onChange={(files) => {
            if (files.length > 0) onUpload(item, files);
            // The same file can be picked again (after a failure, say): the input forgets it.
            reset.current?.();
          }}
        >
          {(props) => (
            <Group>
              <Button
                {...props}
                variant="light"
                size="md"
                disabled={busy}
                leftSection={busy ? <Loader size="xs" aria-hidden /> : <IconUpload size={18} aria-hidden />}
                aria-label={t("documents.uploadLabel", { item: title })}
                className={classes.wideOnPhone}
              >
                {t("documents.upload")}
              </Button>
            </Group>
          )}
        </FileButton>
      )}
    </Stack>
  );
}

/** "Documents to bring or upload": the checklist, what was sent for each item, and the room left (decision 0254). */
export function DocumentsSection({ folder, closed, uploads, onUpload, onDismissUpload, onRemove }: DocumentsSectionProps) {
  const t = useAppointmentPrepT();
  const locale = useLocale();
  const { byItem, other } = documentsByItem(folder);
  // Uploads wait for the appointment and for the server's key; the appointment's own state is said at the top of the page.
  const open = folder.open && !closed;
  const notSetUp = !folder.open && !closed;
  // The server's own sentence for it, in the reader's language.
  const notSetUpText = localMessage("documents.notSetUp");
  const handlers = { onUpload, onDismissUpload, onRemove };
  const used = Math.min(100, (folder.used_bytes / folder.limit_bytes) * 100);
  return (
    <Stack component="section" aria-labelledby="documents-heading" gap="md">
      <Title order={2} size="h3" id="documents-heading">
        {t("documents.heading")}
      </Title>
      {!closed && <Text>{t("documents.intro")}</Text>}
      {notSetUp && (
        <Alert color="gray" variant="light" role="note" icon={<IconInfoCircle size={20} aria-hidden />}>
          {notSetUpText}
        </Alert>
      )}
      {folder.checklist.length === 0 ? (
        <Text>{t("documents.emptyChecklist")}</Text>
      ) : (
        <Stack component="ul" gap="sm">
          {folder.checklist.map((entry) => (
            <Card key={entry.key} component="li" withBorder radius="md" padding="md">
              <ItemCard
                item={entry.key}
                title={entry.label[locale]}
                documents={byItem.get(entry.key) ?? []}
                closed={closed}
                open={open}
                uploads={uploads}
                {...handlers}
              />
            </Card>
          ))}
        </Stack>
      )}
      {(open || other.length > 0 || uploads.some((upload) => upload.item === null)) && (
        <Card withBorder radius="md" padding="md">
          <ItemCard
            item={null}
            title={t("documents.other")}
            intro={open ? t("documents.otherIntro") : undefined}
            documents={other}
            closed={closed}
            open={open}
            uploads={uploads}
            {...handlers}
          />
        </Card>
      )}
      <Stack gap={6}>
        <Text fw={500}>
          {t("documents.room", { used: formatFileSize(folder.used_bytes, locale, t), limit: formatFileSize(folder.limit_bytes, locale, t) })}
        </Text>
        <Progress value={used} size="sm" aria-hidden />
        {open && <Text size="sm">{t("documents.rules")}</Text>}
      </Stack>
    </Stack>
  );
}
