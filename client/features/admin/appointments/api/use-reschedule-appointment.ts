import { type MutationOptions, refreshOnSettled } from "../../../../lib/mutation-refresh";
import { trpc } from "../../../../lib/trpc";
import { useRefreshAppointmentsAndSlots } from "./use-refresh-appointments";

/** Moves an appointment; the lists and the free slots follow (also after a lost race, so the day shows what is free). */
export function useRescheduleAppointment(options?: MutationOptions<typeof trpc.appointments.reschedule>) {
  return trpc.appointments.reschedule.useMutation(refreshOnSettled(options, useRefreshAppointmentsAndSlots()));
}
