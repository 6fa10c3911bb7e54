import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { isSupportedInstant, LIMITS } from "./limits";
import { appointmentPreparer, recordIdInput } from "./appointment.schema";

/**
 * Accepts an ISO-8601 instant with offset, or the `YYYY-MM-DDTHH:mm` of a
 * datetime-local input (read as business-local time by the service).
 */
export const blockedTimeValue = z
  .string({ error: codes.spec.blockedTimes.startEndRequired })
  .trim()
  .min(1, codes.spec.blockedTimes.startEndRequired)
  .refine(
    (value) =>
      // The wall-clock form must also be a real date and time (no February 30 or 25:61).
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value) &&
        z.iso.datetime({ local: true }).safeParse(value).success) ||
      z.iso.datetime({ offset: true }).safeParse(value).success,
    codes.validation.isoDateTime,
  )
  .refine(
    (value) => isSupportedInstant(new Date(`${value.slice(0, 10)}T12:00:00Z`)),
    codes.validation.yearsSupported,
  );

export const createBlockedTimeInput = z.object({
  start_time: blockedTimeValue,
  end_time: blockedTimeValue,
  reason: z
    .string()
    .trim()
    .max(LIMITS.blockedReasonMaxLength, codes.validation.blockedReasonTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** One preparer's time off (decision 0233); without it, the whole office is closed then. */
  preparer_id: recordIdInput.shape.id.optional(),
});
export type CreateBlockedTimeInput = z.input<typeof createBlockedTimeInput>;

/** A period when the office takes no bookings, as every API answers it. */
export const blockedTime = z.object({
  id: z.number().int(),
  /** The start, an ISO 8601 instant (UTC). */
  start_time: z.string(),
  /** The end, an ISO 8601 instant (UTC). */
  end_time: z.string(),
  reason: z.string().nullable(),
  /** Whose time off it is; null when the whole office is closed then (decision 0233). */
  preparer: appointmentPreparer,
});
export type BlockedTime = z.infer<typeof blockedTime>;

/** POST /api/blocked-times: the created period, and how many active appointments it overlaps (left as they are). */
export const createdBlockedTime = blockedTime.extend({ overlapping_appointments: z.number().int() });
