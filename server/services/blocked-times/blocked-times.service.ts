import { fromZonedTime } from "date-fns-tz";
import type { z } from "zod";
import { API_MESSAGES } from "../../shared/api-messages";
import type { BlockedTime, createBlockedTimeInput } from "../../shared/blocked-time.schema";
import { MESSAGES } from "../../shared/messages";
import type { PublicUser } from "../../shared/user.schema";
import { ACTIVE_STATUSES } from "../availability/availability.service";
import { notFound, validationError } from "../errors";
import type { ServiceDeps } from "../services";

type BlockedTimeRow = { id: number; startTime: Date; endTime: Date; reason: string | null };

/** The one mapping from a row to the blocked period every API returns. */
export function toBlockedTimeDto(row: BlockedTimeRow): BlockedTime {
  return {
    id: row.id,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    reason: row.reason,
  };
}

/** A datetime-local value ("2026-03-02T09:00") has no offset: it means business-local wall-clock time. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * Periods when the office takes no bookings. Creating one over existing
 * appointments does not cancel them (an admin decides that per appointment);
 * the answer says how many it overlaps (docs/decisions/0015-blocked-time-overlaps.md).
 */
export function createBlockedTimesService({ db, config }: ServiceDeps) {
  const timeZone = config.businessTimeZone;
  const slotMs = config.openingHours.slotMinutes * 60_000;
  const toInstant = (value: string) => (WALL_CLOCK.test(value) ? fromZonedTime(value, timeZone) : new Date(value));

  return {
    /** Every blocked period, earliest first. */
    async list(): Promise<BlockedTime[]> {
      const rows = await db.blockedTime.findMany({ orderBy: [{ startTime: "asc" }, { id: "asc" }] });
      return rows.map(toBlockedTimeDto);
    },

    async create(
      input: z.output<typeof createBlockedTimeInput>,
      /** The admin who blocked it; null when an outside tool did, with an API key. */
      admin: PublicUser | null,
    ): Promise<{ blockedTime: BlockedTime; overlappingAppointments: number }> {
      const startTime = toInstant(input.start_time);
      const endTime = toInstant(input.end_time);
      if (endTime <= startTime) throw validationError(MESSAGES.blockedTimes.endAfterStart);
      const [row, overlappingAppointments] = await db.$transaction([
        db.blockedTime.create({ data: { startTime, endTime, reason: input.reason, createdById: admin?.id ?? null } }),
        db.appointment.count({
          where: {
            status: { in: ACTIVE_STATUSES },
            appointmentTime: { gt: new Date(startTime.getTime() - slotMs), lt: endTime },
          },
        }),
      ]);
      return { blockedTime: toBlockedTimeDto(row), overlappingAppointments };
    },

    async delete(id: number): Promise<void> {
      const { count } = await db.blockedTime.deleteMany({ where: { id } });
      if (count === 0) throw notFound(API_MESSAGES.blockedTimes.notFound);
    },
  };
}

export type BlockedTimesService = ReturnType<typeof createBlockedTimesService>;
