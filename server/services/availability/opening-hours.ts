import { fromZonedTime } from "date-fns-tz";
import type { HoursDefaults } from "../../env";
import { WEEKDAYS, type TimeRange, type WeeklyHours } from "../../shared/opening-hours.schema";

/**
 * When the office takes appointments, as the availability rules read it: the weekly
 * ranges and dated exceptions the owner keeps on /admin/availability (loaded in memory
 * by the hours service, replaced whole on every save), plus the slot length and notice
 * from the environment (docs/decisions/0010 and 0112).
 */
export type OpeningHours = HoursDefaults & {
  /** Business-local dates whose hours replace the week's ([] closes the day), with the note clients see. */
  exceptions: ReadonlyMap<string, { hours: readonly TimeRange[]; note: string }>;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The weekday of a calendar date; the same in every time zone. */
export function weekdayOfDate(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** "2026-03-02" plus 3 days -> "2026-03-05" (calendar arithmetic, no time zone). */
export function addDaysToDate(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A date's ranges: its exception's when it has one, otherwise its weekday's. */
export function rangesForDate(date: string, hours: OpeningHours): readonly TimeRange[] {
  return hours.exceptions.get(date)?.hours ?? hours.weekly[WEEKDAYS[weekdayOfDate(date)] as keyof WeeklyHours];
}

/**
 * Slot starts per (hours, zone, date), remembered: the time-zone arithmetic is the
 * costliest part of an availability read, and its answer only changes when the hours
 * do (a save replaces the hours object, so its cache goes with it). Bounded, so a
 * crawler walking the calendar cannot grow it without limit.
 */
const slotStartsCache = new WeakMap<OpeningHours, Map<string, number[]>>();
const SLOT_CACHE_MAX_DATES = 4000;

/**
 * Every slot start of a business-local date, as UTC instants, ascending, before
 * removing taken, blocked or too-soon ones. Each range's opening and closing wall-clock
 * times are converted to instants and slots are laid out in real elapsed time between
 * them, so a day that changes clocks still gets slots of true length (a spring-forward
 * night loses the hour that does not exist).
 */
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
  const slotMs = hours.slotMinutes * MINUTE_MS;
  const starts: number[] = [];
  for (const range of rangesForDate(date, hours)) {
    const opens = fromZonedTime(`${date}T${range.opens}:00`, timeZone).getTime();
    const closes = fromZonedTime(`${date}T${range.closes}:00`, timeZone).getTime();
    for (let start = opens; start + slotMs <= closes; start += slotMs) starts.push(start);
  }
  return starts;
}

/** One formatter per zone: building an Intl.DateTimeFormat is far costlier than using one. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The last answer, by zone and second: every availability answer asks for today's date, and
 * formatting with Intl cost it a tenth of its time (decision 0256). A date changes only at a local
 * midnight, which falls on a whole second in every zone (offsets have been whole seconds at least).
 */
let lastDate: { timeZone: string; second: number; date: string } | null = null;

/** The business-local calendar date (YYYY-MM-DD) of an instant. */
export function businessDateOf(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  if (lastDate?.second === second && lastDate.timeZone === timeZone) return lastDate.date;
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormatters.set(timeZone, formatter);
  }
  const date = formatter.format(instant);
  lastDate = { timeZone, second, date };
  return date;
}

/** The last business-local date that can be booked when today is `today`. */
export function lastBookableDate(today: string, hours: OpeningHours): string {
  return addDaysToDate(today, hours.horizonDays);
}

/** The earliest start a slot may have at `now` to respect the booking notice. */
export function earliestBookableStart(now: Date, hours: OpeningHours): Date {
  return new Date(now.getTime() + hours.noticeMinutes * MINUTE_MS);
}

/**
 * A weekly schedule's ranges on one business-local date, as [opens, closes) epoch milliseconds,
 * remembered per schedule object and date like the slot starts (a save replaces the object).
 */
const rangesCache = new WeakMap<WeeklyHours, Map<string, [number, number][]>>();

function weeklyRangesOn(date: string, weekly: WeeklyHours, timeZone: string): [number, number][] {
  let byDate = rangesCache.get(weekly);
  if (!byDate) rangesCache.set(weekly, (byDate = new Map()));
  const key = `${timeZone} ${date}`;
  let ranges = byDate.get(key);
  if (!ranges) {
    if (byDate.size >= SLOT_CACHE_MAX_DATES) byDate.clear();
    ranges = weekly[WEEKDAYS[weekdayOfDate(date)] as keyof WeeklyHours].map((range) => [
      fromZonedTime(`${date}T${range.opens}:00`, timeZone).getTime(),
      fromZonedTime(`${date}T${range.closes}:00`, timeZone).getTime(),
    ]);
    byDate.set(key, ranges);
  }
  return ranges;
}

/** Whether [start, end) lies wholly inside one of a weekly schedule's ranges on the business-local date of its start. */
export function withinWeekly(start: Date, end: Date, weekly: WeeklyHours, timeZone: string): boolean {
  const ranges = weeklyRangesOn(businessDateOf(start, timeZone), weekly, timeZone);
  return ranges.some(([opens, closes]) => opens <= start.getTime() && end.getTime() <= closes);
}
