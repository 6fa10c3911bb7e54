import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { AppointmentCounts, StatusCounts } from "../../shared/reports.schema";
import { addDaysToDate, weekdayOfDate } from "../availability/opening-hours";
import type { ServiceDeps } from "../deps";
import type { PreparersService } from "../preparers/preparers.service";

/**
 * The owner's counts of appointments (issue 32, decision 0229): by status, for this week and this
 * season, in business-local days. One grouped count per stretch, served by the (status,
 * appointment_time) index, so its cost does not grow with the rows it counts past.
 */
export function createReportsService({ db, config, now }: ServiceDeps, preparers: PreparersService) {
  const zone = config.businessTimeZone;
  const dayStart = (date: string) => fromZonedTime(`${date}T00:00:00`, zone);
  const noCounts = (): StatusCounts => ({ pending: 0, confirmed: 0, completed: 0, no_show: 0, cancelled: 0 });

  /** The office's counts of a stretch, and each preparer's (by id), from one grouped count. */
  async function countsBetween(from: string, to: string): Promise<{ office: StatusCounts; byPreparer: Map<number, StatusCounts> }> {
    const groups = await db.appointment.groupBy({
      by: ["status", "preparerId"],
      where: { appointmentTime: { gte: dayStart(from), lt: dayStart(addDaysToDate(to, 1)) } },
      _count: { _all: true },
    });
    const office = noCounts();
    const byPreparer = new Map<number, StatusCounts>();
    for (const group of groups) {
      if (!(group.status in office)) continue;
      const status = group.status as keyof StatusCounts;
      office[status] += group._count._all;
      if (group.preparerId === null) continue;
      const counts = byPreparer.get(group.preparerId) ?? noCounts();
      counts[status] += group._count._all;
      byPreparer.set(group.preparerId, counts);
    }
    return { office, byPreparer };
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
      const [weekCounts, seasonCounts, team] = await Promise.all([
        countsBetween(week.from, week.to),
        countsBetween(season.from, season.to),
        preparers.list(),
      ]);
      return {
        today,
        week: { ...week, counts: weekCounts.office },
        season: { ...season, counts: seasonCounts.office },
        preparers: team.map(({ id, name }) => ({
          id,
          name,
          week: weekCounts.byPreparer.get(id) ?? noCounts(),
          season: seasonCounts.byPreparer.get(id) ?? noCounts(),
        })),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
