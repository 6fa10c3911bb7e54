/**
 * Opening hours as the owner edits them and the API shows them: a week of ranges per
 * day (none = closed, two = a lunch break) and dated exceptions (none = closed all day,
 * or special hours). Times are business-local wall-clock "HH:mm"
 * (docs/decisions/0112-opening-hours-as-data.md). No zod here: the public pages import
 * these defaults and types, and the validation schemas (opening-hours.schema.ts) stay
 * out of their bundle.
 */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each weekday's name, as the site, the admin form and schema.org write it. */
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};

/** The week as an office lists it: Monday first. */
export const WEEKDAYS_MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]] as readonly Weekday[];

/**
 * The first-start defaults (server/env.ts lets the environment change them): Monday to
 * Saturday, 9:00 AM to 5:00 PM, hour-long slots (the last starts 4:00 PM), one hour's
 * notice, 90 days ahead.
 */
export const DEFAULT_OPENING_HOURS = {
  days: "mon,tue,wed,thu,fri,sat",
  opensAt: "09:00",
  closesAt: "17:00",
  slotMinutes: 60,
  noticeMinutes: 60,
  horizonDays: 90,
} as const;

const SHORT_WEEKDAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** "mon,tue" -> [1, 2]; null when a name is unknown. */
export function parseWeekdays(list: string): number[] | null {
  const names = list
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const days = names.map((name) => SHORT_WEEKDAY_NAMES.indexOf(name as (typeof SHORT_WEEKDAY_NAMES)[number]));
  if (days.length === 0 || days.includes(-1)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The same range on each of `days` (0 = Sunday), closed on the others. */
export function weekOf(days: readonly number[], range: TimeRange): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, days.includes(index) ? [range] : []])) as WeeklyHours;
}

/** The week a fresh install starts from. */
export const DEFAULT_WEEK: WeeklyHours = weekOf(parseWeekdays(DEFAULT_OPENING_HOURS.days) as number[], {
  opens: DEFAULT_OPENING_HOURS.opensAt,
  closes: DEFAULT_OPENING_HOURS.closesAt,
});

export const HOURS_LIMITS = {
  maxRangesPerDay: 2,
  minHorizonDays: 1,
  maxHorizonDays: 730,
  maxNoteLength: 80,
} as const;

export type TimeRange = { opens: string; closes: string };
export type WeeklyHours = Record<Weekday, TimeRange[]>;

export type HoursException = { date: string; hours: TimeRange[]; note: string };

/** What GET /api/hours (and the business profile's `hours`) answers. */
export type HoursView = {
  weekly: WeeklyHours;
  /** Exceptions from business-local today on, by date. */
  exceptions: HoursException[];
  /** Appointments can be booked up to this many days after today. */
  horizon_days: number;
  /** Every appointment's length; a range shorter than this offers nothing. */
  slot_minutes: number;
  /** The week in words, for every "hours" line of the site. */
  text: string;
};

/** A US federal holiday the admin can close for with one click. */
export type HolidaySuggestion = { date: string; name: string; closed: boolean };

export type AvailabilityDay = { date: string; free_slots: number };

/** "09:30" -> 570; null when it is not a 24-hour HH:mm time. */
export function minuteOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
