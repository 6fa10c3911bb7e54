import { type MutationOptions, refreshOnSettled } from "../../../../lib/mutation-refresh";
import { trpc } from "../../../../lib/trpc";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** Confirms a pending appointment; the lists follow. */
export function useConfirmAppointment(options?: MutationOptions<typeof trpc.appointments.confirm>) {
  return trpc.appointments.confirm.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
