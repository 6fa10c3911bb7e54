import { type ReactNode, useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useSaveAppointmentNote } from "../api/use-save-appointment-note";
import { useAppointmentsT } from "../appointments-messages";
import { AppointmentNoteModal } from "../AppointmentNoteModal";

/** An appointment's private note: the dialog and the save. */
export function useNoteDialog(timeZone: string | null, page: ReturnType<typeof useTimedMessage>) {
  const t = useAppointmentsT();
  const [appointment, setAppointment] = useState<AdminAppointment | null>(null);
  const message = useTimedMessage();
  const save = useSaveAppointmentNote({
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
