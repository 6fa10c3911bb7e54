import { Modal, Stack, Text } from "@mantine/core";
import type { MyAppointment } from "#server/shared/appointment.schema.ts";
import type { TimedMessage } from "../../lib/use-timed-message";
import { ActionMessage } from "../../components/ActionMessage";
import { NewTimeForm, type NewTimePickerProps } from "../../components/NewTimePicker";
import { useServiceName } from "../../components/service-name";
import { appointmentWords } from "./appointment-text";
import { useDashboardT } from "./dashboard-messages";

export type MoveMyAppointmentModalProps = Omit<NewTimePickerProps, "currentTime"> & {
  /** The client's appointment to move; the modal is open while it is set. */
  appointment: MyAppointment | null;
  submitting: boolean;
  /** Why the last attempt failed (the time was taken meanwhile, or the cutoff passed). */
  message: TimedMessage | null;
  /** Called only with a time chosen. */
  onSubmit: () => void;
  onClose: () => void;
};

/** A client moves their own appointment to another free time (issue 32, decision 0227). */
export function MoveMyAppointmentModal(props: MoveMyAppointmentModalProps) {
  const { appointment, timeZone, submitting, message, onSubmit, onClose, ...picker } = props;
  const t = useDashboardT();
  const serviceName = useServiceName();
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={t("move.title")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("cancel.closeDialog") }}
    >
      {appointment && (
        <Stack gap="md">
          <Text>{t("move.body", appointmentWords(appointment, timeZone, t, serviceName))}</Text>
          <ActionMessage message={message} />
          <NewTimeForm
            {...picker}
            currentTime={appointment.appointment_time}
            timeZone={timeZone}
            missingText={t("move.chooseTime")}
            keepLabel={t("move.keep")}
            confirmLabel={t("move.confirm")}
            submitting={submitting}
            onSubmit={onSubmit}
            onKeep={onClose}
          />
        </Stack>
      )}
    </Modal>
  );
}
