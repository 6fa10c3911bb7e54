import { fromZonedTime } from "date-fns-tz";

/**
 * When the office takes appointments. One module holds the defaults and the slot
 * arithmetic; server/env.ts lets OPENING_DAYS, OPENING_TIME, CLOSING_TIME,
 * SLOT_MINUTES and BOOKING_NOTICE_MINUTES override them
 * (docs/decisions/0010-opening-hours-and-slots.md).
 */
export type OpeningHours = {
  /** Open weekdays, 0 = Sunday ... 6 = Saturday (as `Date#getUTCDay`). */
  days: readonly number[];
  /** Minutes after local midnight when the first slot starts. */
  opensAtMinute: number;
  /** Minutes after local midnight by which the last slot has ended. */
  closesAtMinute: number;
  slotMinutes: number;
  /** Slots starting sooner than this from now are not offered. */
  noticeMinutes: number;
};

export const WEEKDAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Monday to Saturday, 9:00 AM to 5:00 PM, hour-long slots (the last starts 4:00 PM), one hour's notice. */
export const DEFAULT_OPENING_HOURS = {
  days: "mon,tue,wed,thu,fri,sat",
  opensAt: "09:00",
  closesAt: "17:00",
  slotMinutes: 60,
  noticeMinutes: 60,
} as const;

const MINUTE_MS = 60_000;

/** "09:30" -> 570; null when it is not a 24-hour HH:mm time. */
export function minuteOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** "mon,tue" -> [1, 2]; null when a name is unknown. */
export function parseWeekdays(list: string): number[] | null {
  const names = list
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const days = names.map((name) => WEEKDAY_NAMES.indexOf(name as (typeof WEEKDAY_NAMES)[number]));
  if (days.length === 0 || days.includes(-1)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The weekday of a calendar date; the same in every time zone. */
function weekdayOfDate(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * Every slot start of a business-local date, as UTC instants, ascending, before
 * removing taken, blocked or too-soon ones. The opening and closing wall-clock
 * times are converted to instants and slots are laid out in real elapsed time
 * between them, so a day that changes clocks still gets slots of true length
 * (a spring-forward night loses the hour that does not exist).
 */
/**
 * Slot starts per (hours, zone, date), remembered: the time-zone arithmetic is the
 * costliest part of an availability read, and its answer never changes. Bounded, so
 * a crawler walking the calendar cannot grow it without limit.
 */
const slotStartsCache = new WeakMap<OpeningHours, Map<string, number[]>>();
const SLOT_CACHE_MAX_DATES = 4000;

export function slotStartsForDate(date: string, hours: OpeningHours, timeZone: string): Date[] {
  let byDate = slotStartsCache.get(hours);
  if (!byDate) slotStartsCache.set(hours, (byDate = new Map()));
  const key = `${timeZone} ${date}`;
  let starts = byDate.get(key);
  if (!starts) {
    if (byDate.size >= SLOT_CACHE_MAX_DATES) byDate.clear();
    starts = computeSlotStarts(date, hours, timeZone);
    byDate.set(key, starts);
  }
  return starts.map((start) => new Date(start));
}

function computeSlotStarts(date: string, hours: OpeningHours, timeZone: string): number[] {
  if (!hours.days.includes(weekdayOfDate(date))) return [];
  const opens = fromZonedTime(`${date}T${hhmm(hours.opensAtMinute)}:00`, timeZone).getTime();
  const closes = fromZonedTime(`${date}T${hhmm(hours.closesAtMinute)}:00`, timeZone).getTime();
  const slotMs = hours.slotMinutes * MINUTE_MS;
  const starts: number[] = [];
  for (let start = opens; start + slotMs <= closes; start += slotMs) starts.push(start);
  return starts;
}

/** The business-local calendar date (YYYY-MM-DD) of an instant. */
/** One formatter per zone: building an Intl.DateTimeFormat is far costlier than using one. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The business-local calendar date (YYYY-MM-DD) of an instant. */
export function businessDateOf(instant: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** The earliest start a slot may have at `now` to respect the booking notice. */
export function earliestBookableStart(now: Date, hours: OpeningHours): Date {
  return new Date(now.getTime() + hours.noticeMinutes * MINUTE_MS);
}

export function slotEnd(start: Date, hours: OpeningHours): Date {
  return new Date(start.getTime() + hours.slotMinutes * MINUTE_MS);
}

const DAY_LABELS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function clockLabel(minute: number): string {
  const hour = Math.floor(minute / 60);
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute % 60).padStart(2, "0")} ${suffix}`;
}

/**
 * The opening hours in words, for every "hours" line of the site: "Monday to Saturday,
 * 9:00 AM to 5:00 PM" for a run of days, "Monday, Wednesday and Friday, ..." otherwise.
 */
export function describeOpeningHours(hours: OpeningHours): string {
  const days = [...hours.days].sort((a, b) => a - b);
  const consecutive = days.every((day, index) => index === 0 || day === (days[index - 1] as number) + 1);
  const names = days.map((day) => DAY_LABELS[day] as string);
  const dayText =
    days.length === 1
      ? names[0]
      : consecutive && days.length > 2
        ? `${names[0]} to ${names.at(-1)}`
        : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${dayText}, ${clockLabel(hours.opensAtMinute)} to ${clockLabel(hours.closesAtMinute)}`;
}
