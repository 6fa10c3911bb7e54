import { type ReactNode, useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useSaveAppointmentNote } from "../api/use-save-appointment-note";
import type { useSaveAssignedNote } from "../api/use-assigned-actions";
import { useAppointmentsT } from "../appointments-messages";
import { AppointmentNoteModal } from "../AppointmentNoteModal";

/** How the note is saved: the office's path, or a preparer's own (`useSaveAssignedNote`, decision 0236). */
type UseSaveNote = typeof useSaveAppointmentNote | typeof useSaveAssignedNote;

/** An appointment's private note: the dialog and the save (`useSave`: a stable hook, the office's unless said). */
export function useNoteDialog(timeZone: string | null, page: ReturnType<typeof useTimedMessage>, useSave: UseSaveNote = useSaveAppointmentNote) {
  const t = useAppointmentsT();
  const [appointment, setAppointment] = useState<AdminAppointment | null>(null);
  const message = useTimedMessage();
  const save = useSave({
    onSuccess: () => {
      setAppointment(null);
      page.showSuccess(t("note.saved"));
    },
    onError: (error) => message.showError(errorMessage(error, t("note.saveFailed"))),
  });

  function open(next: AdminAppointment) {
    message.clear();
    setAppointment(next);
  }

  const modal: ReactNode = timeZone && (
    <AppointmentNoteModal
      key={appointment?.id ?? "none"}
      appointment={appointment}
      timeZone={timeZone}
      saving={save.isPending}
      message={message.message}
      onSave={(note) => {
        if (appointment) save.mutate({ id: appointment.id, note });
      }}
      onClose={() => setAppointment(null)}
    />
  );
  return { open, modal };
}
