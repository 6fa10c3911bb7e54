import { Alert, Button, Card, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconCalendarCheck } from "@tabler/icons-react";
import { useId } from "react";
import type { ExpiringDocument } from "#server/shared/documents.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { EmptyState } from "#client/components/EmptyState.tsx";
import { ScrollingTable } from "#client/components/ScrollingTable.tsx";
import { formatDateTime, formatFullDate } from "#client/lib/business-time.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useClientsT } from "./clients-messages";

export type ExpiringDocumentsState = LoadState<{ documents: readonly ExpiringDocument[] }>;

export type ExpiringDocumentsCardProps = {
  documents: ExpiringDocumentsState;
  timeZone: string;
  /** The document a "Keep" is running for. */
  keepingId: string | null;
  /** The last "Keep"'s outcome, or why it failed. */
  message: TimedMessage | null;
  onKeep: (document: ExpiringDocument) => void;
};

/**
 * The owner's list of clients' documents the retention rule deletes within 30 days (decision 0254,
 * FTC Safeguards Rule: disposed of two years after their last use), soonest first, each with a way
 * to keep it.
 */
export function ExpiringDocumentsCard({ documents, timeZone, keepingId, message, onKeep }: ExpiringDocumentsCardProps) {
  const t = useClientsT();
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t("expiring.title")}
        </Title>
        <Text size="sm">{t("expiring.intro")}</Text>
        <ActionMessage message={message} />
        {documents.status === "loading" && (
          <Stack gap={4} aria-busy="true">
            <Text size="sm">{t("expiring.loading")}</Text>
            <Skeleton height={48} radius="sm" />
          </Stack>
        )}
        {documents.status === "error" && (
          <Alert color="red" variant="light">
            {documents.message}
          </Alert>
        )}
        {documents.status === "ready" && documents.documents.length === 0 && (
          <EmptyState size="sm" icon={IconCalendarCheck} message={t("expiring.empty")} />
        )}
        {documents.status === "ready" && documents.documents.length > 0 && (
          <ScrollingTable
            label={t("expiring.table")}
            minWidth={640}
            columns={[t("expiring.client"), t("expiring.appointment"), t("expiring.file"), t("expiring.eraseOn")]}
            actionsLabel={t("expiring.actions")}
          >
            {documents.documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{document.client_name}</Table.Td>
                <Table.Td>{formatDateTime(document.appointment_time, timeZone)}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{document.name}</Table.Td>
                <Table.Td>{formatFullDate(document.erase_on, timeZone)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t("expiring.keepLabel", { name: document.name, client: document.client_name })}
                    loading={keepingId === document.id}
                    disabled={keepingId !== null && keepingId !== document.id}
                    onClick={() => onKeep(document)}
                  >
                    {t("expiring.keep")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollingTable>
        )}
      </Stack>
    </Card>
  );
}
