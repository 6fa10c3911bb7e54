import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { StatusBadge } from "#client/components/StatusBadge.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useAppointmentsT } from "./appointments-messages";
import { AppointmentActions, type ActionClock, type AppointmentActionHandlers } from "./AppointmentActions";
import { PrivateNote } from "../common/PrivateNote";
import { ContactDetails } from "../common/ContactDetails";

type AppointmentCardsProps = AppointmentActionHandlers &
  ActionClock & {
  appointments: readonly AdminAppointment[];
  timeZone: string;
  busyId: number | null;
};

/** The phone layout of /admin: the table's columns stacked in one card per appointment. */
export function AppointmentCards({ appointments, timeZone, busyId, ...handlers }: AppointmentCardsProps) {
  const t = useAppointmentsT();
  const serviceName = useServiceName();
  return (
    <Stack component="ul" gap="sm" aria-label={t("list.all")}>
      {appointments.map((appointment) => {
        const when = formatDateTime(appointment.appointment_time, timeZone);
        return (
          <Card key={appointment.id} component="li" withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Title order={2} size="h5">
                  {appointment.client_name}
                </Title>
                <StatusBadge status={appointment.status} />
              </Group>
              <ContactDetails email={appointment.client_email} phone={appointment.client_phone} />
              <PrivateNote note={appointment.note} />
              <Text size="sm">{serviceName(appointment.service)}</Text>
              {appointment.preparer && <Text size="sm">{t("preparer.with", { name: appointment.preparer.name })}</Text>}
              <Text size="sm" fw={600}>
                {when}
              </Text>
              <AppointmentActions
                appointment={appointment}
                label={t("list.actionsFor", { client: appointment.client_name, when })}
                busy={busyId === appointment.id}
                {...handlers}
              />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
