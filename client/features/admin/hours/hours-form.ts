import {
  updateHoursInput,
  WEEKDAYS,
  type TimeRange,
  type UpdateHoursInput,
  type Weekday,
  type WeeklyHours,
} from "#server/shared/opening-hours.schema.ts";
import { localIssueMessage } from "#client/lib/server-messages.ts";

/** One weekday in the form: open or not, with one range or two (a break between them). */
export type DayValues = { open: boolean; ranges: TimeRange[] };
export type HoursFormValues = { days: Record<Weekday, DayValues>; horizonDays: number | string };

const OFFICE_DAY: TimeRange = { opens: "09:00", closes: "17:00" };

export function hoursFormValues(weekly: WeeklyHours, horizonDays: number): HoursFormValues {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const ranges = weekly[day];
      // A closed day keeps a sensible range ready for when it is opened.
      return [day, { open: ranges.length > 0, ranges: ranges.length > 0 ? ranges.map((range) => ({ ...range })) : [{ ...OFFICE_DAY }] }];
    }),
  ) as Record<Weekday, DayValues>;
  return { days, horizonDays };
}

/** Splits a day's range into a morning and an afternoon around a lunch hour (an hour either side of noon when it fits). */
export function withBreak(ranges: TimeRange[]): TimeRange[] {
  const [first] = ranges;
  if (!first || ranges.length > 1) return ranges;
  if (first.opens < "12:00" && first.closes > "13:00") {
    return [
      { opens: first.opens, closes: "12:00" },
      { opens: "13:00", closes: first.closes },
    ];
  }
  return [first, { opens: first.closes, closes: first.closes }];
}

/** Joins a morning and an afternoon back into one range. */
export function withoutBreak(ranges: TimeRange[]): TimeRange[] {
  const [first, second] = ranges;
  return first && second ? [{ opens: first.opens, closes: second.closes }] : ranges;
}

export type HoursFormResult = { ok: true; input: UpdateHoursInput } | { ok: false; errors: Record<string, string> };

/**
 * The form's values as PUT /api/hours takes them, checked with the same schema the server
 * uses; errors are keyed by form path ("days.monday.ranges.0.closes", "horizonDays").
 */
export function hoursInputOf(values: HoursFormValues): HoursFormResult {
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, values.days[day].open ? values.days[day].ranges : []]),
  ) as WeeklyHours;
  const parsed = updateHoursInput.safeParse({ weekly, horizon_days: values.horizonDays });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [top, day, index, field] = issue.path;
    const key =
      top === "horizon_days"
        ? "horizonDays"
        : typeof day === "string"
          ? // A range's own problem sits on its field; a problem of the day's ranges together, on the second range.
            `days.${day}.ranges.${String(index ?? 1)}.${String(field ?? "opens")}`
          : "form";
    errors[key] ??= localIssueMessage(issue);
  }
  return { ok: false, errors };
}
