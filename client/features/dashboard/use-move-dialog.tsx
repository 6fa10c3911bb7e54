import { type ReactNode, useMemo } from "react";
import type { ClientAppointment } from "#server/shared/appointment.schema.ts";
import { useMovingAppointment } from "../../components/use-moving-appointment";
import { businessToday } from "../../lib/business-time";
import { trpc } from "../../lib/trpc";
import type { useTimedMessage } from "../../lib/use-timed-message";
import { useDashboardT } from "./dashboard-messages";
import { MoveMyAppointmentModal } from "./MoveMyAppointmentModal";

/** "Reschedule" on the dashboard (issue 32): the dialog, its day and time, and the move; a lost race keeps it open to pick again. */
export function useMoveDialog(timeZone: string | null, page: ReturnType<typeof useTimedMessage>) {
  const t = useDashboardT();
  const utils = trpc.useUtils();
  const today = useMemo(() => (timeZone ? businessToday(timeZone) : null), [timeZone]);
  const moving = useMovingAppointment<ClientAppointment>(timeZone, today);
  const move = trpc.appointments.rescheduleMine.useMutation({
    onSuccess: () => {
      moving.close();
      page.showSuccess(t("move.done"));
    },
    onError: (error) => moving.failed(error, t("move.failed")),
    // Whatever happened, the list and the free times show where things stand now.
    onSettled: () => Promise.all([utils.appointments.mine.invalidate(), utils.availability.invalidate()]),
  });

  const { appointment, slot } = moving;
  const modal: ReactNode = timeZone && today && (
    <MoveMyAppointmentModal
      {...moving.picker}
      appointment={appointment}
      timeZone={timeZone}
      today={today}
      submitting={move.isPending}
      message={moving.message}
      onSubmit={() => {
        if (appointment && slot) move.mutate({ id: appointment.id, new_appointment_time: slot });
      }}
      onClose={moving.close}
    />
  );
  return { open: moving.open, modal };
}
