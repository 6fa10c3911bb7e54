import { defineMessages } from "#client/lib/i18n.ts";
import english from "./calendar.en";

/** The admin's week calendar and calendar feed (namespace "adminCalendar"). */
export const { useT: useCalendarT, t: calendarT } = defineMessages("adminCalendar", english, () => import("./calendar.es"));

export type CalendarKey = keyof typeof english & string;
export type CalendarT = typeof calendarT;
