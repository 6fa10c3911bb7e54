import { Table, Text } from "@mantine/core";
import type { AdminAppointment } from "../../../server/shared/appointment.schema";
import { StatusBadge } from "../../components/StatusBadge";
import { formatDateTime } from "../../lib/business-time";
import { AppointmentActions, type AppointmentActionHandlers } from "./AppointmentActions";
import { PrivateNote } from "./PrivateNote";
import { ContactDetails } from "./ContactDetails";

type AppointmentsTableProps = AppointmentActionHandlers & {
  appointments: readonly AdminAppointment[];
  timeZone: string;
  busyId: number | null;
};

/** The desktop layout of /admin: one row per appointment, in the server's order. */
export function AppointmentsTable({ appointments, timeZone, busyId, ...handlers }: AppointmentsTableProps) {
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label="All appointments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Client</Table.Th>
          <Table.Th scope="col">Contact</Table.Th>
          <Table.Th scope="col">Service</Table.Th>
          <Table.Th scope="col">Date and time</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Actions</Table.Th>
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
              <Table.Td>{appointment.service}</Table.Td>
              <Table.Td>{when}</Table.Td>
              <Table.Td>
                <StatusBadge status={appointment.status} />
              </Table.Td>
              <Table.Td>
                <AppointmentActions
                  appointment={appointment}
                  label={`Actions for ${appointment.client_name}, ${when}`}
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
