import { Group, Modal, Stack, Text } from "@mantine/core";
import type { AdminAppointment } from "../../../server/shared/appointment.schema";
import { StatusBadge } from "../../components/StatusBadge";
import { formatFullDate, formatTime } from "../../lib/business-time";
import { AppointmentActions, type AppointmentActionHandlers } from "./AppointmentActions";
import { ContactDetails } from "./ContactDetails";
import { PrivateNote } from "./PrivateNote";

export type AppointmentDetailsModalProps = AppointmentActionHandlers & {
  /** The appointment opened from the calendar; the dialog is open while it is set. */
  appointment: AdminAppointment | null;
  timeZone: string;
  onClose: () => void;
};

/**
 * An appointment chosen on the week calendar: what the list's row shows, and the same
 * actions. Choosing one closes this dialog first, so its own dialog (or the page's
 * message) is the only thing on screen.
 */
export function AppointmentDetailsModal({ appointment, timeZone, onClose, ...handlers }: AppointmentDetailsModalProps) {
  const then = (handler: (appointment: AdminAppointment) => void) => (chosen: AdminAppointment) => {
    onClose();
    handler(chosen);
  };
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={appointment?.client_name ?? ""}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {appointment && (
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{`${formatFullDate(appointment.appointment_time, timeZone)} at ${formatTime(appointment.appointment_time, timeZone)}`}</Text>
            <StatusBadge status={appointment.status} />
          </Group>
          <Text size="sm">{appointment.service}</Text>
          <ContactDetails email={appointment.client_email} phone={appointment.client_phone} />
          <PrivateNote note={appointment.note} />
          <AppointmentActions
            appointment={appointment}
            label={`Actions for ${appointment.client_name}`}
            busy={false}
            onConfirm={then(handlers.onConfirm)}
            onReschedule={then(handlers.onReschedule)}
            onCancel={then(handlers.onCancel)}
            onNote={then(handlers.onNote)}
          />
        </Stack>
      )}
    </Modal>
  );
}
