import { fromZonedTime } from "date-fns-tz";
import type { z } from "zod";
import { say } from "../../shared/i18n/server-messages";
import type { BlockedTime, createBlockedTimeInput } from "../../shared/blocked-time.schema";
import { ACTIVE_STATUSES } from "../availability/availability.service";
import { notFound, validationError } from "../errors";
import type { ServiceDeps } from "../deps";
import type { Actor } from "../audit/audit.service";
import type { PreparersService } from "../preparers/preparers.service";

/** What every read of a blocked period selects beside its own columns: whose time off it is. */
export const WITH_TIME_OFF_OF = { preparer: { select: { id: true, fullName: true } } } as const;

type BlockedTimeRow = {
  id: number;
  startTime: Date;
  endTime: Date;
  reason: string | null;
  preparer: { id: number; fullName: string } | null;
};

/** The one mapping from a row to the blocked period every API returns. */
export function toBlockedTimeDto(row: BlockedTimeRow): BlockedTime {
  return {
    id: row.id,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    reason: row.reason,
    preparer: row.preparer && { id: row.preparer.id, name: row.preparer.fullName },
  };
}

/** A datetime-local value ("2026-03-02T09:00") has no offset: it means business-local wall-clock time. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * Periods when the office, or one preparer (their time off, decision 0233), takes no bookings.
 * Creating one over existing appointments does not cancel them (an admin decides that per
 * appointment); the answer says how many it overlaps (docs/decisions/0015-blocked-time-overlaps.md),
 * counting only the preparer's own for their time off.
 */
export function createBlockedTimesService({ db, config, audit }: ServiceDeps, preparers: PreparersService) {
  const timeZone = config.businessTimeZone;
  const slotMs = config.openingHours.slotMinutes * 60_000;
  const toInstant = (value: string) => (WALL_CLOCK.test(value) ? fromZonedTime(value, timeZone) : new Date(value));

  return {
    /** Every blocked period, earliest first. */
    async list(): Promise<BlockedTime[]> {
      const rows = await db.blockedTime.findMany({ include: WITH_TIME_OFF_OF, orderBy: [{ startTime: "asc" }, { id: "asc" }] });
      return rows.map(toBlockedTimeDto);
    },

    /** Recorded as made by the admin who blocked it; by nobody when an outside tool did, with an API key. */
    async create(
      actor: Actor,
      input: z.output<typeof createBlockedTimeInput>,
    ): Promise<{ blockedTime: BlockedTime; overlappingAppointments: number }> {
      const startTime = toInstant(input.start_time);
      const endTime = toInstant(input.end_time);
      if (endTime <= startTime) throw validationError(say.spec.blockedTimes.endAfterStart);
      const preparerId = input.preparer_id ?? null;
      if (preparerId !== null && !(await preparers.ids()).includes(preparerId)) throw validationError(say.booking.unknownPreparer);
      return db.$transaction(async (tx) => {
        const row = await tx.blockedTime.create({
          data: { startTime, endTime, reason: input.reason, preparerId, createdById: actor.userId },
          include: WITH_TIME_OFF_OF,
        });
        const overlappingAppointments = await tx.appointment.count({
          where: {
            status: { in: ACTIVE_STATUSES },
            appointmentTime: { gt: new Date(startTime.getTime() - slotMs), lt: endTime },
            ...(preparerId !== null && { preparerId }),
          },
        });
        const blockedTime = toBlockedTimeDto(row);
        await audit.record(tx, actor, {
          action: "blocked_time.created",
          subject: { type: "blocked_time", id: row.id },
          after: { start_time: blockedTime.start_time, end_time: blockedTime.end_time, reason: blockedTime.reason, preparer: blockedTime.preparer?.name ?? null },
          details: { start_time: blockedTime.start_time, end_time: blockedTime.end_time, preparer: blockedTime.preparer?.name ?? null },
        });
        return { blockedTime, overlappingAppointments };
      });
    },

    async delete(actor: Actor, id: number): Promise<void> {
      await db.$transaction(async (tx) => {
        const row = await tx.blockedTime.findUnique({ where: { id }, include: WITH_TIME_OFF_OF });
        if (!row) throw notFound(say.blockedTimes.notFound);
        await tx.blockedTime.delete({ where: { id } });
        const removed = toBlockedTimeDto(row);
        await audit.record(tx, actor, {
          action: "blocked_time.deleted",
          subject: { type: "blocked_time", id },
          before: { start_time: removed.start_time, end_time: removed.end_time, reason: removed.reason, preparer: removed.preparer?.name ?? null },
          details: { start_time: removed.start_time, end_time: removed.end_time, preparer: removed.preparer?.name ?? null },
        });
      });
    },
  };
}

export type BlockedTimesService = ReturnType<typeof createBlockedTimesService>;
