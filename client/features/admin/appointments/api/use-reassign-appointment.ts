import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointmentsAndSlots } from "./use-refresh-appointments";

/** Gives an appointment to another preparer (decision 0231); the lists and the free slots follow. */
export function useReassignAppointment(options?: MutationOptions<typeof trpc.appointments.reassign>) {
  return trpc.appointments.reassign.useMutation(refreshOnSettled(options, useRefreshAppointmentsAndSlots()));
}
