import { type MutationOptions, refreshOnSettled } from "../../../../lib/mutation-refresh";
import { trpc } from "../../../../lib/trpc";
import { useRefreshAppointmentsAndSlots } from "./use-refresh-appointments";

/** Books for a client who phoned in; the lists and the free slots follow. */
export function useBookForClient(options?: MutationOptions<typeof trpc.appointments.bookForClient>) {
  return trpc.appointments.bookForClient.useMutation(refreshOnSettled(options, useRefreshAppointmentsAndSlots()));
}
