import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** Marks an appointment that has started completed or no-show (decision 0226); the lists follow. */
export function useRecordOutcome(options?: MutationOptions<typeof trpc.appointments.recordOutcome>) {
  return trpc.appointments.recordOutcome.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
