import { trpc } from "#client/lib/trpc.ts";

/** Every list that shows appointments: the usual window, a search's results, the week calendar, the owner's counts and a preparer's own. */
export function useRefreshAppointments(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.appointments.all.invalidate(),
      utils.appointments.search.invalidate(),
      utils.schedule.invalidate(),
      utils.reports.invalidate(),
      utils.appointments.assignedToMe.invalidate(),
    ]);
}

/** The appointments and the free slots: a booking or a move changes which times are taken. */
export function useRefreshAppointmentsAndSlots(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  const refreshAppointments = useRefreshAppointments();
  return () => Promise.all([refreshAppointments(), utils.availability.invalidate()]);
}
