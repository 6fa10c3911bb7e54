import { type MutationOptions, refreshOnSettled } from "../../../../lib/mutation-refresh";
import { trpc } from "../../../../lib/trpc";
import { useRefreshAppointments } from "./use-refresh-appointments";

/** Saves an appointment's private note; the lists follow. */
export function useSaveAppointmentNote(options?: MutationOptions<typeof trpc.appointments.setNote>) {
  return trpc.appointments.setNote.useMutation(refreshOnSettled(options, useRefreshAppointments()));
}
