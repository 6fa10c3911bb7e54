import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointmentsAndSlots } from "./use-refresh-appointments";

/** Books for a client who phoned in; the lists and the free slots follow. */
export function useBookForClient(options?: MutationOptions<typeof trpc.appointments.bookForClient>) {
  return trpc.appointments.bookForClient.useMutation(refreshOnSettled(options, useRefreshAppointmentsAndSlots()));
}
