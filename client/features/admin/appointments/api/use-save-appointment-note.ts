import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** Saves an appointment's private note; the lists follow. */
export function useSaveAppointmentNote(options?: MutationOptions<typeof trpc.appointments.setNote>) {
  return trpc.appointments.setNote.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
