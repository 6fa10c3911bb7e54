import { Button } from "@mantine/core";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { APPOINTMENT_OUTCOMES, type AppointmentOutcome } from "#server/shared/services.ts";
import { useAppointmentsT } from "./appointments-messages";

const OUTCOME_LABELS = { completed: "actions.markCompleted", no_show: "actions.markNoShow" } as const;

type OutcomeButtonsProps = {
  appointment: AdminAppointment;
  /** The time now, epoch ms: the buttons show once the appointment has started. */
  now: number;
  busy: boolean;
  onOutcome: (appointment: AdminAppointment, outcome: AppointmentOutcome) => void;
};

/**
 * "Mark completed" and "Mark no-show" once a confirmed appointment has started; once one is
 * marked, the other corrects it (decision 0226). The office's actions and a preparer's own page
 * (decision 0236) show the same two. The server decides what is allowed; `now` only what is offered.
 */
export function OutcomeButtons({ appointment, now, busy, onOutcome }: OutcomeButtonsProps) {
  const t = useAppointmentsT();
  const { status } = appointment;
  const started = Date.parse(appointment.appointment_time) <= now;
  if (!started || !(status === "confirmed" || (APPOINTMENT_OUTCOMES as readonly string[]).includes(status))) return null;
  return APPOINTMENT_OUTCOMES.map((outcome) => (
    <Button key={outcome} size="xs" variant="light" disabled={status === outcome || busy} onClick={() => onOutcome(appointment, outcome)}>
      {t(OUTCOME_LABELS[outcome])}
    </Button>
  ));
}
