import type { z } from "zod";
import {
  preparerHoursBody,
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

/** The week's ranges the form holds: a day that is not ticked has none. */
export function weeklyOf(days: Record<Weekday, DayValues>): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, days[day].open ? days[day].ranges : []])) as WeeklyHours;
}

/** A schema's issues keyed by form path ("days.monday.ranges.0.closes", "horizonDays"). */
function formErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
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
  return errors;
}

/**
 * The form's values as PUT /api/hours takes them, checked with the same schema the server
 * uses; errors are keyed by form path.
 */
export function hoursInputOf(values: HoursFormValues): HoursFormResult {
  const parsed = updateHoursInput.safeParse({ weekly: weeklyOf(values.days), horizon_days: values.horizonDays });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: formErrors(parsed.error.issues) };
}

/** A preparer's working hours in the form (decision 0233): the office's, or days of their own. */
export type PreparerHoursFormValues = { sameAsOffice: boolean; days: Record<Weekday, DayValues> };

/** A preparer without hours of their own starts from the office's week, ready to be narrowed. */
export function preparerHoursFormValues(weekly: WeeklyHours | null, officeWeekly: WeeklyHours): PreparerHoursFormValues {
  return { sameAsOffice: weekly === null, days: hoursFormValues(weekly ?? officeWeekly, 0).days };
}

export type PreparerHoursFormResult = { ok: true; weekly: WeeklyHours | null } | { ok: false; errors: Record<string, string> };

/** The form's values as PUT /api/preparers/{id}/hours takes them, checked with the server's schema. */
export function preparerHoursInputOf(values: PreparerHoursFormValues): PreparerHoursFormResult {
  const parsed = preparerHoursBody.safeParse({ weekly: values.sameAsOffice ? null : weeklyOf(values.days) });
  return parsed.success ? { ok: true, weekly: parsed.data.weekly } : { ok: false, errors: formErrors(parsed.error.issues) };
}
