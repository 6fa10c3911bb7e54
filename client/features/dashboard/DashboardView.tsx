import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import type { MyAppointment } from "../../../server/shared/appointment.schema";
import { MESSAGES } from "../../../server/shared/messages";
import { StatusBadge } from "../../components/StatusBadge";
import { formatFullDate, formatTime, formatZoneName } from "../../lib/business-time";

export type MyAppointmentsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; appointments: readonly MyAppointment[] };

export type DashboardViewProps = {
  fullName: string;
  /** The business's zone; null until `site.settings` answers. */
  timeZone: string | null;
  appointments: MyAppointmentsState;
  bookHref: string;
};

/** SPEC.md section 2, Dashboard: earliest first, whatever order the list arrives in. */
function byTime(list: readonly MyAppointment[]): MyAppointment[] {
  return [...list].sort((a, b) => Date.parse(a.appointment_time) - Date.parse(b.appointment_time));
}

function AppointmentItem({ appointment, timeZone }: { appointment: MyAppointment; timeZone: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {appointment.service}
          </Title>
          <Text>{formatFullDate(appointment.appointment_time, timeZone)}</Text>
          <Text fw={600}>{formatTime(appointment.appointment_time, timeZone)}</Text>
        </Stack>
        <StatusBadge status={appointment.status} />
      </Group>
      {appointment.status === "pending" && (
        <Text size="sm" mt="sm" fs="italic">
          {MESSAGES.dashboard.awaitingConfirmation}
        </Text>
      )}
    </Card>
  );
}

function AppointmentList({ state, timeZone }: { state: MyAppointmentsState; timeZone: string | null }) {
  if (state.status === "error") {
    return (
      <Alert color="red" variant="light">
        {state.message}
      </Alert>
    );
  }
  if (state.status === "loading" || !timeZone) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text>Loading your appointments…</Text>
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }
  if (state.appointments.length === 0) return <Text>{MESSAGES.dashboard.empty}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {byTime(state.appointments).map((appointment) => (
        <AppointmentItem key={appointment.id} appointment={appointment} timeZone={timeZone} />
      ))}
    </Stack>
  );
}

/** /dashboard: the signed-in client's appointments and where each one stands. */
export function DashboardView({ fullName, timeZone, appointments, bookHref }: DashboardViewProps) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Welcome, {fullName}!</Title>
            <Text>
              Here are your appointments and where each one stands.
              {timeZone && ` Times are ${formatZoneName(timeZone)}.`}
            </Text>
          </Stack>
          <Button component={Link} href={bookHref}>
            Book Appointment
          </Button>
        </Group>
        <Stack component="section" aria-labelledby="appointments-heading" gap="sm">
          <Title order={2} size="h3" id="appointments-heading">
            Your appointments
          </Title>
          <AppointmentList state={appointments} timeZone={timeZone} />
        </Stack>
      </Stack>
    </Container>
  );
}
