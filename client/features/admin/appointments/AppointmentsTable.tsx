import { Table, Text } from "@mantine/core";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { StatusBadge } from "#client/components/StatusBadge.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useAppointmentsT } from "./appointments-messages";
import { AppointmentActions, type ActionClock, type AppointmentActionHandlers } from "./AppointmentActions";
import { PrivateNote } from "../common/PrivateNote";
import { ContactDetails } from "../common/ContactDetails";

type AppointmentsTableProps = AppointmentActionHandlers &
  ActionClock & {
  appointments: readonly AdminAppointment[];
  timeZone: string;
  busyId: number | null;
};

/** The desktop layout of /admin: one row per appointment, in the server's order. */
export function AppointmentsTable({ appointments, timeZone, busyId, ...handlers }: AppointmentsTableProps) {
  const t = useAppointmentsT();
  const serviceName = useServiceName();
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={t("list.all")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("field.client")}</Table.Th>
          <Table.Th scope="col">{t("table.contact")}</Table.Th>
          <Table.Th scope="col">{t("field.service")}</Table.Th>
          <Table.Th scope="col">{t("table.dateTime")}</Table.Th>
          <Table.Th scope="col">{t("field.status")}</Table.Th>
          <Table.Th scope="col">{t("table.actions")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {appointments.map((appointment) => {
          const when = formatDateTime(appointment.appointment_time, timeZone);
          return (
            <Table.Tr key={appointment.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {appointment.client_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <ContactDetails email={appointment.client_email} phone={appointment.client_phone} />
                <PrivateNote note={appointment.note} />
              </Table.Td>
              <Table.Td>
                {serviceName(appointment.service)}
                {appointment.preparer && <Text size="sm">{t("preparer.with", { name: appointment.preparer.name })}</Text>}
              </Table.Td>
              <Table.Td>{when}</Table.Td>
              <Table.Td>
                <StatusBadge status={appointment.status} />
              </Table.Td>
              <Table.Td>
                <AppointmentActions
                  appointment={appointment}
                  label={t("list.actionsFor", { client: appointment.client_name, when })}
                  busy={busyId === appointment.id}
                  {...handlers}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
