import "@mantine/schedule/styles.layer.css";
import { ActionIcon, Alert, Badge, Box, Button, Group, Popover, SegmentedControl, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { DayView, ResourcesDayView, WeekView, type BusinessHoursRange, type DayOfWeek, type ScheduleEventData } from "@mantine/schedule";
import { IconCalendarSearch, IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { APPOINTMENT_STATUSES } from "#server/shared/services.ts";
import { INTL_LOCALES, type Locale } from "#server/shared/i18n/locales.ts";
import type { Schedule } from "#server/shared/schedule.schema.ts";
import { BusinessCalendar } from "#client/components/BusinessCalendar.tsx";
import { useCommonT } from "#client/components/common-messages.ts";
import { StatusBadge } from "#client/components/StatusBadge.tsx";
import { addDays, formatDateKey, formatZoneName, wallClock, weekdayOf, type DateKey } from "#client/lib/business-time.ts";
import { useBusiness } from "#client/lib/business.ts";
import { useLocale } from "#client/lib/i18n.ts";
import { useCalendarT } from "./calendar-messages";
import { businessHoursOf, calendarEvents, visibleHours, weekStart, type CalendarEvent } from "./calendar-events";
import classes from "./WeekCalendar.module.css";

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
  /** In an office with two or more preparers: the calendar can show one preparer's appointments (decision 0231). */
  preparers?: readonly { id: number; name: string }[] | null;
};

const EVERYONE = "everyone";
const UNASSIGNED = "unassigned";

/**
 * What `who` sees: everyone's appointments, one preparer's, or those without a preparer; the whole
 * office's blocked periods always, and a preparer's time off only on their own calendar, since the
 * office is still open while one preparer is away (decision 0233).
 */
function scheduleOf(schedule: Schedule, who: string): Schedule {
  const mine = (preparer: { id: number } | null) => (who === UNASSIGNED ? preparer === null : String(preparer?.id) === who);
  return {
    ...schedule,
    appointments: who === EVERYONE ? schedule.appointments : schedule.appointments.filter((appointment: AdminAppointment) => mine(appointment.preparer)),
    blocked_times: schedule.blocked_times.filter((block) => block.preparer === null || (who !== EVERYONE && mine(block.preparer))),
  };
}

/**
 * The day by preparer (issue 32): a lane for each preparer, and one for appointments without a
 * preparer when the day has some. Each lane carries its own appointments, the office's closed time
 * and that preparer's own time off; the library draws an event in one lane only, so the office's
 * closed time is repeated in each, under an id of that lane's.
 */
function laneEvents(
  schedule: Schedule,
  date: DateKey,
  preparers: readonly { id: number; name: string }[],
  unassignedLabel: string,
  eventsOf: (schedule: Schedule) => CalendarEvent[],
): { lanes: { id: string; label: string }[]; events: CalendarEvent[] } {
  const lanes = preparers.map((preparer) => ({ id: String(preparer.id), label: preparer.name }));
  const onTheDay = (appointment: AdminAppointment) => wallClock(appointment.appointment_time, schedule.time_zone).startsWith(date);
  if (schedule.appointments.some((appointment) => appointment.preparer === null && onTheDay(appointment))) lanes.push({ id: UNASSIGNED, label: unassignedLabel });
  const events = lanes.flatMap((lane) =>
    eventsOf(scheduleOf(schedule, lane.id)).map((event) => ({ ...event, id: `${lane.id}:${event.id}`, resourceId: lane.id })),
  );
  return { lanes, events };
}

const WEEK_LABELS = new Map<Locale, Intl.DateTimeFormat>();
const HOUR_LABELS = new Map<Locale, Intl.DateTimeFormat>();
const noonUtc = (date: DateKey) => new Date(`${date}T12:00:00Z`);

function cachedFormat(cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: "UTC" });
    cache.set(locale, format);
  }
  return format;
}

/** "March 2 – 8, 2026" ("2–8 de marzo de 2026"): the Monday-to-Sunday week holding `date`. */
function weekLabel(date: DateKey, locale: Locale): string {
  const monday = weekStart(date);
  return cachedFormat(WEEK_LABELS, locale, { month: "long", day: "numeric", year: "numeric" }).formatRange(
    noonUtc(monday),
    noonUtc(addDays(monday, 6)),
  );
}

