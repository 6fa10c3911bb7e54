import { skipToken } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { AppointmentActionHandlers } from "../AppointmentActions";
import { AppointmentDetailsModal } from "../AppointmentDetailsModal";
import { useAppointmentsT } from "../appointments-messages";
import { useReassignAppointment } from "../api/use-reassign-appointment";
import { errorMessage } from "#client/lib/error-message.ts";
import type { useTimedMessage } from "#client/lib/use-timed-message.ts";

/**
 * An appointment opened from the calendar: its details, its history and the actions on it; in an
 * office with two or more preparers, the change of preparer (decision 0231), said in `message`.
 */
export function useDetailsDialog(timeZone: string | null, now: number, actions: AppointmentActionHandlers, message: ReturnType<typeof useTimedMessage>) {
  const t = useAppointmentsT();
  const [appointment, setAppointment] = useState<AdminAppointment | null>(null);
  const preparers = trpc.preparers.list.useQuery();
  const reassign = useReassignAppointment({
    onSuccess: (moved) => {
      setAppointment(moved);
      message.showSuccess(t("reassign.done", { name: moved.preparer?.name ?? "" }));
    },
    onError: (error) => message.showError(errorMessage(error, t("reassign.failed"))),
  });
  const team = preparers.data && preparers.data.length >= 2 ? preparers.data : null;
  // The opened appointment's own record, read fresh each time the dialog opens (it grows with every action).
  const history = trpc.appointments.history.useQuery(appointment ? { id: appointment.id } : skipToken, { staleTime: 0 });
  const modal: ReactNode = timeZone && (
    <AppointmentDetailsModal
      appointment={appointment}
      timeZone={timeZone}
      now={now}
      history={queryState(history, (data) => ({ events: data.events }))}
      onClose={() => setAppointment(null)}
      preparers={
        team && {
          choices: team,
          onReassign: (chosen, preparerId) => reassign.mutate({ id: chosen.id, preparer_id: preparerId }),
          saving: reassign.isPending,
        }
      }
      {...actions}
    />
  );
  return { open: setAppointment, modal };
}
