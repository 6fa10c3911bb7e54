import { z } from "zod";
import { recordIdInput } from "./appointment.schema";

/** What the admin Email page shows of each message (never its body: reset links stay private). */
export const EMAIL_STATUSES = ["queued", "retrying", "sent", "failed", "cancelled"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailLogInput = z.object({ status: z.enum(EMAIL_STATUSES).optional() });
export type EmailLogInput = z.input<typeof emailLogInput>;

export const emailIdInput = recordIdInput;

export type EmailLogEntry = {
  id: number;
  recipient: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  /** When it is (or was) next due: a reminder's send time, a retry's time. */
  due_at: string;
  sent_at: string | null;
};

/** How many messages the page lists, newest first. */
export const EMAIL_LOG_LIMIT = 100;