/** The grid's hour labels, "2 PM" ("2 p.m."), from a wall-clock "YYYY-MM-DD HH:mm:ss". */
function hourLabel(slot: string, locale: Locale): string {
  const parts = cachedFormat(HOUR_LABELS, locale, { hour: "numeric", hour12: true }).formatToParts(new Date(`${slot.replace(" ", "T")}Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("hour")} ${part("dayPeriod")}`;
}

/**
 * /admin's calendar (decision 0120): the office's week, or one day on a phone, drawn
 * by @mantine/schedule in the business's time zone. Appointments carry their status's
 * colour and name it in words; closed time (before and after the hours, a lunch break, blocked
 * periods, closed days) is shaded with stripes behind them (WeekCalendar.module.css).
 */
export function WeekCalendar({ schedule, date, today, onDateChange, onOpenAppointment, onBookAt, preparers }: WeekCalendarProps) {
  const t = useCalendarT();
  const common = useCommonT();
  const locale = useLocale();
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false }) ?? false;
  const [who, setWho] = useState(EVERYONE);
  // With two or more preparers, a wide screen can show one day with a lane per preparer.
  const [layout, setLayout] = useState<"week" | "day">("week");
  const byPreparer = Boolean(preparers) && !phone && layout === "day";
  const oneDay = phone || byPreparer;
  const step = oneDay ? 1 : 7;
  const answered = schedule.status === "ready" ? schedule.schedule : null;
  const ready = useMemo(() => answered && scheduleOf(answered, preparers ? who : EVERYONE), [answered, preparers, who]);
  const { services } = useBusiness();
  const events = useMemo(() => (ready ? calendarEvents(ready, { t, common, services }) : []), [ready, t, common, services]);
  const lanes = useMemo(
    () =>
      answered && preparers && byPreparer
        ? laneEvents(answered, date, preparers, t("calendar.unassigned"), (lane) => calendarEvents(lane, { t, common, services }))
        : null,
    [answered, date, preparers, byPreparer, t, common, services],
  );
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
    locale,
    slotLabelFormat: (slot: string) => hourLabel(slot, locale),
    labels: {
      timeSlot: onBookAt ? t("calendar.bookAt") : t("calendar.timeSlot"),
      allDay: t("calendar.allDay"),
      weekday: t("calendar.weekday"),
      week: t("calendar.week"),
      moreLabel: (count: number) => t("calendar.more", { count }),
    },
    onEventClick: (event: ScheduleEventData) => {
      const appointment = (event as CalendarEvent).payload?.appointment;
      if (appointment) onOpenAppointment(appointment);
    },
    ...(onBookAt && { onTimeSlotClick: ({ slotStart }: { slotStart: string }) => onBookAt(slotStart) }),
  };

  return (
    <Stack gap="sm" className={classes.calendar}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={oneDay ? t("calendar.previousDay") : t("calendar.previousWeek")} onClick={() => onDateChange(addDays(date, -step))}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => onDateChange(today)}>
            {t("calendar.today")}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={oneDay ? t("calendar.nextDay") : t("calendar.nextWeek")} onClick={() => onDateChange(addDays(date, step))}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Popover opened={picking} onChange={setPicking} trapFocus returnFocus position="bottom-start" shadow="md">
            <Popover.Target>
              <Button variant="subtle" leftSection={<IconCalendarSearch size={18} aria-hidden />} onClick={() => setPicking((open) => !open)}>
                {t("calendar.goToDate")}
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
          {oneDay ? formatDateKey(date) : weekLabel(date, locale)}
        </Title>
      </Group>
      <Group gap="xs" aria-label={t("calendar.colours")} role="list">
        {APPOINTMENT_STATUSES.map((status) => (
          <Box key={status} role="listitem">
            <StatusBadge status={status} />
          </Box>
        ))}
        <Badge role="listitem" color="gray" variant="light" className={classes.legend}>
          {t("calendar.blockedOrClosed")}
        </Badge>
        {zone && <Text size="sm">{t("timesAre", { zone: formatZoneName(zone) })}</Text>}
      </Group>
      {preparers && !phone && (
        <SegmentedControl
          aria-label={t("calendar.layout")}
          data={[
            { value: "week", label: t("calendar.layoutWeek") },
            { value: "day", label: t("calendar.layoutDay") },
          ]}
          value={layout}
          onChange={(value) => setLayout(value === "day" ? "day" : "week")}
          w="fit-content"
        />
      )}
      {preparers && !byPreparer && (
        <Select
          label={t("calendar.preparer")}
          data={[
            { value: EVERYONE, label: t("calendar.everyone") },
            ...preparers.map((preparer) => ({ value: String(preparer.id), label: preparer.name })),
            { value: UNASSIGNED, label: t("calendar.unassigned") },
          ]}
          value={who}
          onChange={(value) => setWho(value ?? EVERYONE)}
          allowDeselect={false}
          maw={320}
        />
      )}
      {schedule.status === "error" && (
        <Alert color="red" variant="light">
          {schedule.message}
        </Alert>
      )}
      {schedule.status === "loading" && (
        <Stack gap="xs" aria-busy="true">
          <Text>{t("calendar.loading")}</Text>
          <Skeleton height={480} radius="sm" />
        </Stack>
      )}
      {viewProps && lanes && (
        <ResourcesDayView
          {...viewProps}
          events={lanes.events}
          resources={lanes.lanes}
          labels={{ ...viewProps.labels, resourceSlot: viewProps.labels.timeSlot }}
          businessHours={dayHours}
          slotWidth={96}
          {...(onBookAt && { onTimeSlotClick: ({ slotStart }: { slotStart: string }) => onBookAt(slotStart) })}
          classNames={{ resourcesDayViewRowSlot: classes.slot, resourcesDayViewBackgroundEvent: classes.backgroundEvent }}
        />
      )}
      {viewProps && !lanes && (phone ? (
          <DayView {...viewProps} businessHours={dayHours} classNames={{ dayViewSlot: classes.slot, dayViewBackgroundEvent: classes.backgroundEvent }} />
        ) : (
          <WeekView
            {...viewProps}
            businessHours={businessHours}
            firstDayOfWeek={1}
            weekendDays={[]}
            withWeekNumber={false}
            classNames={{ weekViewDaySlot: classes.slot, weekViewBackgroundEvent: classes.backgroundEvent }}
          />
        ))}
    </Stack>
  );
}
