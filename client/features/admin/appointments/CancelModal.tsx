import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { formatFullDate, formatTime } from "#client/lib/business-time.ts";
import { useAppointmentsT } from "./appointments-messages";

export type CancelModalProps = {
  /** The appointment to cancel; the modal is open while it is set. */
  appointment: AdminAppointment | null;
  timeZone: string;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Confirm Cancellation' (docs/product.md §2.6): says what goes, and that it cannot come back. */
export function CancelModal({ appointment, timeZone, submitting, onConfirm, onClose }: CancelModalProps) {
  const t = useAppointmentsT();
  const spec = useSpecT();
  const serviceName = useServiceName();
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={spec("admin.cancelTitle")}
      centered
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      {appointment && (
        <Stack gap="md">
          <Text>
            {t("cancel.question", {
              client: appointment.client_name,
              service: serviceName(appointment.service),
              date: formatFullDate(appointment.appointment_time, timeZone),
              time: formatTime(appointment.appointment_time, timeZone),
            })}
          </Text>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {t("cancel.warning")}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {spec("admin.keepAppointment")}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {spec("admin.yesCancel")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
