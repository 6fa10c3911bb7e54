/**
 * Dates and times in business time with the zone named, for emails and their subjects.
 * One Intl.DateTimeFormat per zone and style, kept: building one costs more than the rest
 * of a booking (date-fns-tz's `zzz` builds one per call, which showed in the profile).
 */
const LONG: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const SHORT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: string | Date, timeZone: string, style: "long" | "short"): Record<string, string> {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...(style === "long" ? LONG : SHORT), timeZone });
    formatters.set(key, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return parts;
}

/** "Tuesday, March 3, 2026, 10:00 AM PST" */
export function formatWhen(instant: string | Date, timeZone: string): string {
  const p = partsOf(instant, timeZone, "long");
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** "Tue, Mar 3, 10:00 AM PST": short enough for a subject line. */
export function shortWhen(instant: string | Date, timeZone: string): string {
  const p = partsOf(instant, timeZone, "short");
  return `${p.weekday}, ${p.month} ${p.day}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}
