import { Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconFiles } from "@tabler/icons-react";
import { useId } from "react";
import type { DocumentDto, DocumentFolder } from "#server/shared/documents.schema.ts";
import { EmptyState } from "#client/components/EmptyState.tsx";
import { useLocale } from "#client/lib/i18n.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import { useDocumentsT } from "./documents-messages";
import { DocumentRow, type DocumentRowProps } from "./DocumentRow";
import { formatFileSize } from "./intake-answer";

export type FolderState = LoadState<{ folder: DocumentFolder }>;

export type FolderSectionProps = Pick<DocumentRowProps, "timeZone" | "canKeep" | "onDownload" | "onDelete" | "onKeep"> & {
  folder: FolderState;
  /** The document a download, deletion or change is running for. */
  busyId: string | null;
};

/**
 * The checklist (what the answers ask for, then what the office asked for by hand), each item with
 * the documents sent for it; then the documents whose item is gone or was never named (decision
 * 0254: never lost).
 */
export function FolderSection({ folder, busyId, ...row }: FolderSectionProps) {
  const t = useDocumentsT();
  const locale = useLocale();
  const headingId = useId();
  const otherId = useId();
  const documents = (list: readonly DocumentDto[], label?: string) => (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={label}>
      {list.map((document, index) => (
        <DocumentRow key={document.id} document={document} busy={busyId === document.id} separated={index > 0} {...row} />
      ))}
    </Stack>
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t("folder.title")}
      </Title>
      {folder.status === "loading" && (
        <Stack gap={4} aria-busy="true">
          <Text size="sm">{t("folder.loading")}</Text>
          <Skeleton height={64} radius="sm" />
        </Stack>
      )}
      {folder.status === "error" && (
        <Text size="sm" c="red" role="alert">
          {folder.message}
        </Text>
      )}
      {folder.status === "ready" &&
        (() => {
          const { checklist, documents: sent, used_bytes, limit_bytes } = folder.folder;
          const keys = new Set(checklist.map((item) => item.key));
          const other = sent.filter((document) => document.item_key === null || !keys.has(document.item_key));
          return (
            <>
              <Text size="sm">{t("folder.used", { used: formatFileSize(used_bytes, locale), limit: formatFileSize(limit_bytes, locale) })}</Text>
              {checklist.length === 0 ? (
                <EmptyState size="sm" icon={IconFiles} message={t("folder.emptyChecklist")} />
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("folder.checklist")}>
                  {checklist.map((item) => {
                    const forItem = sent.filter((document) => document.item_key === item.key);
                    return (
                      <Card key={item.key} component="li" withBorder radius="md" padding="sm">
                        <Stack gap="xs">
                          <div>
                            <Text size="sm" fw={700} style={{ overflowWrap: "anywhere" }}>
                              {item.label[locale]}
                            </Text>
                            {item.source === "office" && <Text size="xs">{t("folder.askedByOffice")}</Text>}
                          </div>
                          {forItem.length === 0 ? <Text size="sm">{t("folder.nothingYet")}</Text> : documents(forItem)}
                        </Stack>
                      </Card>
                    );
                  })}
                </Stack>
              )}
              {other.length > 0 && (
                <Stack gap="xs" component="section" aria-labelledby={otherId} mt="xs">
                  <Title order={4} size="h6" id={otherId}>
                    {t("folder.other")}
                  </Title>
                  <Text size="sm">{t("folder.otherIntro")}</Text>
                  <Card withBorder radius="md" padding="sm">
                    {documents(other, t("folder.other"))}
                  </Card>
                </Stack>
              )}
            </>
          );
        })()}
    </Stack>
  );
}
