import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { MyAppointment } from "#server/shared/appointment.schema.ts";
import { LIMITS } from "#server/shared/limits.ts";
import type { TimedMessage } from "../../lib/use-timed-message";
import { ActionMessage } from "../../components/ActionMessage";
import { useServiceName } from "../../components/service-name";
import { appointmentWords } from "./appointment-text";
import { useDashboardT } from "./dashboard-messages";

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
  const t = useDashboardT();
  const serviceName = useServiceName();
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title={t("cancel.title")}
      centered
      closeButtonProps={{ "aria-label": t("cancel.closeDialog") }}
    >
      {appointment && (
        <Stack gap="md">
          <Text>{t("cancel.body", appointmentWords(appointment, timeZone, t, serviceName))}</Text>
          <ActionMessage message={message} />
          <Textarea
            label={t("cancel.reason")}
            description={t("cancel.reasonHint")}
            autosize
            minRows={2}
            maxLength={LIMITS.cancelReasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t("cancel.keep")}
            </Button>
            <Button color="red" onClick={() => onConfirm(reason)} loading={submitting}>
              {t("cancel.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
