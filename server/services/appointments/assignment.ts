import { fromZonedTime } from "date-fns-tz";
import { say } from "../../shared/i18n/server-messages";
import type { AvailabilityService } from "../availability/availability.service";
import { addDaysToDate, businessDateOf } from "../availability/opening-hours";
import type { ServiceDeps } from "../deps";
import { validationError, type DomainError } from "../errors";
import type { PreparersService } from "../preparers/preparers.service";
import { isUniqueViolation } from "../unique-violation";
import type { AppointmentLength } from "../availability/appointment-length";

/** An appointment's preparer as the services read them, with the address the office's emails also go to. */
export type PreparerRow = { id: number; fullName: string; email: string | null; deactivatedAt?: Date | null } | null;

/** Who takes an appointment and why (decision 0231); both null in an office without preparers. */
export type Assignment = { preparer: PreparerRow; assignment: string | null };

/** Another appointment of the preparer holds time the write wanted (decision 0239): the next candidate, or 409. */
export class HoldTaken extends Error {
  constructor() {
    super("Another appointment of the preparer holds that time.");
  }
}

/** Whether a write lost its time to another request: the unique index on (preparer, start), or an overlap the write's own check found. */
export const isSlotTaken = (error: unknown): boolean => error instanceof HoldTaken || isUniqueViolation(error);

/**
 * Who takes a new appointment (decision 0231): the ranking of "first available", and the booking
 * that tries each ranked preparer until the unique index admits one.
 */
export function createAssignment(
  { db, config, officeServices }: Pick<ServiceDeps, "db" | "config" | "officeServices">,
  availability: AvailabilityService,
  preparers: PreparersService,
  slotTaken: () => DomainError,
) {
  /** The preparer a client saw last (their latest appointment with one, not cancelled): their preparer of record. */
  async function preparerOfRecord(userId: number): Promise<number | null> {
    const row = await db.appointment.findFirst({
      where: { userId, preparerId: { not: null }, status: { not: "cancelled" } },
      orderBy: [{ appointmentTime: "desc" }, { id: "desc" }],
      select: { preparerId: true },
    });
    return row?.preparerId ?? null;
  }

  /**
   * Who may take a new appointment of `service` at `start`, best first (decisions 0231, 0237);
   * refuses the start as `assertBookable` does, and a service the office does not offer now. The preparer asked for (`chosen`, by the client or by the office: `by`),
   * alone; else every free preparer: the client's preparer of record, then the fewest appointments
   * that business day, ties to whoever was booked least recently. Each with the reason it was
   * ranked so, which the appointment keeps. A booking tries them in order: one that another request
   * took in the meantime (the unique index) hands it to the next. In an office without preparers,
   * the one calendar: [no preparer]. With them, how long the service holds its preparer (decision 0239).
   */
  async function candidatesFor(
    start: Date,
    userId: number | null,
    chosen: number | undefined,
    by: "client" | "office",
    service: string,
  ): Promise<{ candidates: Assignment[]; length: AppointmentLength }> {
    const [team, offered] = await Promise.all([preparers.team(), officeServices.offered(service, say.spec.booking.selectionRequired)]);
    return { candidates: await rank(start, userId, chosen, by, service, team, offered.preparers), length: offered.length };
  }

  async function rank(
    start: Date,
    userId: number | null,
    chosen: number | undefined,
    by: "client" | "office",
    service: string,
    team: Awaited<ReturnType<PreparersService["team"]>>,
    offering: number[] | null,
  ): Promise<Assignment[]> {
    const asked = chosen === undefined ? undefined : team.find((preparer) => preparer.id === chosen);
    if (chosen !== undefined && !asked) throw validationError(say.booking.unknownPreparer);
    if (asked && offering !== null && !offering.includes(asked.id)) throw validationError(say.booking.preparerNotOffering);
    if (asked) {
      await availability.assertBookable(start, { preparerId: asked.id, service });
      return [{ preparer: { id: asked.id, fullName: asked.name, email: asked.email }, assignment: by === "office" ? "office" : "chosen" }];
    }
    const free = await availability.assertBookable(start, { service });
    if (team.length === 0) return [{ preparer: null, assignment: null }];
    const usual = userId === null ? null : await preparerOfRecord(userId);
    const date = businessDateOf(start, config.businessTimeZone);
    const dayStart = fromZonedTime(`${date}T00:00:00`, config.businessTimeZone);
    const dayEnd = fromZonedTime(`${addDaysToDate(date, 1)}T00:00:00`, config.businessTimeZone);
    const [thatDay, booked] = await Promise.all([
      db.appointment.groupBy({
        by: ["preparerId"],
        where: { preparerId: { in: free }, status: { not: "cancelled" }, appointmentTime: { gte: dayStart, lt: dayEnd } },
        _count: { _all: true },
      }),
      // Who was booked last, by the newest appointment's id: ids follow the order of the bookings, where
      // created_at (SQLite's CURRENT_TIMESTAMP) has whole seconds and ties a busy morning's bookings.
      db.appointment.groupBy({ by: ["preparerId"], where: { preparerId: { in: free } }, _max: { id: true } }),
    ]);
    const countOf = (id: number) => thatDay.find((row) => row.preparerId === id)?._count._all ?? 0;
    const lastBookedOf = (id: number) => booked.find((row) => row.preparerId === id)?._max.id ?? 0;
    const ranked = free
      .filter((id) => id !== usual)
      .sort((a, b) => countOf(a) - countOf(b) || lastBookedOf(a) - lastBookedOf(b) || a - b);
    const rowOf = (id: number): NonNullable<PreparerRow> => {
      const member = team.find((preparer) => preparer.id === id);
      return { id, fullName: member?.name ?? "", email: member?.email ?? "" };
    };
    const assignments: Assignment[] = ranked.map((id, index) => {
      const next = ranked[index + 1];
      const reason = next === undefined || countOf(id) < countOf(next) ? (ranked.length === 1 ? "only_one_free" : "fewest_that_day") : "least_recently_booked";
      return { preparer: rowOf(id), assignment: reason };
    });
    if (usual !== null && free.includes(usual)) assignments.unshift({ preparer: rowOf(usual), assignment: "usual_preparer" });
    return assignments;
  }

  /**
   * Tries `attempt` with each candidate in turn until one is not refused because another request
   * took that preparer's time meanwhile; 409 once all are.
   */
  async function withFirstFree<T>(candidates: Assignment[], attempt: (candidate: Assignment) => Promise<T>): Promise<T> {
    for (const candidate of candidates) {
      try {
        return await attempt(candidate);
      } catch (error) {
        if (!isSlotTaken(error)) throw error;
      }
    }
    throw slotTaken();
  }

  return { candidatesFor, withFirstFree };
}
