import { Modal, Stack, Text } from "@mantine/core";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useSpecT } from "#client/components/common-messages.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { NewTimeForm, type NewTimePickerProps } from "#client/components/NewTimePicker.tsx";
import { formatFullDate, formatTime } from "#client/lib/business-time.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useAppointmentsT } from "./appointments-messages";

export type RescheduleModalProps = Omit<NewTimePickerProps, "currentTime"> & {
  /** The appointment being moved; the modal is open while it is set. */
  appointment: AdminAppointment | null;
  submitting: boolean;
  /** Why the last attempt failed (e.g. the slot was taken meanwhile). */
  message: TimedMessage | null;
  /** Called only with a slot chosen. */
  onSubmit: () => void;
  onClose: () => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={700} size="sm">
        {label}:
      </Text>{" "}
      {value}
    </Text>
  );
}

export function RescheduleModal(props: RescheduleModalProps) {
  const t = useAppointmentsT();
  const spec = useSpecT();
  const serviceName = useServiceName();
  const { appointment, timeZone, submitting, message, onClose, onSubmit, ...picker } = props;

  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={t("reschedule.title")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      {appointment && (
        <Stack gap="md">
          <Stack gap={2}>
            <Fact label={t("field.client")} value={appointment.client_name} />
            <Fact label={t("field.service")} value={serviceName(appointment.service)} />
            <Fact
              label={t("reschedule.currentTime")}
              value={`${formatFullDate(appointment.appointment_time, timeZone)}, ${formatTime(appointment.appointment_time, timeZone)}`}
            />
          </Stack>
          <ActionMessage message={message} />
          <NewTimeForm
            {...picker}
            currentTime={appointment.appointment_time}
            timeZone={timeZone}
            missingText={spec("admin.selectNewSlot")}
            keepLabel={t("close")}
            confirmLabel={spec("admin.rescheduleAction")}
            submitting={submitting}
            onSubmit={onSubmit}
            onKeep={onClose}
          />
        </Stack>
      )}
    </Modal>
  );
}
