import { addDays, dateKeyOf, weekdayOf, type DateKey } from "./business-time";

const SUNDAY = 0;

/**
 * The day the reschedule calendar opens on: the appointment's own day, so nearby
 * times show first, unless that day has passed; never a Sunday (those are disabled).
 */
export function initialRescheduleDate(appointmentTime: string, timeZone: string, today: DateKey): DateKey {
  const own = dateKeyOf(appointmentTime, timeZone);
  let date = own < today ? today : own;
  while (weekdayOf(date) === SUNDAY) date = addDays(date, 1);
  return date;
}
