import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { SCHEDULE_LIMITS } from "./limits";
import { adminAppointment, isoDate } from "./appointment.schema";
import { blockedTime } from "./blocked-time.schema";
import { timeRangeView } from "./opening-hours.schema";

/** The admin's calendar reads a week (or a day on a phone) at a time (decision 0120). */
export { SCHEDULE_LIMITS };

export const scheduleInput = z
  .object({
    /** The first business-local day shown. */
    from: isoDate,
    days: z.coerce
      .number({ error: codes.validation.daysWhole })
      .int(codes.validation.daysWhole)
      .min(1, codes.validation.daysMin)
      .max(SCHEDULE_LIMITS.maxDays, codes.validation.daysMax)
      .default(SCHEDULE_LIMITS.maxDays),
  })
  .strict();
export type ScheduleInput = z.input<typeof scheduleInput>;

export const scheduleDay = z.object({
  /** A business-local calendar date. */
  date: z.string(),
  /** When the office is open that day, business-local "HH:mm"; [] when closed. */
  hours: z.array(timeRangeView),
  /** Set when the owner gave this date its own hours (a closure or special hours), with its note. */
  exception: z.object({ note: z.string() }).nullable(),
});
export type ScheduleDay = z.infer<typeof scheduleDay>;

/** An appointment on the office's calendar, and when it ends: its own length (decision 0239). */
export const scheduleAppointment = adminAppointment.extend({ ends_at: z.string() });
export type ScheduleAppointment = z.infer<typeof scheduleAppointment>;

/** What the office's calendar shows for a run of days, every time an instant (UTC). */
export const schedule = z.object({
  from: z.string(),
  /** The last day included. */
  to: z.string(),
  time_zone: z.string(),
  /** How long a slot of the opening hours lasts; an appointment lasts one or more (its `ends_at`). */
  slot_minutes: z.number().int(),
  days: z.array(scheduleDay),
  /** Every appointment that starts in the days, any status, by time. */
  appointments: z.array(scheduleAppointment),
  /** The blocked periods that touch the days. */
  blocked_times: z.array(blockedTime),
});
export type Schedule = z.infer<typeof schedule>;
