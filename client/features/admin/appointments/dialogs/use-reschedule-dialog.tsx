import { skipToken } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import type { DateKey } from "#client/lib/business-time.ts";
import { errorMessage, isConflictError } from "#client/lib/error-message.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useOpenDays } from "#client/lib/use-open-days.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useRescheduleAppointment } from "../api/use-reschedule-appointment";
import { initialRescheduleDate } from "../reschedule-date";
import { RescheduleModal } from "../RescheduleModal";

/** "Reschedule": the dialog, its day and time, and the move; a lost race keeps it open to pick again. */
export function useRescheduleDialog(timeZone: string | null, today: DateKey | null, page: ReturnType<typeof useTimedMessage>) {
  const spec = useSpecT();
  const [appointment, setAppointment] = useState<AdminAppointment | null>(null);
  const [date, setDate] = useState<DateKey | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const message = useTimedMessage();
  const freeSlots = trpc.availability.forDate.useQuery(appointment && date ? { date } : skipToken);
  const openDays = useOpenDays(appointment ? today : null);

  function close() {
    setAppointment(null);
    setSlot(null);
    message.clear();
  }

  const reschedule = useRescheduleAppointment({
    onSuccess: () => {
      close();
      page.showSuccess(spec("admin.rescheduled"));
    },
    onError: (error) => {
      message.showError(errorMessage(error, spec("admin.rescheduleFailed")));
      if (isConflictError(error)) setSlot(null);
    },
  });

  function open(next: AdminAppointment) {
    if (!timeZone || !today) return;
    setAppointment(next);
    setDate(initialRescheduleDate(next.appointment_time, timeZone, today));
    setSlot(null);
    message.clear();
  }

  const modal: ReactNode = timeZone && today && (
    <RescheduleModal
      appointment={appointment}
      timeZone={timeZone}
      today={today}
      calendarDays={openDays ?? undefined}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        setSlot(null);
      }}
      slots={queryState(freeSlots, (slots) => ({ slots }))}
      slot={slot}
      onSlotChange={setSlot}
      submitting={reschedule.isPending}
      message={message.message}
      onSubmit={() => {
        if (appointment && slot) reschedule.mutate({ id: appointment.id, new_appointment_time: slot });
      }}
      onClose={close}
    />
  );
  return { open, modal, busyId: reschedule.isPending ? reschedule.variables?.id : undefined };
}
