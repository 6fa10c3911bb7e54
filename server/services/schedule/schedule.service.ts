import { fromZonedTime } from "date-fns-tz";
import type { z } from "zod";
import { SCHEDULE_LIMITS, type Schedule, type scheduleInput } from "../../shared/schedule.schema";
import { toAdminAppointmentDto, WITH_CLIENT } from "../appointments/appointments.service";
import { addDaysToDate, rangesForDate } from "../availability/opening-hours";
import { endOf } from "../availability/appointment-length";
import { toBlockedTimeDto, WITH_TIME_OFF_OF } from "../blocked-times/blocked-times.service";
import type { ServiceDeps } from "../deps";

/**
 * The office's calendar: the appointments, blocked periods and opening hours of a run
 * of business-local days, in one read (decision 0120). The run is at most a week, so
 * its cost stays bounded however long the history grows.
 */
export function createScheduleService({ db, config, hours }: ServiceDeps) {
  const zone = config.businessTimeZone;
  const dayStart = (date: string) => fromZonedTime(`${date}T00:00:00`, zone);

  return {
    async range(input: z.output<typeof scheduleInput>): Promise<Schedule> {
      const dates = Array.from({ length: input.days }, (_, index) => addDaysToDate(input.from, index));
      const start = dayStart(input.from);
      const end = dayStart(addDaysToDate(input.from, input.days));
      const [openingHours, [appointments, blocks]] = await Promise.all([
        hours.get(),
        db.$transaction([
          db.appointment.findMany({
            where: { appointmentTime: { gte: start, lt: end } },
            orderBy: [{ appointmentTime: "asc" }, { id: "asc" }],
            take: SCHEDULE_LIMITS.maxAppointments,
            include: WITH_CLIENT,
          }),
          db.blockedTime.findMany({
            where: { startTime: { lt: end }, endTime: { gt: start } },
            include: WITH_TIME_OFF_OF,
            orderBy: [{ startTime: "asc" }, { id: "asc" }],
          }),
        ]),
      ]);
      return {
        from: input.from,
        to: dates[dates.length - 1] as string,
        time_zone: zone,
        slot_minutes: openingHours.slotMinutes,
        days: dates.map((date) => {
          const exception = openingHours.exceptions.get(date);
          return {
            date,
            hours: rangesForDate(date, openingHours).map((range) => ({ ...range })),
            exception: exception ? { note: exception.note } : null,
          };
        }),
        appointments: appointments.map((row) => ({
          ...toAdminAppointmentDto(row),
          ends_at: endOf(row.appointmentTime, row, openingHours.slotMinutes).toISOString(),
        })),
        blocked_times: blocks.map(toBlockedTimeDto),
      };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
