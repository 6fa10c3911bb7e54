import { say } from "../../shared/i18n/server-messages";
import { isSupportedInstant } from "../../shared/limits";
import type { AvailabilityDay } from "../../shared/opening-hours.schema";
import { conflict, validationError } from "../errors";
import type { ServiceDeps } from "../deps";
import {
  addDaysToDate,
  businessDateOf,
  earliestBookableStart,
  lastBookableDate,
  slotStartsForDate,
  type OpeningHours,
} from "./opening-hours";

/** Appointments in these states hold their slot; a cancelled one frees it. */
export const ACTIVE_STATUSES = ["pending", "confirmed"];

const MINUTE_MS = 60_000;

type Interval = { start: Date; end: Date };

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * Which slots can be booked: inside opening hours, at least the notice period
 * ahead, not inside a blocked period and not held by a pending or confirmed
 * appointment. Dates are business-local calendar dates; slots are UTC instants.
 */
/** The most days one GET /api/availability/days answers for (a year and a day covers any horizon a calendar shows). */
export const MAX_AVAILABILITY_DAYS = 366;

/**
 * Which slots can be booked: inside the opening hours of the date (its exception's or
 * its weekday's), within the booking horizon, at least the notice period ahead, not
 * inside a blocked period and not held by a pending or confirmed appointment. Dates are
 * business-local calendar dates; slots are UTC instants.
 */
export function createAvailabilityService({ reads, config, now, hours: openingHours }: ServiceDeps) {
  const timeZone = config.businessTimeZone;
  const slotMs = config.openingHours.slotMinutes * MINUTE_MS;
  const slotOf = (start: Date): Interval => ({ start, end: new Date(start.getTime() + slotMs) });

  /** The blocked periods and held slots that touch [from, to): two indexed range reads. */
  async function busyIntervals(from: Date, to: Date, ignoreAppointmentId?: number): Promise<Interval[]> {
    // An appointment lasts one slot, so one that starts up to a slot before `from` still overlaps.
    const heldFrom = new Date(from.getTime() - slotMs);
    const [blocks, held] = await Promise.all([
      reads.blocksTouching(from, to),
      reads.heldStartsBetween(heldFrom, to, ignoreAppointmentId),
    ]);
    return [
      ...blocks.map((block) => ({ start: new Date(block.start_time), end: new Date(block.end_time) })),
      ...held.map((start) => slotOf(new Date(start))),
    ];
  }

  /** The bookable starts of a date before busy ones are removed: [] outside today..horizon. */
  function candidateStarts(date: string, hours: OpeningHours, at: Date): Date[] {
    const today = businessDateOf(at, timeZone);
    if (date < today || date > lastBookableDate(today, hours)) return [];
    const earliest = earliestBookableStart(at, hours);
    return slotStartsForDate(date, hours, timeZone).filter((start) => start >= earliest);
  }

  const isFree = (busy: Interval[]) => (start: Date) => !busy.some((interval) => overlaps(interval, slotOf(start)));

  /**
   * A date's free starts whatever the time of asking (before the notice and today's checks), as
   * epoch milliseconds and as the ISO instants the API answers with. The same 60 dates of the
   * booking calendar are asked for far more often than anything is booked, so each is worked out
   * once and kept until the next write (decision 0137); one cache per hours object, so a save of
   * the hours, which replaces it, can never meet an answer made with the old ones.
   */
  type FreeStarts = { ms: number[]; iso: string[] };
  const freeStartsKept = new WeakMap<OpeningHours, (date: string) => Promise<FreeStarts>>();
  function freeStartsOfDate(hours: OpeningHours, date: string): Promise<FreeStarts> {
    let kept = freeStartsKept.get(hours);
    if (!kept) {
      kept = reads.untilNextWrite(
        (day: string) => day,
        async (day: string): Promise<FreeStarts> => {
          const starts = slotStartsForDate(day, hours, timeZone);
          const first = starts[0];
          const last = starts[starts.length - 1];
          const free = first && last ? starts.filter(isFree(await busyIntervals(first, slotOf(last).end))) : [];
          return { ms: free.map((start) => start.getTime()), iso: free.map((start) => start.toISOString()) };
        },
      );
      freeStartsKept.set(hours, kept);
    }
    return kept(date);
  }

  return {
    /** The business time zone every date and time is reasoned in. */
    timeZone,

    /**
     * Free slot starts of a business-local date (YYYY-MM-DD) as ISO 8601 UTC instants, ascending;
     * [] for a past, closed or too-distant day.
     */
    async freeSlots(date: string): Promise<string[]> {
      const hours = await openingHours.get();
      const at = now();
      const today = businessDateOf(at, timeZone);
      if (date < today || date > lastBookableDate(today, hours)) return [];
      const free = await freeStartsOfDate(hours, date);
      const earliest = earliestBookableStart(at, hours).getTime();
      let first = 0;
      while (first < free.ms.length && (free.ms[first] as number) < earliest) first += 1;
      return free.iso.slice(first);
    },

    /**
     * How many slots each date from `from` through `to` has free, for calendars that mark
     * days without openings and open on the first day with some. One pair of range reads
     * serves the whole span.
     */
    async freeSlotCounts(from: string, to: string): Promise<AvailabilityDay[]> {
      if (to < from) throw validationError(say.hours.spanReversed);
      if (addDaysToDate(from, MAX_AVAILABILITY_DAYS - 1) < to) {
        throw validationError(say.hours.spanTooLong(MAX_AVAILABILITY_DAYS));
      }
      const hours = await openingHours.get();
      const at = now();
      const dates: string[] = [];
      for (let date = from; date <= to; date = addDaysToDate(date, 1)) dates.push(date);
      const candidates = dates.map((date) => candidateStarts(date, hours, at));
      const all = candidates.flat();
      const first = all[0];
      const last = all[all.length - 1];
      const free = first && last ? isFree(await busyIntervals(first, slotOf(last).end)) : () => false;
      return dates.map((date, index) => ({ date, free_slots: (candidates[index] as Date[]).filter(free).length }));
    },

    /**
     * Refuses a start that cannot be booked right now: 400 when it is not a slot of
     * the opening hours at all or lies past the booking horizon, 409 when it is one but
     * too soon, blocked or held. `ignoreAppointmentId` lets an appointment being moved
     * not count against itself.
     */
    async assertBookable(start: Date, { ignoreAppointmentId }: { ignoreAppointmentId?: number } = {}): Promise<void> {
      // Far-off years are no slot the office offers, and the database could not store their ends.
      if (!isSupportedInstant(start)) throw validationError(say.booking.notASlot);
      const hours = await openingHours.get();
      const at = now();
      const date = businessDateOf(start, timeZone);
      if (date > lastBookableDate(businessDateOf(at, timeZone), hours)) {
        throw validationError(say.booking.beyondHorizon(hours.horizonDays));
      }
      const slots = slotStartsForDate(date, hours, timeZone);
      if (!slots.some((slot) => slot.getTime() === start.getTime())) {
        throw validationError(say.booking.notASlot);
      }
      if (start < earliestBookableStart(at, hours)) throw conflict(say.booking.slotUnavailable);
      const slot = slotOf(start);
      if ((await busyIntervals(slot.start, slot.end, ignoreAppointmentId)).length > 0) {
        throw conflict(say.booking.slotUnavailable);
      }
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
