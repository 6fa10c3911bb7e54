import { skipToken } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { AppointmentActionHandlers } from "../AppointmentActions";
import { AppointmentDetailsModal } from "../AppointmentDetailsModal";

/** An appointment opened from the calendar: its details, its history and the actions on it. */
export function useDetailsDialog(timeZone: string | null, now: number, actions: AppointmentActionHandlers) {
  const [appointment, setAppointment] = useState<AdminAppointment | null>(null);
  // The opened appointment's own record, read fresh each time the dialog opens (it grows with every action).
  const history = trpc.appointments.history.useQuery(appointment ? { id: appointment.id } : skipToken, { staleTime: 0 });
  const modal: ReactNode = timeZone && (
    <AppointmentDetailsModal
      appointment={appointment}
      timeZone={timeZone}
      now={now}
      history={queryState(history, (data) => ({ events: data.events }))}
      onClose={() => setAppointment(null)}
      {...actions}
    />
  );
  return { open: setAppointment, modal };
}
