import type { Locale } from "./i18n/locales";
import { WEEKDAY_LABELS, WEEKDAYS_MONDAY_FIRST, type TimeRange, type Weekday, type WeeklyHours } from "./opening-hours";

/**
 * The words the hours are written with, per language. Small enough to ship with every page
 * (the footer shows the hours), so Spanish needs no extra request.
 */
const WORDS = {
  en: {
    day: WEEKDAY_LABELS,
    clock: (hour: number, minute: string) => `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}`,
    range: (opens: string, closes: string) => `${opens} to ${closes}`,
    and: " and ",
    through: (first: string, last: string) => `${first} to ${last}`,
    closed: "Closed",
    closedForNow: "Closed for now",
  },
  es: {
    day: {
      monday: "lunes",
      tuesday: "martes",
      wednesday: "miércoles",
      thursday: "jueves",
      friday: "viernes",
      saturday: "sábado",
      sunday: "domingo",
    } satisfies Record<Weekday, string>,
    clock: (hour: number, minute: string) => `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "a.m." : "p.m."}`,
    range: (opens: string, closes: string) => `de ${opens} a ${closes}`,
    and: " y ",
    through: (first: string, last: string) => `de ${first} a ${last}`,
    closed: "Cerrado",
    closedForNow: "Cerrado por el momento",
  },
} as const;

/** "13:30" -> "1:30 PM" ("1:30 p.m." in Spanish). */
function clockLabel(time: string, locale: Locale): string {
  const [hour, minute] = time.split(":") as [string, string];
  return WORDS[locale].clock(Number(hour), minute.padStart(2, "0"));
}

/** "9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM"; "Closed" for none. */
export function describeRanges(ranges: readonly TimeRange[], locale: Locale = "en"): string {
  const words = WORDS[locale];
  if (ranges.length === 0) return words.closed;
  return ranges.map((range) => words.range(clockLabel(range.opens, locale), clockLabel(range.closes, locale))).join(words.and);
}

function describeDays(days: readonly Weekday[], locale: Locale): string {
  const words = WORDS[locale];
  const positions = days.map((day) => WEEKDAYS_MONDAY_FIRST.indexOf(day));
  const consecutive = positions.every(
    (position, index) => index === 0 || position === (positions[index - 1] as number) + 1,
  );
  const names = days.map((day) => words.day[day]);
  if (names.length === 1) return names[0] as string;
  if (consecutive && names.length > 2) return words.through(names[0] as string, names.at(-1) as string);
  return `${names.slice(0, -1).join(", ")}${words.and}${names.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The week in words, for every "hours" line of the site: days with the same hours are
 * named together, Monday first ("Monday to Friday, 9:00 AM to 5:00 PM; Saturday,
 * 10:00 AM to 2:00 PM"; in Spanish "De lunes a viernes, de 9:00 a.m. a 5:00 p.m.; ...");
 * closed days are left out.
 */
export function describeWeeklyHours(weekly: WeeklyHours, locale: Locale = "en"): string {
  const groups = new Map<string, { days: Weekday[]; ranges: readonly TimeRange[] }>();
  for (const day of WEEKDAYS_MONDAY_FIRST) {
    const ranges = weekly[day];
    if (ranges.length === 0) continue;
    const key = JSON.stringify(ranges);
    const group = groups.get(key);
    if (group) group.days.push(day);
    else groups.set(key, { days: [day], ranges });
  }
  if (groups.size === 0) return WORDS[locale].closedForNow;
  return capitalised(
    [...groups.values()].map((group) => `${describeDays(group.days, locale)}, ${describeRanges(group.ranges, locale)}`).join("; "),
  );
}
