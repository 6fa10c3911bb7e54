import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { AppointmentCounts, StatusCounts } from "../../shared/reports.schema";
import { addDaysToDate, weekdayOfDate } from "../availability/opening-hours";
import type { ServiceDeps } from "../deps";

/**
 * The owner's counts of appointments (issue 32, decision 0229): by status, for this week and this
 * season, in business-local days. One grouped count per stretch, served by the (status,
 * appointment_time) index, so its cost does not grow with the rows it counts past.
 */
export function createReportsService({ db, config, now }: ServiceDeps) {
  const zone = config.businessTimeZone;
  const dayStart = (date: string) => fromZonedTime(`${date}T00:00:00`, zone);

  async function countsBetween(from: string, to: string): Promise<StatusCounts> {
    const groups = await db.appointment.groupBy({
      by: ["status"],
      where: { appointmentTime: { gte: dayStart(from), lt: dayStart(addDaysToDate(to, 1)) } },
      _count: { _all: true },
    });
    const counts: StatusCounts = { pending: 0, confirmed: 0, completed: 0, no_show: 0, cancelled: 0 };
    for (const group of groups) {
      if (group.status in counts) counts[group.status as keyof StatusCounts] = group._count._all;
    }
    return counts;
  }

  return {
    async appointmentCounts(): Promise<AppointmentCounts> {
      const today = formatInTimeZone(now(), zone, "yyyy-MM-dd");
      // Monday to Sunday (weekdayOfDate counts from Sunday, 0).
      const sinceMonday = (weekdayOfDate(today) + 6) % 7;
      const weekFrom = addDaysToDate(today, -sinceMonday);
      const week = { from: weekFrom, to: addDaysToDate(weekFrom, 6) };
      const year = today.slice(0, 4);
      const season = { from: `${year}-01-01`, to: `${year}-12-31` };
      const [weekCounts, seasonCounts] = await Promise.all([countsBetween(week.from, week.to), countsBetween(season.from, season.to)]);
      return { today, week: { ...week, counts: weekCounts }, season: { ...season, counts: seasonCounts } };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
