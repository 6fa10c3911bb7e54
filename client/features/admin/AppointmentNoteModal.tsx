import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { AdminAppointment } from "../../../server/shared/appointment.schema";
import { LIMITS } from "../../../server/shared/limits";
import { ActionMessage } from "../../components/ActionMessage";
import { formatDateTime } from "../../lib/business-time";
import type { TimedMessage } from "../../lib/use-timed-message";

export type AppointmentNoteModalProps = {
  /** The appointment whose note is edited; the modal is open while it is set. */
  appointment: AdminAppointment | null;
  timeZone: string;
  saving: boolean;
  /** Why the last save failed. */
  message: TimedMessage | null;
  onSave: (note: string) => void;
  onClose: () => void;
};

/** The office's private note: what to prepare, how the client likes to be reached. Clients never see it. */
export function AppointmentNoteModal({ appointment, timeZone, saving, message, onSave, onClose }: AppointmentNoteModalProps) {
  // The page mounts one modal per appointment (keyed by id), so the draft starts from its note.
  const [note, setNote] = useState(appointment?.note ?? "");
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title="Private note"
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {appointment && (
        <Stack gap="md">
          <Text size="sm">
            {appointment.client_name}, {appointment.service}, {formatDateTime(appointment.appointment_time, timeZone)}. Only
            admins see this note: it is never shown to the client or sent in an email.
          </Text>
          <ActionMessage message={message} />
          <Textarea
            label="Note"
            autosize
            minRows={3}
            maxLength={LIMITS.appointmentNoteMaxLength}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onSave(note)} loading={saving}>
              Save note
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
