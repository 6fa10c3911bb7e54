import { Alert, Box, Button, Card, Container, Divider, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarOff, IconNote } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useSpecT } from "#client/components/common-messages.ts";
import { PrivateNote } from "../common/PrivateNote";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { EmptyState } from "#client/components/EmptyState.tsx";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { StatusBadge } from "#client/components/StatusBadge.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import { ContactDetails } from "../common/ContactDetails";
import { useAppointmentsT } from "./appointments-messages";
import { OutcomeButtons } from "./OutcomeButtons";
import { AppointmentDocuments } from "./documents/AppointmentDocuments";
import { useDocumentsAccess } from "./documents/documents-access";
import { FolderToggleButton } from "./documents/FolderToggleButton";
import type { AppointmentOutcome } from "#server/shared/services.ts";

export type AssignedAppointmentsViewProps = {
  appointments: LoadState<{ appointments: readonly AdminAppointment[] }>;
  /** The business's zone; null until `site.settings` answers. */
  timeZone: string | null;
  /** The preparer's own calendar feed (its card), under the list. */
  calendarFeed?: ReactNode;
  /** The page's message: a confirmation, a saved note, the feed's new address, or why one failed. */
  message?: TimedMessage | null;
  /**
   * A preparer confirms one of their own pending appointments, notes any of them, and marks one
   * that has started completed or no-show (decision 0236).
   */
  onConfirm: (appointment: AdminAppointment) => void;
  onNote: (appointment: AdminAppointment) => void;
  onOutcome: (appointment: AdminAppointment, outcome: AppointmentOutcome) => void;
  /** The appointment a change is running for. */
  busyId: number | null;
  /** The time now, epoch ms (`useMinuteClock`; fixed in stories): which appointments have started. */
  now: number;
};

/**
 * A preparer's admin home (decisions 0231, 0236): the appointments assigned to them, with each
 * client's contact, and nobody else's. They confirm their pending ones, keep the private note and
 * say how each went; the front desk and the owner move and cancel them. Each opens in place to its
 * client's intake answers and documents (decision 0254), read only once opened.
 */
export function AssignedAppointmentsView(props: AssignedAppointmentsViewProps) {
  const { appointments, timeZone, calendarFeed, message } = props;
  const t = useAppointmentsT();
  const spec = useSpecT();
  const serviceName = useServiceName();
  const documents = useDocumentsAccess().open;
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t("assigned.title")}</Title>
          <Text>{t("assigned.intro")}</Text>
        </Stack>
        <ActionMessage message={message ?? null} />
        {appointments.status === "error" && (
          <Alert color="red" variant="light">
            {appointments.message}
          </Alert>
        )}
        {(appointments.status === "loading" || (appointments.status === "ready" && !timeZone)) && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("assigned.loading")}</Text>
            <Skeleton height={96} radius="md" />
          </Stack>
        )}
        {appointments.status === "ready" && timeZone && appointments.appointments.length === 0 && (
          <EmptyState icon={IconCalendarOff} message={t("assigned.empty")} />
        )}
        {appointments.status === "ready" && timeZone && appointments.appointments.length > 0 && (
          <Stack component="ul" gap="sm" aria-label={t("assigned.title")} p={0} m={0} style={{ listStyle: "none" }}>
            {appointments.appointments.map((appointment) => (
              <Card key={appointment.id} component="li" withBorder radius="md" padding="md">
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Title order={2} size="h5">
                      {appointment.client_name}
                    </Title>
                    <StatusBadge status={appointment.status} />
                  </Group>
                  <Text size="sm" fw={600}>
                    {formatDateTime(appointment.appointment_time, timeZone)}
                  </Text>
                  <Text size="sm">{serviceName(appointment.service)}</Text>
                  <ContactDetails email={appointment.client_email} phone={appointment.client_phone} />
                  <PrivateNote note={appointment.note} />
                  <Group gap="xs" role="group" aria-label={t("details.actionsFor", { client: appointment.client_name })}>
                    {appointment.status === "pending" && (
                      <Button size="xs" color="green" loading={props.busyId === appointment.id} onClick={() => props.onConfirm(appointment)}>
                        {spec("admin.confirmAction")}
                      </Button>
                    )}
                    <OutcomeButtons appointment={appointment} now={props.now} busy={props.busyId === appointment.id} onOutcome={props.onOutcome} />
                    <Button size="xs" variant="subtle" leftSection={<IconNote size={14} aria-hidden />} onClick={() => props.onNote(appointment)}>
                      {appointment.note ? t("actions.editNote") : t("actions.addNote")}
                    </Button>
                    {documents && (
                      <FolderToggleButton
                        client={appointment.client_name}
                        expanded={opened.has(appointment.id)}
                        controls={`appointment-documents-${appointment.id}`}
                        onToggle={() => toggle(appointment.id)}
                      />
                    )}
                  </Group>
                  {documents && opened.has(appointment.id) && (
                    <Box id={`appointment-documents-${appointment.id}`}>
                      <Divider mb="sm" />
                      <AppointmentDocuments appointmentId={appointment.id} timeZone={timeZone} />
                    </Box>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        {calendarFeed}
      </Stack>
    </Container>
  );
}
