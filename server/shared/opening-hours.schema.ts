import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { isoDate, preparerQuery, recordIdInput, serviceQuery } from "./appointment.schema";
import {
  HOURS_LIMITS,
  WEEKDAYS,
  type AvailabilityDay,
  type HolidaySuggestion,
  type HoursException,
  type HoursView,
  type TimeRange,
  type Weekday,
  type WeeklyHours,
} from "./opening-hours";

export * from "./opening-hours";

/** The validation of opening hours (server/shared/opening-hours.ts holds the data and types). */
const clockTime = z
  .string({ error: codes.validation.clockTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, codes.validation.clockTime);

export const timeRange = z
  .object({ opens: clockTime, closes: clockTime })
  .strict()
  .refine((range) => range.closes > range.opens, {
    message: codes.validation.closesAfterOpens,
    path: ["closes"],
  });

/** A day's ranges: [] is closed; two ranges must not overlap and come in order. */
export const dayRanges = z
  .array(timeRange)
  .max(HOURS_LIMITS.maxRangesPerDay, codes.validation.tooManyRanges)
  .refine(
    (ranges) => ranges.every((range, index) => index === 0 || range.opens >= (ranges[index - 1] as TimeRange).closes),
    {
      message: codes.validation.rangesInOrder,
    },
  );

export const weeklyHours = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges])) as Record<Weekday, typeof dayRanges>)
  .strict();

export const updateHoursInput = z
  .object({
    weekly: weeklyHours.optional(),
    horizon_days: z.coerce
      .number({ error: codes.validation.horizon })
      .int(codes.validation.horizon)
      .min(HOURS_LIMITS.minHorizonDays, codes.validation.horizon)
      .max(HOURS_LIMITS.maxHorizonDays, codes.validation.horizon)
      .optional(),
  })
  .strict()
  .refine((input) => input.weekly !== undefined || input.horizon_days !== undefined, codes.validation.hoursNothingToChange);
export type UpdateHoursInput = z.infer<typeof updateHoursInput>;

/** The body of PUT /api/hours/exceptions/{date}. */
export const hoursExceptionBody = z
  .object({
    /** [] closes the office all day. */
    hours: dayRanges,
    /** What clients see beside the date, such as "Thanksgiving Day" or "Tax-season evening hours". */
    note: z.string().trim().max(HOURS_LIMITS.maxNoteLength, codes.validation.hoursNoteTooLong).default(""),
  })
  .strict();

export const hoursExceptionInput = hoursExceptionBody.extend({ date: isoDate });
export type HoursExceptionInput = z.input<typeof hoursExceptionInput>;

export const hoursExceptionDate = z.object({ date: isoDate });

/** GET /api/availability/days: each day of a span and how many slots it has free. */
export const availabilityDaysInput = z.object({ from: isoDate, to: isoDate, ...preparerQuery, ...serviceQuery });

/*
 * What the hours routes answer. The types stay in opening-hours.ts (no zod there: the
 * public pages import it); `satisfies` keeps each schema and its type in step.
 */

/** A business-local "HH:mm" range as the API answers it. */
export const timeRangeView = z.object({ opens: z.string(), closes: z.string() }) satisfies z.ZodType<TimeRange>;

export const weeklyHoursView = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(timeRangeView)])) as Record<Weekday, z.ZodArray<typeof timeRangeView>>,
) satisfies z.ZodType<WeeklyHours>;

export const hoursExceptionView = z.object({
  /** A business-local calendar date. */
  date: z.string(),
  /** [] when the office is closed all day. */
  hours: z.array(timeRangeView),
  note: z.string(),
}) satisfies z.ZodType<HoursException>;

/** GET /api/hours (and the business profile's `hours`); every change to the hours answers it too. */
export const hoursView = z.object({
  weekly: weeklyHoursView,
  /** Exceptions from business-local today on, by date. */
  exceptions: z.array(hoursExceptionView),
  /** Appointments can be booked up to this many days after today. */
  horizon_days: z.number().int(),
  /** Every appointment's length; a range shorter than this offers nothing. */
  slot_minutes: z.number().int(),
  /** The week in words, for every "hours" line of the site. */
  text: z.string(),
}) satisfies z.ZodType<HoursView>;

/** GET /api/hours/holidays: a US federal holiday the admin can close for with one click. */
export const holidaySuggestion = z.object({
  date: z.string(),
  name: z.string(),
  /** Whether the office is already closed that day. */
  closed: z.boolean(),
}) satisfies z.ZodType<HolidaySuggestion>;

/** GET /api/availability/days: one day of the span and how many slots it has free. */
export const availabilityDay = z.object({
  date: z.string(),
  free_slots: z.number().int(),
}) satisfies z.ZodType<AvailabilityDay>;

/**
 * A preparer's own weekly hours (decision 0233), inside the office's: `weekly` null means whenever
 * the office is open. GET /api/preparers/hours answers one per preparer.
 */
export const preparerHoursView = z.object({
  preparer: z.object({ id: z.number().int(), name: z.string() }),
  weekly: weeklyHoursView.nullable(),
});
export type PreparerHours = z.infer<typeof preparerHoursView>;

/** PUT /api/preparers/{id}/hours: the week's ranges, or null for "whenever the office is open". */
export const preparerHoursBody = z.object({ weekly: weeklyHours.nullable() }).strict();
export const preparerHoursInput = preparerHoursBody.extend(recordIdInput.shape);
