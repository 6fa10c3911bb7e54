import { Button, Group } from "@mantine/core";
import { IconNote } from "@tabler/icons-react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import { useAppointmentsT } from "./appointments-messages";

export type AppointmentActionHandlers = {
  onConfirm: (appointment: AdminAppointment) => void;
  onReschedule: (appointment: AdminAppointment) => void;
  onCancel: (appointment: AdminAppointment) => void;
  /** Opens the office's private note. */
  onNote: (appointment: AdminAppointment) => void;
};

type AppointmentActionsProps = AppointmentActionHandlers & {
  appointment: AdminAppointment;
  /** Names the group for assistive technology, e.g. the client and time. */
  label: string;
  /** A request about this appointment is under way: one at a time. */
  busy: boolean;
};

/**
 * docs/product.md §2.6, as issue 14 widened it: Confirm only a pending appointment; Reschedule
 * a pending or confirmed one (a pending request stays pending, decision 0116); Cancel
 * anything not cancelled yet.
 */
export function AppointmentActions({ appointment, label, busy, onConfirm, onReschedule, onCancel, onNote }: AppointmentActionsProps) {
  const t = useAppointmentsT();
  const spec = useSpecT();
  const { status } = appointment;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={label}>
      <Button
        size="xs"
        color="green"
        disabled={status !== "pending" || busy}
        onClick={() => onConfirm(appointment)}
      >
        {spec("admin.confirmAction")}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={status === "cancelled" || busy}
        onClick={() => onReschedule(appointment)}
      >
        {spec("admin.rescheduleAction")}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="outline"
        disabled={status === "cancelled" || busy}
        onClick={() => onCancel(appointment)}
      >
        {spec("admin.cancelAction")}
      </Button>
      <Button size="xs" variant="subtle" leftSection={<IconNote size={14} aria-hidden />} onClick={() => onNote(appointment)}>
        {appointment.note ? t("actions.editNote") : t("actions.addNote")}
      </Button>
    </Group>
  );
}
