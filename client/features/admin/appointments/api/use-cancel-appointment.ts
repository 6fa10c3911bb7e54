import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** Cancels an appointment; the lists follow. */
export function useCancelAppointment(options?: MutationOptions<typeof trpc.appointments.cancel>) {
  return trpc.appointments.cancel.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
