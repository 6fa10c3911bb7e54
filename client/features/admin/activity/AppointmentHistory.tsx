import { Skeleton, Stack, Text, Title } from "@mantine/core";
import type { AuditEvent } from "#server/shared/audit.schema.ts";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useActivityT } from "./activity-messages";
import { eventSentence } from "./activity-sentence";
import { IconHistory } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";

export type AppointmentHistoryState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; events: readonly AuditEvent[] };

/** An appointment's own record (the audit trail's events about it), newest first, in the details dialog. */
export function AppointmentHistory({ history, timeZone }: { history: AppointmentHistoryState; timeZone: string }) {
  const t = useActivityT();
  return (
    <Stack gap={6} component="section" aria-labelledby="appointment-history-heading">
      <Title order={3} size="h5" id="appointment-history-heading">
        {t("history.heading")}
      </Title>
      {history.status === "loading" && (
        <Stack gap={4} aria-busy="true">
          <Text size="sm">{t("history.loading")}</Text>
          <Skeleton height={40} radius="sm" />
        </Stack>
      )}
      {history.status === "error" && (
        <Text size="sm" c="red">
          {t("history.loadFailed")}
        </Text>
      )}
      {history.status === "ready" && history.events.length === 0 && <EmptyState size="sm" icon={IconHistory} message={t("history.empty")} />}
      {history.status === "ready" && history.events.length > 0 && (
        <Stack component="ol" gap={6}>
          {history.events.map((event) => (
            <li key={event.id}>
              <Text size="xs">{formatDateTime(event.at, timeZone)}</Text>
              <Text size="sm">{eventSentence(event, t, timeZone)}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
