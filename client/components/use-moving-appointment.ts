import { skipToken } from "@tanstack/react-query";
import { useState } from "react";
import type { DateKey } from "../lib/business-time";
import { errorMessage, isConflictError } from "../lib/error-message";
import { queryState } from "../lib/query-state";
import { initialRescheduleDate } from "../lib/reschedule-date";
import { trpc } from "../lib/trpc";
import { useOpenDays } from "../lib/use-open-days";
import { useTimedMessage } from "../lib/use-timed-message";
import type { NewTimePickerProps } from "./NewTimePicker";

/**
 * A dialog that moves an appointment: which one is being moved (null while closed), the day and
 * time chosen for it with that day's free slots and the open days around it, and the dialog's own
 * message. The office's reschedule dialog and the client's share it; each adds its mutation. An
 * appointment keeps its preparer when it moves (decision 0231), so the times offered are theirs.
 */
export function useMovingAppointment<A extends { appointment_time: string; preparer: { id: number } | null }>(
  timeZone: string | null,
  today: DateKey | null,
) {
  const [appointment, setAppointment] = useState<A | null>(null);
  const [date, setDate] = useState<DateKey | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const message = useTimedMessage();
  const preparerId = appointment?.preparer?.id;
  const freeSlots = trpc.availability.forDate.useQuery(
    appointment && date ? { date, ...(preparerId !== undefined && { preparer_id: preparerId }) } : skipToken,
  );
  const openDays = useOpenDays(appointment ? today : null, { preparerId });
  const picker: Omit<NewTimePickerProps, "currentTime" | "timeZone" | "today"> = {
    date,
    onDateChange: (next) => {
      setDate(next);
      setSlot(null);
    },
    calendarDays: openDays ?? undefined,
    slots: queryState(freeSlots, (slots) => ({ slots })),
    slot,
    onSlotChange: setSlot,
  };
  return {
    appointment,
    picker,
    slot,
    message: message.message,
    /** Opens on the appointment's own day (or today), no time chosen. */
    open(next: A) {
      if (!timeZone || !today) return;
      setAppointment(next);
      setDate(initialRescheduleDate(next.appointment_time, timeZone, today));
      setSlot(null);
      message.clear();
    },
    close() {
      setAppointment(null);
      setSlot(null);
      message.clear();
    },
    /** The move failed: the dialog says why, and a time taken meanwhile is forgotten so another is picked. */
    failed(error: unknown, fallback: string) {
      message.showError(errorMessage(error, fallback));
      if (isConflictError(error)) setSlot(null);
    },
  };
}
