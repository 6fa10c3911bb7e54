import type HolidaysType from "date-holidays";
import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import { keptValue } from "../kept-value";
import type { AppConfig } from "../../env";
import { say } from "../../shared/i18n/server-messages";
import { describeWeeklyHours } from "../../shared/hours-text";
import type { Locale } from "../../shared/i18n/locales";
import type {
  HolidaySuggestion,
  HoursException,
  HoursView,
  hoursExceptionInput,
  TimeRange,
  updateHoursInput,
  WeeklyHours,
} from "../../shared/opening-hours.schema";
import { minuteOfDay } from "../../shared/opening-hours";
import {
  addDaysToDate,
  businessDateOf,
  rangesForDate,
  type OpeningHours,
} from "../availability/opening-hours";
import { notFound, validationError } from "../errors";
import { changedFields, type Actor, type AuditService } from "../audit/audit.service";

/**
 * The owner's opening hours (docs/decisions/0112-opening-hours-as-data.md), uncached. Until
 * the owner first saves them, the environment's defaults apply; reading never writes (it
 * runs inside other transactions' notifications, where a write would wait on their lock).
 */
export async function loadOpeningHours(db: Db, config: AppConfig): Promise<OpeningHours> {
  const { weekly: defaultWeek, horizonDays: defaultHorizon, slotMinutes, noticeMinutes } = config.openingHours;
  const [settings, exceptions] = await Promise.all([
    db.openingHoursSettings.findUnique({ where: { id: 1 } }),
    db.hoursException.findMany({ orderBy: { date: "asc" } }),
  ]);
  return {
    weekly: settings ? (JSON.parse(settings.weekly) as WeeklyHours) : defaultWeek,
    exceptions: new Map(
      exceptions.map(({ date, hours, note }) => [date, { hours: JSON.parse(hours) as TimeRange[], note }]),
    ),
    horizonDays: settings?.horizonDays ?? defaultHorizon,
    slotMinutes,
    noticeMinutes,
  };
}

/** The hours as the API and the site show them, from business-local `today` on. */
export function hoursView(hours: OpeningHours, today: string): HoursView {
  const exceptions: HoursException[] = [...hours.exceptions]
    .filter(([date]) => date >= today)
    .map(([date, exception]) => ({
      date,
      hours: [...exception.hours],
      note: exception.note,
    }));
  return {
    weekly: hours.weekly,
    exceptions,
    horizon_days: hours.horizonDays,
    slot_minutes: hours.slotMinutes,
    text: describeWeeklyHours(hours.weekly),
  };
}

let usHolidays: HolidaysType | undefined;

/**
 * US federal holidays (and their observed weekdays) from `from` through `to`, by date, named in
 * `locale` (date-holidays carries the Spanish names: "Acción de Gracias", decision 0202). The
 * holiday tables (about 20 MB once loaded) load on the first call: only the admin's hours
 * page asks, rarely.
 */
async function federalHolidays(from: string, to: string, locale: Locale): Promise<{ date: string; name: string }[]> {
  usHolidays ??= new (await import("date-holidays")).default("US");
  const calendar = usHolidays;
  const years = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  // The language is passed on every call: the one calendar is shared, and a call's language sticks to it.
  const all = [...new Set(years)].flatMap((year) => calendar.getHolidays(year, locale));
  return all
    .filter((holiday) => holiday.type === "public")
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .filter((holiday) => holiday.date >= from && holiday.date <= to);
}

/**
 * Opening hours: read by every availability check (kept in memory, replaced whole on
 * each save, so slot caches keyed by the hours object drop with it), written by admins.
 */
export function createHoursService({ db, config, now, audit }: { db: Db; config: AppConfig; now: () => Date; audit: AuditService }) {
  const current = keptValue(() => loadOpeningHours(db, config), { lifetimeMs: settingsLifetimeMs(db), now });
  const today = () => businessDateOf(now(), config.businessTimeZone);
  const get = current.get;

  /** A range shorter than one appointment would offer nothing: say so rather than save it. */
  function assertRangesHoldASlot(ranges: readonly TimeRange[]) {
    const { slotMinutes } = config.openingHours;
    for (const range of ranges) {
      if ((minuteOfDay(range.closes) as number) - (minuteOfDay(range.opens) as number) < slotMinutes) {
        throw validationError(say.hours.rangeTooShort(slotMinutes));
      }
    }
  }

  async function changed(): Promise<HoursView> {
    current.forget();
    return hoursView(await get(), today());
  }

  return {
    get,

    async view(): Promise<HoursView> {
      return hoursView(await get(), today());
    },

    /** Replaces the week, the horizon, or both. */
    async update(actor: Actor, input: z.output<typeof updateHoursInput>): Promise<HoursView> {
      if (input.weekly) Object.values(input.weekly).forEach(assertRangesHoldASlot);
      const before = await get();
      const weekly = input.weekly ?? before.weekly;
      const horizonDays = input.horizon_days ?? before.horizonDays;
      const data = { weekly: JSON.stringify(weekly), horizonDays };
      await db.$transaction(async (tx) => {
        await tx.openingHoursSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
        const changes = changedFields(
          { weekly: before.weekly, horizon_days: before.horizonDays },
          { weekly, horizon_days: horizonDays },
        );
        if (changes) await audit.record(tx, actor, { action: "hours.updated", subject: { type: "hours", id: 1 }, ...changes });
      });
      return changed();
    },

    /** Closes a date ([] hours) or gives it special hours; replaces what the date had. */
    async setException(actor: Actor, input: z.output<typeof hoursExceptionInput>): Promise<HoursView> {
      if (input.date < today()) throw validationError(say.hours.pastDate);
      assertRangesHoldASlot(input.hours);
      const data = { hours: JSON.stringify(input.hours), note: input.note };
      await db.$transaction(async (tx) => {
        const previous = await tx.hoursException.findUnique({ where: { date: input.date } });
        await tx.hoursException.upsert({
          where: { date: input.date },
          create: { date: input.date, ...data },
          update: data,
        });
        await audit.record(tx, actor, {
          action: "hours.exception_set",
          subject: { type: "hours_exception", id: input.date },
          before: previous && { hours: JSON.parse(previous.hours) as unknown, note: previous.note },
          after: { hours: input.hours, note: input.note },
          details: { date: input.date, closed: input.hours.length === 0 },
        });
      });
      return changed();
    },

    async removeException(actor: Actor, date: string): Promise<HoursView> {
      await db.$transaction(async (tx) => {
        const previous = await tx.hoursException.findUnique({ where: { date } });
        if (!previous) throw notFound(say.hours.exceptionNotFound);
        await tx.hoursException.delete({ where: { date } });
        await audit.record(tx, actor, {
          action: "hours.exception_removed",
          subject: { type: "hours_exception", id: date },
          before: { hours: JSON.parse(previous.hours) as unknown, note: previous.note },
          details: { date },
        });
      });
      return changed();
    },

    /** The coming year's US federal holidays, named in `locale`, each with whether the office is already closed then. */
    async holidays(locale: Locale = "en"): Promise<HolidaySuggestion[]> {
      const hours = await get();
      const from = today();
      return (await federalHolidays(from, addDaysToDate(from, 365), locale)).map((holiday) => ({
        ...holiday,
        closed: rangesForDate(holiday.date, hours).length === 0,
      }));
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
