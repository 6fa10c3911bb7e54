import type { ReactNode } from "react";
import { Alert, Button, Container, Select, Skeleton, Stack, Table, Text } from "@mantine/core";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { EMAIL_STATUSES, type EmailLogEntry, type EmailStatus } from "#server/shared/email-log.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useEmailT } from "./email-messages";
import { BreakableAddress } from "#client/components/BreakableAddress.tsx";
import { EmailStatusBadge } from "./EmailStatusBadge";
import { ScrollingTable } from "#client/components/ScrollingTable.tsx";
import { IconMail } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";

export type AdminEmailState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; emails: readonly EmailLogEntry[] };

export type AdminEmailViewProps = {
  timeZone: string | null;
  emails: AdminEmailState;
  filter: EmailStatus | null;
  onFilterChange: (status: EmailStatus | null) => void;
  onResend: (email: EmailLogEntry) => void;
  resendingId: number | null;
  message: TimedMessage | null;
  appointmentsHref: string;
  /** What follows the outbox: the words in the clients' appointment emails (decision 0247). */
  texts?: ReactNode;
};

/** /admin/email: what the outbox sent, what waits, what failed, and "Resend" for a failure. */
export function AdminEmailView(props: AdminEmailViewProps) {
  const { timeZone, emails } = props;
  const t = useEmailT();
  const filterOptions = [
    { value: "all", label: t("email.all") },
    ...EMAIL_STATUSES.map((status) => ({ value: status, label: t(`emailStatus.${status}`) })),
  ];
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("email.title")} homeHref={props.appointmentsHref} />
        <Text>{t("email.intro")}</Text>
        <ActionMessage message={props.message} />
        <Select
          label={t("email.status")}
          data={filterOptions}
          value={props.filter ?? "all"}
          onChange={(value) => props.onFilterChange(value && value !== "all" ? (value as EmailStatus) : null)}
          allowDeselect={false}
          maw={240}
        />
        {emails.status === "error" && (
          <Alert color="red" variant="light">
            {emails.message}
          </Alert>
        )}
        {(emails.status === "loading" || !timeZone) && emails.status !== "error" && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("email.loading")}</Text>
            <Skeleton height={120} radius="md" />
          </Stack>
        )}
        {emails.status === "ready" && timeZone && emails.emails.length === 0 && <EmptyState icon={IconMail} message={t("email.empty")} />}
        {emails.status === "ready" && timeZone && emails.emails.length > 0 && (
          <ScrollingTable
            label={t("email.tableLabel")}
            minWidth={760}
            columns={[t("email.to"), t("email.subject"), t("email.status"), t("email.attempts"), t("email.created"), t("email.lastError")]}
            actionsLabel={t("email.actions")}
          >
            {emails.emails.map((email) => (
              <Table.Tr key={email.id}>
                <Table.Td>
                  <BreakableAddress>{email.recipient}</BreakableAddress>
                </Table.Td>
                <Table.Td>{email.subject}</Table.Td>
                <Table.Td>
                  <EmailStatusBadge status={email.status} />
                </Table.Td>
                <Table.Td>{email.attempts}</Table.Td>
                <Table.Td>{formatDateTime(email.created_at, timeZone)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{email.last_error ?? "—"}</Text>
                </Table.Td>
                <Table.Td>
                  {email.status === "failed" && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={props.resendingId === email.id}
                      onClick={() => props.onResend(email)}
                      aria-label={t("email.resendLabel", { subject: email.subject, recipient: email.recipient })}
                    >
                      {t("email.resend")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollingTable>
        )}
        {props.texts}
      </Stack>
    </Container>
  );
}
