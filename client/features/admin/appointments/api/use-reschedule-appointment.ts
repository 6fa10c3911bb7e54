import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointmentsAndSlots } from "./use-refresh-appointments";

/** Moves an appointment; the lists and the free slots follow (also after a lost race, so the day shows what is free). */
export function useRescheduleAppointment(options?: MutationOptions<typeof trpc.appointments.reschedule>) {
  return trpc.appointments.reschedule.useMutation(refreshOnSettled(options, useRefreshAppointmentsAndSlots()));
}
