/**
 * Appointment times are instants (UTC ISO strings) that mean something in the
 * business's time zone, whatever zone the visitor's browser is in. Every label
 * the signed-in screens show goes through these helpers, which always pass the
 * business zone (from `site.settings`) to Intl.
 *
 * Calendar dates are plain `YYYY-MM-DD` strings ("date keys") in the business's
 * zone, the form the availability API and Mantine's date pickers both use.
 */

export type DateKey = string;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Intl formatters are costly to build; each language, zone and shape is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Date keys and wall-clock strings are for machines: always written with Latin digits, in one way. */
const MACHINE_LOCALE = "en-US";

/** The language dates are written in; client/lib/i18n.ts sets it with the page's language. */
let formatLocale = "en-US";

export function setFormatLocale(locale: string): void {
  formatLocale = locale;
}

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale = formatLocale): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? "";
}

function toDate(instant: string | Date): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/**
 * `h:mm AM/PM` in the business zone, e.g. "9:00 AM" ("9:00 a.m." in Spanish). Built from
 * parts because some ICU versions separate the day period with a narrow no-break space.
 */
export function formatTime(instant: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, { hour: "numeric", minute: "2-digit", hour12: true }).formatToParts(
    toDate(instant),
  );
  const period = part(parts, "dayPeriod");
  return `${part(parts, "hour")}:${part(parts, "minute")} ${formatLocale.startsWith("en") ? period.toUpperCase() : period}`;
}

/** The business-local date of an instant, e.g. "Monday, March 2, 2026". */
export function formatFullDate(instant: string | Date, timeZone: string): string {
  return formatter(timeZone, { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    toDate(instant),
  );
}

/** Date and time together for compact lists, e.g. "Mon, Mar 2, 2026, 9:00 AM". */
export function formatDateTime(instant: string | Date, timeZone: string): string {
  const date = formatter(timeZone, { weekday: "short", year: "numeric", month: "short", day: "numeric" }).format(
    toDate(instant),
  );
  return `${date}, ${formatTime(instant, timeZone)}`;
}

/**
 * A period in business time, e.g. "Mon, Mar 9, 2026, 9:00 AM – 1:00 PM", or with both
 * dates when it spans days: "Mon, Mar 9, 2026, 9:00 AM – Tue, Mar 10, 2026, 5:00 PM".
 */
export function formatRange(start: string | Date, end: string | Date, timeZone: string): string {
  const sameDay = dateKeyOf(start, timeZone) === dateKeyOf(end, timeZone);
  return `${formatDateTime(start, timeZone)} – ${sameDay ? formatTime(end, timeZone) : formatDateTime(end, timeZone)}`;
}

/** The business-local calendar date (`YYYY-MM-DD`) an instant falls on. */
export function dateKeyOf(instant: string | Date, timeZone: string): DateKey {
  const parts = formatter(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }, MACHINE_LOCALE).formatToParts(
    toDate(instant),
  );
  return `${part(parts, "year")}-${part(parts, "month")}-${part(parts, "day")}`;
}

/** The business-local wall-clock time of an instant as "YYYY-MM-DD HH:mm:ss" (the week calendar's form). */
export function wallClock(instant: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }, MACHINE_LOCALE).formatToParts(toDate(instant));
  const time = ["hour", "minute", "second"].map((type) => part(parts, type as Intl.DateTimeFormatPartTypes)).join(":");
  return `${part(parts, "year")}-${part(parts, "month")}-${part(parts, "day")} ${time}`;
}

/** "Today" as the business sees it; the calendars allow no day before it. */
export function businessToday(timeZone: string, now: Date = new Date()): DateKey {
  return dateKeyOf(now, timeZone);
}

function parseDateKey(key: DateKey): { year: number; month: number; day: number } {
  const match = DATE_KEY.exec(key);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${key}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * A date key is a calendar day, not an instant: it is read and written at UTC
 * noon so no zone (the browser's included) can shift it to a neighbouring day.
 */
function dateKeyNoonUtc(key: DateKey): Date {
  const { year, month, day } = parseDateKey(key);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** A calendar date key as words, e.g. "2026-03-02" → "Monday, March 2, 2026". */
export function formatDateKey(key: DateKey): string {
  return formatFullDate(dateKeyNoonUtc(key), "UTC");
}

/** Day of the week of a date key, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(key: DateKey): number {
  return dateKeyNoonUtc(key).getUTCDay();
}

/** The date key `days` calendar days after `key` (negative goes back). */
export function addDays(key: DateKey, days: number): DateKey {
  const date = dateKeyNoonUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether two ISO strings name the same instant, whatever offset each is written with. */
export function sameInstant(a: string, b: string): boolean {
  return toDate(a).getTime() === toDate(b).getTime();
}

/** The zone's everyday name for a note beside times, e.g. "Pacific Time". */
export function formatZoneName(timeZone: string, at: Date = new Date()): string {
  const parts = formatter(timeZone, { timeZoneName: "longGeneric" }).formatToParts(at);
  return part(parts, "timeZoneName") || timeZone;
}
