import { z } from "zod";
import { recordIdInput } from "./appointment.schema";

/** What the admin Email page shows of each message (never its body: reset links stay private). */
export const EMAIL_STATUSES = ["queued", "retrying", "sent", "failed", "cancelled"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailLogInput = z.object({ status: z.enum(EMAIL_STATUSES).optional() });
export type EmailLogInput = z.input<typeof emailLogInput>;

export const emailIdInput = recordIdInput;

/** One message of the outbox as the admin Email page lists it (ISO 8601 instants). */
export const emailLogEntry = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** When it is (or was) next due: a reminder's send time, a retry's time. */
  due_at: z.string(),
  sent_at: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntry>;

/** How many messages the page lists, newest first. */
export const EMAIL_LOG_LIMIT = 100;
