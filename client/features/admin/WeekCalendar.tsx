import "@mantine/schedule/styles.css";
import { ActionIcon, Alert, Badge, Box, Button, Group, Popover, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { DayView, WeekView, type BusinessHoursRange, type DayOfWeek, type ScheduleEventData } from "@mantine/schedule";
import { IconCalendarSearch, IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { AdminAppointment } from "../../../server/shared/appointment.schema";
import { APPOINTMENT_STATUSES } from "../../../server/shared/services";
import type { Schedule } from "../../../server/shared/schedule.schema";
import { BusinessCalendar } from "../../components/BusinessCalendar";
import { StatusBadge } from "../../components/StatusBadge";
import { addDays, formatDateKey, formatZoneName, wallClock, weekdayOf, type DateKey } from "../../lib/business-time";
import { businessHoursOf, calendarEvents, visibleHours, weekStart, type CalendarEvent } from "./calendar-events";

export type ScheduleState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; schedule: Schedule };

export type WeekCalendarProps = {
  /** The week holding `date` (a day on phones), as the server answered it. */
  schedule: ScheduleState;
  /** The day shown on a phone; on wider screens, the week that holds it. */
  date: DateKey;
  /** Business-local today, for the "Today" button. */
  today: DateKey;
  onDateChange: (date: DateKey) => void;
  /** An appointment was chosen: show its details and actions. */
  onOpenAppointment: (appointment: AdminAppointment) => void;
  /** An empty time was chosen: book a client in then (business-local "YYYY-MM-DD HH:mm:ss"). */
  onBookAt?: (start: string) => void;
};

const WEEK_LABEL = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const noonUtc = (date: DateKey) => new Date(`${date}T12:00:00Z`);

/** "March 2 – 8, 2026": the Monday-to-Sunday week holding `date`. */
function weekLabel(date: DateKey): string {
  const monday = weekStart(date);
  return WEEK_LABEL.formatRange(noonUtc(monday), noonUtc(addDays(monday, 6)));
}

/**
 * /admin's calendar (decision 0120): the office's week, or one day on a phone, drawn
 * by @mantine/schedule in the business's time zone. Appointments carry their status's
 * colour and name it in words; blocked periods and closed days are shaded behind them.
 */
export function WeekCalendar({ schedule, date, today, onDateChange, onOpenAppointment, onBookAt }: WeekCalendarProps) {
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false }) ?? false;
  const step = phone ? 1 : 7;
  const unit = phone ? "day" : "week";
  const ready = schedule.status === "ready" ? schedule.schedule : null;
  const events = useMemo(() => (ready ? calendarEvents(ready) : []), [ready]);
  const businessHours = useMemo(() => (ready ? businessHoursOf(ready) : {}), [ready]);
  // A closed day has no business hours to highlight.
  const dayHours: BusinessHoursRange = businessHours[weekdayOf(date) as DayOfWeek] ?? ["00:00:00", "00:00:00"];
  const zone = ready?.time_zone;
  const [picking, setPicking] = useState(false);

  const viewProps = ready && {
    date,
    events,
    ...visibleHours(ready),
    intervalMinutes: 60,
    withHeader: false,
    highlightBusinessHours: true,
    getCurrentTime: () => wallClock(new Date(), ready.time_zone),
    slotLabelFormat: "h A",
    labels: { timeSlot: onBookAt ? "Book for a client at" : "Time slot" },
    onEventClick: (event: ScheduleEventData) => {
      const appointment = (event as CalendarEvent).payload?.appointment;
      if (appointment) onOpenAppointment(appointment);
    },
    ...(onBookAt && { onTimeSlotClick: ({ slotStart }: { slotStart: string }) => onBookAt(slotStart) }),
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => onDateChange(addDays(date, -step))}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => onDateChange(today)}>
            Today
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => onDateChange(addDays(date, step))}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Popover opened={picking} onChange={setPicking} trapFocus returnFocus position="bottom-start" shadow="md">
            <Popover.Target>
              <Button variant="subtle" leftSection={<IconCalendarSearch size={18} aria-hidden />} onClick={() => setPicking((open) => !open)}>
                Go to date
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <BusinessCalendar
                value={date}
                today={today}
                allowPast
                onChange={(chosen) => {
                  setPicking(false);
                  onDateChange(chosen);
                }}
              />
            </Popover.Dropdown>
          </Popover>
        </Group>
        <Title order={2} size="h4" aria-live="polite">
          {phone ? formatDateKey(date) : weekLabel(date)}
        </Title>
      </Group>
      <Group gap="xs" aria-label="Colours" role="list">
        {APPOINTMENT_STATUSES.map((status) => (
          <Box key={status} role="listitem">
            <StatusBadge status={status} />
          </Box>
        ))}
        <Badge role="listitem" color="gray" variant="light">
          Blocked or closed
        </Badge>
        {zone && <Text size="sm">Times are {formatZoneName(zone)}.</Text>}
      </Group>
      {schedule.status === "error" && (
        <Alert color="red" variant="light">
          {schedule.message}
        </Alert>
      )}
      {schedule.status === "loading" && (
        <Stack gap="xs" aria-busy="true">
          <Text>Loading the calendar…</Text>
          <Skeleton height={480} radius="sm" />
        </Stack>
      )}
      {viewProps && (phone ? (
          <DayView {...viewProps} businessHours={dayHours} />
        ) : (
          <WeekView {...viewProps} businessHours={businessHours} firstDayOfWeek={1} weekendDays={[]} withWeekNumber={false} />
        ))}
    </Stack>
  );
}
