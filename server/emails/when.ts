import { formatInTimeZone } from "date-fns-tz";

/** "Tuesday, March 3, 2026, 10:00 AM PST": business time, with the zone named. */
export function formatWhen(instant: string | Date, timeZone: string): string {
  return formatInTimeZone(new Date(instant), timeZone, "EEEE, MMMM d, yyyy, h:mm a zzz");
}
