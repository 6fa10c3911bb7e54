import { z } from "zod";
import { isoDate } from "./appointment.schema";

/** How many appointments of each status a stretch of days holds (decision 0229). */
export const statusCounts = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  no_show: z.number().int(),
  cancelled: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCounts>;

/** A stretch of business-local days, both ends included, and its counts. */
const countedDays = z.object({ from: isoDate, to: isoDate, counts: statusCounts });

/** One preparer's counts for the same two stretches (decision 0231). */
const preparerCounts = z.object({ id: z.number().int(), name: z.string(), week: statusCounts, season: statusCounts });

/**
 * GET /api/reports/appointments: the owner's table (issue 32) for the office as a whole, by the
 * appointments' start: this week (Monday to Sunday) and this season (the calendar year); and one
 * per preparer (none in an office without preparers).
 */
export const appointmentCounts = z.object({
  /** The business-local day the counts were made on. */
  today: isoDate,
  week: countedDays,
  season: countedDays,
  preparers: z.array(preparerCounts),
});
export type AppointmentCounts = z.infer<typeof appointmentCounts>;
