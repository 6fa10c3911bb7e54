import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { MyAppointment } from "../../../server/shared/appointment.schema";
import { LIMITS } from "../../../server/shared/limits";
import type { TimedMessage } from "../../lib/use-timed-message";
import { ActionMessage } from "../../components/ActionMessage";
import { formatFullDate, formatTime } from "../../lib/business-time";

export type CancelMyAppointmentModalProps = {
  /** The client's appointment to cancel; the modal is open while it is set. */
  appointment: MyAppointment | null;
  timeZone: string;
  submitting: boolean;
  /** Why the last attempt failed (for example, the cutoff passed meanwhile). */
  message: TimedMessage | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** A client cancels their own appointment, optionally telling the office why. */
export function CancelMyAppointmentModal({ appointment, timeZone, submitting, message, onConfirm, onClose }: CancelMyAppointmentModalProps) {
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title="Cancel this appointment?"
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {appointment && (
        <Stack gap="md">
          <Text>
            Your {appointment.service} appointment on {formatFullDate(appointment.appointment_time, timeZone)} at{" "}
            {formatTime(appointment.appointment_time, timeZone)} will be cancelled, and the time freed for others. We will
            let the office know.
          </Text>
          <ActionMessage message={message} />
          <Textarea
            label="Reason (optional)"
            description="Only our office sees this."
            autosize
            minRows={2}
            maxLength={LIMITS.cancelReasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Keep appointment
            </Button>
            <Button color="red" onClick={() => onConfirm(reason)} loading={submitting}>
              Cancel appointment
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
