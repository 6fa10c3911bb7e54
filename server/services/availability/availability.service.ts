import { say } from "../../shared/i18n/server-messages";
import { isSupportedInstant } from "../../shared/limits";
import type { AvailabilityDay } from "../../shared/opening-hours.schema";
import { conflict, validationError } from "../errors";
import type { ServiceDeps } from "../deps";
import type { PreparersService, TeamMember } from "../preparers/preparers.service";
import {
  addDaysToDate,
  businessDateOf,
  earliestBookableStart,
  lastBookableDate,
  slotStartsForDate,
  withinWeekly,
  type OpeningHours,
} from "./opening-hours";
import { endOf, heldUntil, longestHoldMs, ONE_SLOT, type AppointmentLength } from "./appointment-length";

/** Appointments in these states hold their slot; a cancelled one frees it. */
export const ACTIVE_STATUSES = ["pending", "confirmed"];

const MINUTE_MS = 60_000;

type Interval = { start: Date; end: Date };

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * What takes time away: blocked periods (the whole office's, `preparerId` null, or one
 * preparer's time off) and the time appointments hold (their length and the buffer after,
 * decision 0239) with whose it is (null: the office's one calendar).
 */
type Busy = { blocks: { period: Interval; preparerId: number | null }[]; held: { hold: Interval; preparerId: number | null }[] };

/** Who takes appointments and when: their own weekly hours, or null for whenever the office is open. */
type Team = readonly Pick<TeamMember, "id" | "weekly">[];

/** Who offers a service (decision 0237): the ids the owner named, or null for every preparer. */
type Offering = readonly number[] | null;

/** What a booking asks of the time: who may take it, and for how long (decision 0239). */
type Wanted = { offering: Offering; length: AppointmentLength };

const ANYONE_ONE_SLOT: Wanted = { offering: null, length: ONE_SLOT };

/**
 * Who can take an appointment (decisions 0231, 0233, 0237, 0239). `appointment` is its own time,
 * which must be clear of blocked periods and inside a preparer's hours; `hold` adds the buffer
 * after it, which must not overlap what another appointment of theirs holds. `open`: someone can;
 * `free`: the preparers who can, of those who offer the service. In an office without preparers
 * (`team` empty) there is one calendar: open while nothing is held, whatever the service. With
 * preparers, an appointment without one (booked before the first preparer came) still needs
 * someone, so it takes one of the free preparers' places.
 */
function whoIsFree(
  appointment: Interval,
  hold: Interval,
  busy: Busy,
  team: Team,
  timeZone: string,
  offering: Offering = null,
): { open: boolean; free: number[] } {
  const blocks = busy.blocks.filter((block) => overlaps(block.period, appointment));
  if (blocks.some((block) => block.preparerId === null)) return { open: false, free: [] };
  const held = busy.held.filter((entry) => overlaps(entry.hold, hold));
  if (team.length === 0) return { open: held.length === 0, free: [] };
  const unavailable = new Set([...blocks, ...held].map((entry) => entry.preparerId));
  const unassigned = held.filter((entry) => entry.preparerId === null).length;
  const free = team
    .filter(
      (member) =>
        !unavailable.has(member.id) && (!member.weekly || withinWeekly(appointment.start, appointment.end, member.weekly, timeZone)),
    )
    .map((member) => member.id);
  const offered = offering === null ? free : free.filter((id) => offering.includes(id));
  return { open: free.length > unassigned && offered.length > 0, free: offered };
}

/** The most days one GET /api/availability/days answers for (a year and a day covers any horizon a calendar shows). */
export const MAX_AVAILABILITY_DAYS = 366;

/**
 * Which slots can be booked: inside the opening hours of the date (its exception's or
 * its weekday's), within the booking horizon, at least the notice period ahead, not
 * inside a blocked period and not held by a pending or confirmed appointment. Dates are
 * business-local calendar dates; slots are UTC instants.
 */
export function createAvailabilityService({ reads, config, now, hours: openingHours, officeServices }: ServiceDeps, preparers: PreparersService) {
  const timeZone = config.businessTimeZone;
  const { slotMinutes } = config.openingHours;
  const slotMs = slotMinutes * MINUTE_MS;
  const appointmentAt = (start: Date, length: AppointmentLength): Interval => ({ start, end: endOf(start, length, slotMinutes) });
  const holdAt = (start: Date, length: AppointmentLength): Interval => ({ start, end: heldUntil(start, length, slotMinutes) });

  /** The blocked periods and held time that touch [from, to): two indexed range reads. */
  async function busyIn(from: Date, to: Date, ignoreAppointmentId?: number): Promise<Busy> {
    // One that starts up to the longest hold before `from` may still overlap it.
    const heldFrom = new Date(from.getTime() - longestHoldMs(slotMinutes));
    const [blocks, held] = await Promise.all([
      reads.blocksTouching(from, to),
      reads.heldStartsBetween(heldFrom, to, ignoreAppointmentId),
    ]);
    return {
      blocks: blocks.map((block) => ({
        period: { start: new Date(block.start_time), end: new Date(block.end_time) },
        preparerId: block.preparer_id,
      })),
      held: held.map((row) => ({
        hold: holdAt(new Date(row.appointment_time), { slots: row.slots, bufferMinutes: row.buffer_minutes }),
        preparerId: row.preparer_id,
      })),
    };
  }

  /**
   * The starts of a date where an appointment of `slots` fits: that many slots in a row, all
   * inside the opening hours (a two-slot service does not start in the last slot before closing).
   */
  function startsFitting(date: string, hours: OpeningHours, slots: number): Date[] {
    const starts = slotStartsForDate(date, hours, timeZone);
    if (slots === 1) return starts;
    const open = new Set(starts.map((start) => start.getTime()));
    return starts.filter((start) => {
      for (let slot = 1; slot < slots; slot += 1) if (!open.has(start.getTime() + slot * slotMs)) return false;
      return true;
    });
  }

  /** The bookable starts of a date before busy ones are removed: [] outside today..horizon. */
  function candidateStarts(date: string, hours: OpeningHours, at: Date, slots: number): Date[] {
    const today = businessDateOf(at, timeZone);
    if (date < today || date > lastBookableDate(today, hours)) return [];
    const earliest = earliestBookableStart(at, hours);
    return startsFitting(date, hours, slots).filter((start) => start >= earliest);
  }

  /** Whether a start can be booked, with anyone (`who` undefined) or with one preparer, as `wanted` asks. */
  const isFree = (busy: Busy, team: Team, who: number | undefined, { offering, length }: Wanted) => (start: Date) => {
    const { open, free } = whoIsFree(appointmentAt(start, length), holdAt(start, length), busy, team, timeZone, offering);
    return open && (who === undefined || free.includes(who));
  };

  /**
   * Who offers `service` and for how long it holds them (400 for one the office does not offer
   * now); without a service, anyone for one slot, as the spec's path always answered.
   */
  async function wantedFor(service?: string): Promise<Wanted> {
    if (service === undefined) return ANYONE_ONE_SLOT;
    const offered = await officeServices.offered(service);
    return { offering: offered.preparers, length: offered.length };
  }

  /**
   * A date's free starts whatever the time of asking (before the notice and today's checks), as
   * epoch milliseconds and as the ISO instants the API answers with. The same 60 dates of the
   * booking calendar are asked for far more often than anything is booked, so each is worked out
   * once and kept until the next write (decision 0137); one cache per hours object, so a save of
   * the hours, which replaces it, can never meet an answer made with the old ones. `who`: one
   * preparer's free starts; undefined, anyone's. `service`: of those who offer it.
   */
  type FreeStarts = { ms: number[]; iso: string[] };
  const freeStartsKept = new WeakMap<OpeningHours, (date: string, who?: number, service?: string) => Promise<FreeStarts>>();
  function freeStartsOfDate(hours: OpeningHours, date: string, who?: number, service?: string): Promise<FreeStarts> {
    let kept = freeStartsKept.get(hours);
    if (!kept) {
      kept = reads.untilNextWrite(
        (day: string, preparer?: number, offered?: string) => `${day} ${preparer ?? ""} ${offered ?? ""}`,
        async (day: string, preparer?: number, offered?: string): Promise<FreeStarts> => {
          const wanted = await wantedFor(offered);
          const starts = startsFitting(day, hours, wanted.length.slots);
          const first = starts[0];
          const last = starts[starts.length - 1];
          if (!first || !last) return { ms: [], iso: [] };
          const [busy, team] = await Promise.all([busyIn(first, holdAt(last, wanted.length).end), preparers.team()]);
          const free = starts.filter(isFree(busy, team, preparer, wanted));
          return { ms: free.map((start) => start.getTime()), iso: free.map((start) => start.toISOString()) };
        },
      );
      freeStartsKept.set(hours, kept);
    }
    return kept(date, who, service);
  }

  /** 400 for a preparer_id that names nobody who takes appointments. */
  async function assertPreparer(preparerId: number | undefined): Promise<void> {
    if (preparerId !== undefined && !(await preparers.ids()).includes(preparerId)) throw validationError(say.booking.unknownPreparer);
  }

  return {
    /** The business time zone every date and time is reasoned in. */
    timeZone,

    /**
     * Free slot starts of a business-local date (YYYY-MM-DD) as ISO 8601 UTC instants, ascending;
     * [] for a past, closed or too-distant day. With `preparerId`, that preparer's; else anyone's
     * (the union over the preparers, decision 0231). With `service`, of those who offer it (decision
     * 0237; 400 for a service the office does not offer now).
     */
    async freeSlots(date: string, preparerId?: number, service?: string): Promise<string[]> {
      await Promise.all([assertPreparer(preparerId), wantedFor(service)]);
      const hours = await openingHours.get();
      const at = now();
      const today = businessDateOf(at, timeZone);
      if (date < today || date > lastBookableDate(today, hours)) return [];
      const free = await freeStartsOfDate(hours, date, preparerId, service);
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
    async freeSlotCounts(from: string, to: string, preparerId?: number, service?: string): Promise<AvailabilityDay[]> {
      if (to < from) throw validationError(say.hours.spanReversed);
      if (addDaysToDate(from, MAX_AVAILABILITY_DAYS - 1) < to) {
        throw validationError(say.hours.spanTooLong(MAX_AVAILABILITY_DAYS));
      }
      const [, wanted] = await Promise.all([assertPreparer(preparerId), wantedFor(service)]);
      const hours = await openingHours.get();
      const at = now();
      const dates: string[] = [];
      for (let date = from; date <= to; date = addDaysToDate(date, 1)) dates.push(date);
      const candidates = dates.map((date) => candidateStarts(date, hours, at, wanted.length.slots));
      const all = candidates.flat();
      const first = all[0];
      const last = all[all.length - 1];
      const free =
        first && last ? isFree(await busyIn(first, holdAt(last, wanted.length).end), await preparers.team(), preparerId, wanted) : () => false;
      return dates.map((date, index) => ({ date, free_slots: (candidates[index] as Date[]).filter(free).length }));
    },

    /**
     * Refuses a start that cannot be booked right now: 400 when it is not a slot of
     * the opening hours at all or lies past the booking horizon, 409 when it is one but
     * too soon, blocked or held (or, with `preparerId`, that preparer is busy).
     * `ignoreAppointmentId` lets an appointment being moved not count against itself. With
     * `service`, only who offers it counts, for as long as it lasts; a move gives none but the
     * appointment's own `length` (it keeps its preparer and how long it was booked for).
     * Answers the preparers free then, for the assignment ([] in an office without preparers).
     */
    async assertBookable(
      start: Date,
      {
        ignoreAppointmentId,
        preparerId,
        service,
        length,
      }: { ignoreAppointmentId?: number; preparerId?: number; service?: string; length?: AppointmentLength } = {},
    ): Promise<number[]> {
      // Far-off years are no slot the office offers, and the database could not store their ends.
      if (!isSupportedInstant(start)) throw validationError(say.booking.notASlot);
      const hours = await openingHours.get();
      const at = now();
      const date = businessDateOf(start, timeZone);
      if (date > lastBookableDate(businessDateOf(at, timeZone), hours)) {
        throw validationError(say.booking.beyondHorizon(hours.horizonDays));
      }
      if (!slotStartsForDate(date, hours, timeZone).some((slot) => slot.getTime() === start.getTime())) {
        throw validationError(say.booking.notASlot);
      }
      if (start < earliestBookableStart(at, hours)) throw conflict(say.booking.slotUnavailable);
      const wanted = service === undefined ? { ...ANYONE_ONE_SLOT, length: length ?? ONE_SLOT } : await wantedFor(service);
      // A slot of the hours where the service does not fit before closing (or a break) is taken for it.
      if (!startsFitting(date, hours, wanted.length.slots).some((slot) => slot.getTime() === start.getTime())) {
        throw conflict(say.booking.slotUnavailable);
      }
      const appointment = appointmentAt(start, wanted.length);
      const hold = holdAt(start, wanted.length);
      const [busy, team] = await Promise.all([busyIn(start, hold.end, ignoreAppointmentId), preparers.team()]);
      const { open, free } = whoIsFree(appointment, hold, busy, team, timeZone, wanted.offering);
      if (!open) throw conflict(say.booking.slotUnavailable);
      if (preparerId !== undefined && !free.includes(preparerId)) throw conflict(say.booking.preparerBusy);
      return free;
    },

    /**
     * 409 when a preparer is away during an appointment at `start` of `length`: on their own time
     * off or outside their own hours (decision 0233). For the office's reassignment of a booked
     * appointment, whose time the office already gave: whether another appointment of theirs holds
     * it is the database's to say (raw-writes.ts), and a period the whole office blocked later
     * does not stop the office moving it between preparers.
     */
    async assertWorking(start: Date, preparerId: number, length: AppointmentLength): Promise<void> {
      const appointment = appointmentAt(start, length);
      const [busy, team] = await Promise.all([busyIn(appointment.start, appointment.end), preparers.team()]);
      const ownTimeOff = { blocks: busy.blocks.filter((block) => block.preparerId !== null), held: [] };
      if (!whoIsFree(appointment, appointment, ownTimeOff, team, timeZone).free.includes(preparerId)) throw conflict(say.booking.preparerBusy);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
