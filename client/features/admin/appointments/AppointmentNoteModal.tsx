import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { LIMITS } from "#server/shared/limits.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useServiceName } from "#client/components/service-name.ts";
import { formatDateTime } from "#client/lib/business-time.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useAppointmentsT } from "./appointments-messages";

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
  const t = useAppointmentsT();
  const serviceName = useServiceName();
  // The page mounts one modal per appointment (keyed by id), so the draft starts from its note.
  const [note, setNote] = useState(appointment?.note ?? "");
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={t("note.title")}
      centered
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      {appointment && (
        <Stack gap="md">
          <Text size="sm">
            {t("note.intro", {
              client: appointment.client_name,
              service: serviceName(appointment.service),
              when: formatDateTime(appointment.appointment_time, timeZone),
            })}
          </Text>
          <ActionMessage message={message} />
          <Textarea
            label={t("note.label")}
            autosize
            minRows={3}
            maxLength={LIMITS.appointmentNoteMaxLength}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("close")}
            </Button>
            <Button onClick={() => onSave(note)} loading={saving}>
              {t("note.save")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
