import type { ReactNode } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import { useMovingAppointment } from "#client/components/use-moving-appointment.ts";
import type { DateKey } from "#client/lib/business-time.ts";
import type { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useRescheduleAppointment } from "../api/use-reschedule-appointment";
import { RescheduleModal } from "../RescheduleModal";

/** "Reschedule": the dialog, its day and time, and the move; a lost race keeps it open to pick again. */
export function useRescheduleDialog(timeZone: string | null, today: DateKey | null, page: ReturnType<typeof useTimedMessage>) {
  const spec = useSpecT();
  const moving = useMovingAppointment<AdminAppointment>(timeZone, today);
  const reschedule = useRescheduleAppointment({
    onSuccess: () => {
      moving.close();
      page.showSuccess(spec("admin.rescheduled"));
    },
    onError: (error) => moving.failed(error, spec("admin.rescheduleFailed")),
  });

  const { appointment, slot } = moving;
  const modal: ReactNode = timeZone && today && (
    <RescheduleModal
      {...moving.picker}
      appointment={appointment}
      timeZone={timeZone}
      today={today}
      submitting={reschedule.isPending}
      message={moving.message}
      onSubmit={() => {
        if (appointment && slot) reschedule.mutate({ id: appointment.id, new_appointment_time: slot });
      }}
      onClose={moving.close}
    />
  );
  return { open: moving.open, modal, busyId: reschedule.isPending ? reschedule.variables?.id : undefined };
}
