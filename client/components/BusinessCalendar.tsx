import "@mantine/dates/styles.layer.css";
import { DatePicker } from "@mantine/dates";
import { formatDateKey, weekdayOf, type DateKey } from "../lib/business-time";
import { useLocale } from "../lib/i18n";
import { useCommonT } from "./common-messages";
import classes from "./BusinessCalendar.module.css";

/** What a calendar knows of the days it offers: the horizon's last day and each day's free slots once loaded. */
export type CalendarDays = { lastDate: DateKey; freeSlots: ReadonlyMap<DateKey, number> | null };

type BusinessCalendarProps = {
  /** The chosen business-local date, `YYYY-MM-DD`. */
  value: DateKey | null;
  onChange: (date: DateKey) => void;
  /** Business-local today: no earlier day can be picked (docs/product.md §5). */
  today: DateKey;
  /** The reschedule calendar also greys out Sundays (docs/product.md §9). */
  disableSundays?: boolean;
  /** The booking horizon's last day: no later day can be picked. */
  lastDate?: DateKey;
  /** Free slots per day, once known: a day with none is greyed out and says so. */
  freeSlots?: ReadonlyMap<DateKey, number>;
  /** The admin's calendar looks back too: days before today can be picked. */
  allowPast?: boolean;
};

const SUNDAY = 0;

/**
 * A month calendar whose dates are business-local date keys. The week starts
 * on Sunday, and every day's accessible name is the full date, so screen
 * readers (and tests) hear "Monday, March 2, 2026" rather than "2"; a day without
 * openings adds ", no openings".
 */
export function BusinessCalendar({
  value,
  onChange,
  today,
  disableSundays = false,
  lastDate,
  freeSlots,
  allowPast = false,
}: BusinessCalendarProps) {
  const t = useCommonT();
  const locale = useLocale();
  const hasNoOpenings = (date: DateKey) => freeSlots?.get(date) === 0;
  return (
    <DatePicker
      locale={locale}
      value={value}
      onChange={(date) => {
        if (date) onChange(date);
      }}
      defaultDate={value ?? today}
      minDate={allowPast ? undefined : today}
      maxDate={lastDate}
      firstDayOfWeek={SUNDAY}
      // Mantine paints weekends red, weekday names and other months' days grey: all
      // below WCAG AA contrast. Weekends are ordinary working days here anyway.
      weekendDays={[]}
      hideOutsideDates
      classNames={{ weekday: classes.weekday }}
      excludeDate={(date) => (disableSundays && weekdayOf(date) === SUNDAY) || hasNoOpenings(date)}
      getDayAriaLabel={(date) => (hasNoOpenings(date) ? t("calendar.noOpenings", { date: formatDateKey(date) }) : formatDateKey(date))}
      getDayProps={(date) => ({ "aria-pressed": date === value })}
      ariaLabels={{
        previousMonth: t("calendar.previousMonth"),
        nextMonth: t("calendar.nextMonth"),
        monthLevelControl: t("calendar.chooseMonth"),
        yearLevelControl: t("calendar.chooseYear"),
        previousYear: t("calendar.previousYear"),
        nextYear: t("calendar.nextYear"),
        previousDecade: t("calendar.previousDecade"),
        nextDecade: t("calendar.nextDecade"),
      }}
    />
  );
}
