import { type MutationOptions, refreshOnSettled } from "../../../../lib/mutation-refresh";
import { trpc } from "../../../../lib/trpc";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** Cancels an appointment; the lists follow. */
export function useCancelAppointment(options?: MutationOptions<typeof trpc.appointments.cancel>) {
  return trpc.appointments.cancel.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
