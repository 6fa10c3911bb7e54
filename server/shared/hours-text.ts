import { WEEKDAY_LABELS, WEEKDAYS_MONDAY_FIRST, type TimeRange, type Weekday, type WeeklyHours } from "./opening-hours";


/** "13:30" -> "1:30 PM". */
function clockLabel(time: string): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM"; "Closed" for none. */
export function describeRanges(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return "Closed";
  return ranges.map((range) => `${clockLabel(range.opens)} to ${clockLabel(range.closes)}`).join(" and ");
}

function describeDays(days: readonly Weekday[]): string {
  const positions = days.map((day) => WEEKDAYS_MONDAY_FIRST.indexOf(day));
  const consecutive = positions.every(
    (position, index) => index === 0 || position === (positions[index - 1] as number) + 1,
  );
  const names = days.map((day) => WEEKDAY_LABELS[day]);
  if (names.length === 1) return names[0] as string;
  if (consecutive && names.length > 2) return `${names[0]} to ${names.at(-1)}`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The week in words, for every "hours" line of the site: days with the same hours are
 * named together, Monday first ("Monday to Friday, 9:00 AM to 5:00 PM; Saturday,
 * 10:00 AM to 2:00 PM"); closed days are left out.
 */
export function describeWeeklyHours(weekly: WeeklyHours): string {
  const groups = new Map<string, { days: Weekday[]; ranges: readonly TimeRange[] }>();
  for (const day of WEEKDAYS_MONDAY_FIRST) {
    const ranges = weekly[day];
    if (ranges.length === 0) continue;
    const key = JSON.stringify(ranges);
    const group = groups.get(key);
    if (group) group.days.push(day);
    else groups.set(key, { days: [day], ranges });
  }
  if (groups.size === 0) return "Closed for now";
  return [...groups.values()].map((group) => `${describeDays(group.days)}, ${describeRanges(group.ranges)}`).join("; ");
}
