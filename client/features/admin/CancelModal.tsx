import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { AdminAppointment } from "../../../server/shared/appointment.schema";
import { MESSAGES } from "../../../server/shared/messages";
import { formatFullDate, formatTime } from "../../lib/business-time";

export type CancelModalProps = {
  /** The appointment to cancel; the modal is open while it is set. */
  appointment: AdminAppointment | null;
  timeZone: string;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Confirm Cancellation' (SPEC.md section 2): says what goes, and that it cannot come back. */
export function CancelModal({ appointment, timeZone, submitting, onConfirm, onClose }: CancelModalProps) {
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={MESSAGES.admin.cancelTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {appointment && (
        <Stack gap="md">
          <Text>
            Cancel {appointment.client_name}&apos;s {appointment.service} appointment on{" "}
            {formatFullDate(appointment.appointment_time, timeZone)} at{" "}
            {formatTime(appointment.appointment_time, timeZone)}?
          </Text>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            This cannot be undone: a cancelled appointment cannot be confirmed or rescheduled again.
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {MESSAGES.admin.keepAppointment}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {MESSAGES.admin.yesCancel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
