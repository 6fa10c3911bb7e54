import { Button, Group } from "@mantine/core";
import { IconNote } from "@tabler/icons-react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import type { AppointmentOutcome } from "#server/shared/services.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import { useAppointmentsT } from "./appointments-messages";
import { OutcomeButtons } from "./OutcomeButtons";

export type AppointmentActionHandlers = {
  onConfirm: (appointment: AdminAppointment) => void;
  onReschedule: (appointment: AdminAppointment) => void;
  onCancel: (appointment: AdminAppointment) => void;
  /** Opens the office's private note. */
  onNote: (appointment: AdminAppointment) => void;
  /** Marks an appointment that has started completed or no-show (decision 0226). */
  onOutcome: (appointment: AdminAppointment, outcome: AppointmentOutcome) => void;
};

/** What decides which actions are offered: the time now, epoch ms (`useMinuteClock`; fixed in stories). */
export type ActionClock = { now: number };

type AppointmentActionsProps = AppointmentActionHandlers &
  ActionClock & {
    appointment: AdminAppointment;
    /** Names the group for assistive technology, e.g. the client and time. */
    label: string;
    /** A request about this appointment is under way: one at a time. */
    busy: boolean;
  };

/**
 * docs/product.md §2.6, as issues 14 and 32 widened it: Confirm only a pending appointment;
 * Reschedule and Cancel a pending or confirmed one (a pending request stays pending, decision
 * 0116). Once a confirmed appointment has started, "Mark completed" and "Mark no-show"; once one
 * is marked, the other corrects it (decision 0226). The server decides what is allowed; `now`
 * only decides what is offered.
 */
export function AppointmentActions(props: AppointmentActionsProps) {
  const { appointment, label, busy, now, onConfirm, onReschedule, onCancel, onNote, onOutcome } = props;
  const t = useAppointmentsT();
  const spec = useSpecT();
  const { status } = appointment;
  const open = status === "pending" || status === "confirmed";
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={label}>
      <Button size="xs" color="green" disabled={status !== "pending" || busy} onClick={() => onConfirm(appointment)}>
        {spec("admin.confirmAction")}
      </Button>
      <Button size="xs" variant="default" disabled={!open || busy} onClick={() => onReschedule(appointment)}>
        {spec("admin.rescheduleAction")}
      </Button>
      <Button size="xs" color="red" variant="outline" disabled={!open || busy} onClick={() => onCancel(appointment)}>
        {spec("admin.cancelAction")}
      </Button>
      <OutcomeButtons appointment={appointment} now={now} busy={busy} onOutcome={onOutcome} />
      <Button size="xs" variant="subtle" leftSection={<IconNote size={14} aria-hidden />} onClick={() => onNote(appointment)}>
        {appointment.note ? t("actions.editNote") : t("actions.addNote")}
      </Button>
    </Group>
  );
}
