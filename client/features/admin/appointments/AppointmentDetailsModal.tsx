import { Group, Modal, Select, Stack, Text } from "@mantine/core";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { StatusBadge } from "#client/components/StatusBadge.tsx";
import { formatFullDate, formatTime } from "#client/lib/business-time.ts";
import { useAppointmentsT } from "./appointments-messages";
import { AppointmentActions, type ActionClock, type AppointmentActionHandlers } from "./AppointmentActions";
import { AppointmentHistory, type AppointmentHistoryState } from "../activity/AppointmentHistory";
import { ContactDetails } from "../common/ContactDetails";
import { PrivateNote } from "../common/PrivateNote";
import { AppointmentDocuments } from "./documents/AppointmentDocuments";
import { useDocumentsAccess } from "./documents/documents-access";

export type AppointmentDetailsModalProps = AppointmentActionHandlers &
  ActionClock & {
  /** The appointment opened from the calendar; the dialog is open while it is set. */
  appointment: AdminAppointment | null;
  timeZone: string;
  /** The appointment's own record from the audit trail. */
  history: AppointmentHistoryState;
  onClose: () => void;
  /** In an office with two or more preparers: who has it, and the office's change of preparer (decision 0231). */
  preparers?: PreparerReassignment | null;
};

export type PreparerReassignment = {
  choices: readonly { id: number; name: string }[];
  onReassign: (appointment: AdminAppointment, preparerId: number) => void;
  saving: boolean;
};

const isOpen = (status: string) => status === "pending" || status === "confirmed";

/**
 * An appointment chosen on the week calendar: what the list's row shows, and the same
 * actions. Choosing one closes this dialog first, so its own dialog (or the page's
 * message) is the only thing on screen. The owner also sees the client's intake answers and
 * documents (decision 0254); the front desk does not. A document's "Delete?" stacks on this
 * dialog (`Modal.Stack`), so Escape there closes only that one.
 */
export function AppointmentDetailsModal({ appointment, timeZone, history, now, onClose, preparers, ...handlers }: AppointmentDetailsModalProps) {
  const t = useAppointmentsT();
  const serviceName = useServiceName();
  const documents = useDocumentsAccess().open;
  const then = (handler: (appointment: AdminAppointment) => void) => (chosen: AdminAppointment) => {
    onClose();
    handler(chosen);
  };
  return (
    <Modal.Stack>
      <Modal
        stackId="appointment-details"
        opened={appointment !== null}
        onClose={onClose}
        title={appointment?.client_name ?? ""}
        size={documents ? "lg" : "md"}
        // Anchored at the top, unlike the other dialogs: its documents and history arrive after it
        // opens, and a centred dialog moved its actions up under the pointer as they did (decision 0267).
        closeButtonProps={{ "aria-label": t("closeDialog") }}
      >
        {appointment && (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>
                {t("details.when", {
                  date: formatFullDate(appointment.appointment_time, timeZone),
                  time: formatTime(appointment.appointment_time, timeZone),
                })}
              </Text>
              <StatusBadge status={appointment.status} />
            </Group>
            <Text size="sm">{serviceName(appointment.service)}</Text>
            {preparers && isOpen(appointment.status) ? (
              <Select
                label={t("details.preparer")}
                description={t("details.preparerHint")}
                placeholder={t("details.noPreparer")}
                data={preparers.choices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
                value={appointment.preparer ? String(appointment.preparer.id) : null}
                onChange={(value) => {
                  if (value) preparers.onReassign(appointment, Number(value));
                }}
                allowDeselect={false}
                disabled={preparers.saving}
              />
            ) : (
              appointment.preparer && <Text size="sm">{t("preparer.with", { name: appointment.preparer.name })}</Text>
            )}
            <ContactDetails email={appointment.client_email} phone={appointment.client_phone} />
            <PrivateNote note={appointment.note} />
            <AppointmentActions
              appointment={appointment}
              label={t("details.actionsFor", { client: appointment.client_name })}
              busy={false}
              now={now}
              onOutcome={(chosen, outcome) => {
                onClose();
                handlers.onOutcome(chosen, outcome);
              }}
              onConfirm={then(handlers.onConfirm)}
              onReschedule={then(handlers.onReschedule)}
              onCancel={then(handlers.onCancel)}
              onNote={then(handlers.onNote)}
            />
            {documents && <AppointmentDocuments appointmentId={appointment.id} timeZone={timeZone} />}
            <AppointmentHistory history={history} timeZone={timeZone} />
          </Stack>
        )}
      </Modal>
    </Modal.Stack>
  );
}
