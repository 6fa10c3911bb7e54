import { Alert, Button, Container, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { AdminPageHeader } from "./AdminPageHeader";
import { EMAIL_STATUSES, type EmailLogEntry, type EmailStatus } from "../../../server/shared/email-log.schema";
import { ActionMessage } from "../../components/ActionMessage";
import { formatDateTime } from "../../lib/business-time";
import type { TimedMessage } from "../../lib/use-timed-message";
import { EmailStatusBadge } from "./EmailStatusBadge";

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
};

export const EMAIL_LOAD_FAILED = "Failed to load emails.";
export const NO_EMAILS = "No emails yet. Messages appear here as soon as a change causes one.";

const FILTER_OPTIONS = [
  { value: "all", label: "All" },
  ...EMAIL_STATUSES.map((status) => ({ value: status, label: status === "cancelled" ? "Not sent" : status[0]?.toUpperCase() + status.slice(1) })),
];

/** /admin/email: what the outbox sent, what waits, what failed, and "Resend" for a failure. */
export function AdminEmailView(props: AdminEmailViewProps) {
  const { timeZone, emails } = props;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminPageHeader title="Email" homeHref={props.appointmentsHref} />
        <Text>
          The newest 100 emails the site has sent or will send. A failed one can be sent again once the problem is fixed.
        </Text>
        <ActionMessage message={props.message} />
        <Select
          label="Status"
          data={FILTER_OPTIONS}
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
            <Text>Loading emails…</Text>
            <Skeleton height={120} radius="md" />
          </Stack>
        )}
        {emails.status === "ready" && timeZone && emails.emails.length === 0 && <Text>{NO_EMAILS}</Text>}
        {emails.status === "ready" && timeZone && emails.emails.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">To</Table.Th>
                  <Table.Th scope="col">Subject</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Attempts</Table.Th>
                  <Table.Th scope="col">Created</Table.Th>
                  <Table.Th scope="col">Last error</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {emails.emails.map((email) => (
                  <Table.Tr key={email.id}>
                    <Table.Td style={{ wordBreak: "break-all" }}>{email.recipient}</Table.Td>
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
                          aria-label={`Resend "${email.subject}" to ${email.recipient}`}
                        >
                          Resend
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
