import { skipToken } from "@tanstack/react-query";
import { useState } from "react";
import type { DateKey } from "#client/lib/business-time.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useCalendarT } from "./calendar-messages";
import { weekStart } from "./calendar-events";
import type { ScheduleState } from "./WeekCalendar";

/** The week calendar's day (today until another is chosen) and, while it shows, that week's schedule. */
export function useWeekSchedule(today: DateKey | null, shown: boolean) {
  const t = useCalendarT();
  const [chosen, setDate] = useState<DateKey | null>(null);
  const date = chosen ?? today;
  const week = trpc.schedule.range.useQuery(shown && date ? { from: weekStart(date) } : skipToken);
  const schedule: ScheduleState = queryState(week, (data) => ({ schedule: data }), t("calendar.loadFailed"));
  return { date, setDate, schedule };
}
