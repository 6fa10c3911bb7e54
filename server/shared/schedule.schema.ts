import { z } from "zod";
import { isoDate, type AdminAppointment } from "./appointment.schema";
import type { BlockedTime } from "./blocked-time.schema";
import type { TimeRange } from "./opening-hours";

/** The admin's calendar reads a week (or a day on a phone) at a time (decision 0120). */
export const SCHEDULE_LIMITS = { maxDays: 7, maxAppointments: 1000 } as const;

export const scheduleInput = z
  .object({
    /** The first business-local day shown. */
    from: isoDate,
    days: z.coerce
      .number({ error: "days must be a whole number." })
      .int("days must be a whole number.")
      .min(1, "days must be at least 1.")
      .max(SCHEDULE_LIMITS.maxDays, `days must be at most ${SCHEDULE_LIMITS.maxDays}.`)
      .default(SCHEDULE_LIMITS.maxDays),
  })
  .strict();
export type ScheduleInput = z.input<typeof scheduleInput>;

export type ScheduleDay = {
  /** A business-local calendar date. */
  date: string;
  /** When the office is open that day, business-local "HH:mm"; [] when closed. */
  hours: TimeRange[];
  /** Set when the owner gave this date its own hours (a closure or special hours), with its note. */
  exception: { note: string } | null;
};

/** What the office's calendar shows for a run of days, every time an instant (UTC). */
export type Schedule = {
  from: string;
  /** The last day included. */
  to: string;
  time_zone: string;
  /** How long an appointment lasts. */
  slot_minutes: number;
  days: ScheduleDay[];
  /** Every appointment that starts in the days, any status, by time. */
  appointments: AdminAppointment[];
  /** The blocked periods that touch the days. */
  blocked_times: BlockedTime[];
};
