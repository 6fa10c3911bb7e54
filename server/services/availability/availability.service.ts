import { API_MESSAGES } from "../../shared/api-messages";
import { isSupportedInstant } from "../../shared/limits";
import { conflict, validationError } from "../errors";
import type { ServiceDeps } from "../services";
import {
  businessDateOf,
  earliestBookableStart,
  slotEnd,
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
export function createAvailabilityService({ reads, config, now }: ServiceDeps) {
  const hours: OpeningHours = config.openingHours;
  const timeZone = config.businessTimeZone;
  const slotOf = (start: Date): Interval => ({ start, end: slotEnd(start, hours) });

  /** The blocked periods and held slots that touch [from, to): two indexed range reads. */
  function busyIntervals(from: Date, to: Date, ignoreAppointmentId?: number): Interval[] {
    // An appointment lasts one slot, so one that starts up to a slot before `from` still overlaps.
    const heldFrom = new Date(from.getTime() - hours.slotMinutes * MINUTE_MS);
    return [
      ...reads.blocksTouching(from, to).map((block) => ({ start: new Date(block.start_time), end: new Date(block.end_time) })),
      ...reads.heldStartsBetween(heldFrom, to, ignoreAppointmentId).map((start) => slotOf(new Date(start))),
    ];
  }

  return {
    /** The business time zone every date and time is reasoned in. */
    timeZone,

    /** Free slot starts of a business-local date (YYYY-MM-DD), ascending; [] for a past or closed day. */
    async freeSlots(date: string): Promise<Date[]> {
      const at = now();
      if (date < businessDateOf(at, timeZone)) return [];
      const earliest = earliestBookableStart(at, hours);
      const candidates = slotStartsForDate(date, hours, timeZone).filter((start) => start >= earliest);
      const first = candidates[0];
      const last = candidates[candidates.length - 1];
      if (!first || !last) return [];
      const busy = busyIntervals(first, slotEnd(last, hours));
      return candidates.filter((start) => !busy.some((interval) => overlaps(interval, slotOf(start))));
    },

    /**
     * Refuses a start that cannot be booked right now: 400 when it is not a slot of
     * the opening hours at all, 409 when it is one but too soon, blocked or held.
     * `ignoreAppointmentId` lets an appointment being moved not count against itself.
     */
    async assertBookable(start: Date, { ignoreAppointmentId }: { ignoreAppointmentId?: number } = {}): Promise<void> {
      // Far-off years are no slot the office offers, and the database could not store their ends.
      if (!isSupportedInstant(start)) throw validationError(API_MESSAGES.booking.notASlot);
      const slots = slotStartsForDate(businessDateOf(start, timeZone), hours, timeZone);
      if (!slots.some((slot) => slot.getTime() === start.getTime())) {
        throw validationError(API_MESSAGES.booking.notASlot);
      }
      const slot = slotOf(start);
      if (start < earliestBookableStart(now(), hours)) throw conflict(API_MESSAGES.booking.slotUnavailable);
      if (busyIntervals(slot.start, slot.end, ignoreAppointmentId).length > 0) {
        throw conflict(API_MESSAGES.booking.slotUnavailable);
      }
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
