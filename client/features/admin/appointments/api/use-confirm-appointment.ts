import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** Confirms a pending appointment; the lists follow. */
export function useConfirmAppointment(options?: MutationOptions<typeof trpc.appointments.confirm>) {
  return trpc.appointments.confirm.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
