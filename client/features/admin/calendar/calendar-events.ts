import type { BusinessHoursPerDay, DayOfWeek, ScheduleEventData } from "@mantine/schedule";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import type { Schedule } from "#server/shared/schedule.schema.ts";
import { commonT } from "#client/components/common-messages.ts";
import { serviceName } from "#client/components/service-name.ts";
import type { ServiceNames } from "#server/shared/i18n/service-names.ts";
import { statusColor, statusLabel } from "#client/components/StatusBadge.tsx";
import { addDays, wallClock, weekdayOf, type DateKey } from "#client/lib/business-time.ts";
import { calendarT } from "./calendar-messages";

/** An event on the week calendar; only appointments carry a payload (and can be opened). */
export type CalendarEvent = ScheduleEventData<{ appointment: AdminAppointment }>;

/** A wall-clock "HH:mm" as the calendar writes times, "HH:mm:ss". */
const toSeconds = (time: string) => `${time}:00`;

/** The Monday that starts the office's week holding `date` (the opening-hours editor's week too). */
export function weekStart(date: DateKey): DateKey {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The texts the calendar's events are written with: this area's and the shared ones (statuses), and the office's services' names. */
export type CalendarTexts = { t?: typeof calendarT; common?: typeof commonT; services?: ServiceNames };

/** "Pending: Maria Gonzalez, Personal Tax Prep": what an appointment's block says, status first. */
export function appointmentEventTitle(appointment: AdminAppointment, { t = calendarT, common = commonT, services }: CalendarTexts = {}): string {
  return t("calendar.event", {
    status: statusLabel(appointment.status, common),
    client: appointment.client_name,
    service: serviceName(appointment.service, services),
  });
}

/** "Blocked: Training", or for one preparer's time off "Time off: Ana Reyes (Dentist)". */
function blockTitle(block: Schedule["blocked_times"][number], t: typeof calendarT): string {
  if (block.preparer) {
    const name = block.preparer.name;
    return block.reason ? t("calendar.timeOffReason", { name, reason: block.reason }) : t("calendar.timeOff", { name });
  }
  return block.reason ? t("calendar.blockedReason", { reason: block.reason }) : t("calendar.blocked");
}

/**
 * Everything the calendar draws, as business-local wall-clock times: appointments in
 * their status's colour (the badges' colours), blocked periods and closed or special
 * days as shaded background blocks behind them.
 */
export function calendarEvents(schedule: Schedule, texts: CalendarTexts = {}): CalendarEvent[] {
  const { t = calendarT } = texts;
  const zone = schedule.time_zone;
  const appointments: CalendarEvent[] = schedule.appointments.map((appointment) => {
    const start = new Date(appointment.appointment_time);
    return {
      id: `appointment-${appointment.id}`,
      title: appointmentEventTitle(appointment, texts),
      start: wallClock(start, zone),
      end: wallClock(new Date(appointment.ends_at), zone),
      color: statusColor(appointment.status),
      variant: "filled",
      payload: { appointment },
    };
  });
  const blocked: CalendarEvent[] = schedule.blocked_times.map((block) => ({
    id: `blocked-${block.id}`,
    title: blockTitle(block, t),
    start: wallClock(block.start_time, zone),
    end: wallClock(block.end_time, zone),
    color: "gray",
    display: "background",
  }));
  const exceptions: CalendarEvent[] = schedule.days.flatMap((day) =>
    day.exception
      ? [
          {
            id: `exception-${day.date}`,
            title:
              day.hours.length === 0
                ? t("calendar.closed", { note: day.exception.note })
                : t("calendar.specialHours", { note: day.exception.note }),
            start: `${day.date} 00:00:00`,
            end: `${addDays(day.date, 1)} 00:00:00`,
            color: "gray",
            display: "background",
          } satisfies CalendarEvent,
        ]
      : [],
  );
  // The gap between two opening ranges of a day (a lunch break) is closed time inside the
  // highlighted opening, so it is shaded as an event of its own (issue 30 item 9).
  const breaks: CalendarEvent[] = schedule.days.flatMap((day) =>
    day.hours.slice(1).map((range, index) => ({
      id: `break-${day.date}-${index}`,
      title: t("calendar.break"),
      start: `${day.date} ${toSeconds(day.hours[index]?.closes ?? range.opens)}`,
      end: `${day.date} ${toSeconds(range.opens)}`,
      color: "gray",
      display: "background" as const,
    })),
  );
  return [...exceptions, ...breaks, ...blocked, ...appointments];
}

/** Each shown weekday's opening (first opening to last closing), null when closed. */
export function businessHoursOf(schedule: Schedule): BusinessHoursPerDay {
  return Object.fromEntries(
    schedule.days.map((day) => {
      const first = day.hours[0];
      const last = day.hours[day.hours.length - 1];
      return [weekdayOf(day.date) as DayOfWeek, first && last ? [toSeconds(first.opens), toSeconds(last.closes)] : null];
    }),
  ) as BusinessHoursPerDay;
}

const DEFAULT_WINDOW = { first: 8, last: 18 };

/**
 * The hours of the day the grid shows: at least 8 AM to 6 PM, the office's opening hours
 * with an hour's margin, and any appointment outside them (booked before the hours changed).
 */
export function visibleHours(schedule: Schedule): { startTime: string; endTime: string } {
  const hourOf = (time: string) => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;
  const opens = schedule.days.flatMap((day) => day.hours.map((range) => hourOf(range.opens)));
  const closes = schedule.days.flatMap((day) => day.hours.map((range) => hourOf(range.closes)));
  const starts = schedule.appointments.map((appointment) => hourOf(wallClock(appointment.appointment_time, schedule.time_zone).slice(11)));
  const slotHours = schedule.slot_minutes / 60;
  const first = Math.max(0, Math.min(DEFAULT_WINDOW.first, ...opens.map((hour) => Math.floor(hour) - 1), ...starts.map(Math.floor)));
  const last = Math.min(
    24,
    Math.max(DEFAULT_WINDOW.last, ...closes.map((hour) => Math.ceil(hour) + 1), ...starts.map((start) => Math.ceil(start + slotHours))),
  );
  const pad = (hour: number) => String(hour).padStart(2, "0");
  return { startTime: `${pad(first)}:00:00`, endTime: last === 24 ? "23:59:59" : `${pad(last)}:00:00` };
}
