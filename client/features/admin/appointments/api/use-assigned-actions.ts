import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** A preparer confirms one of their own pending appointments (decision 0236); every list follows. */
export function useConfirmAssigned(options?: MutationOptions<typeof trpc.appointments.confirmAssigned>) {
  return trpc.appointments.confirmAssigned.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}

/** A preparer saves the private note of one of their own appointments; every list follows. */
export function useSaveAssignedNote(options?: MutationOptions<typeof trpc.appointments.noteAssigned>) {
  return trpc.appointments.noteAssigned.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}

/** A preparer marks one of their own appointments completed or no-show once it has started; every list follows. */
export function useRecordAssignedOutcome(options?: MutationOptions<typeof trpc.appointments.recordOutcomeAssigned>) {
  return trpc.appointments.recordOutcomeAssigned.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
