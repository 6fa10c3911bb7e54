import { z } from "zod";
import { recordIdInput } from "./appointment.schema";

/** The admin's inbox of contact-form messages (/admin/messages). */
export const CONTACT_MESSAGE_STATUSES = ["unread", "read", "archived"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

const status = z.enum(CONTACT_MESSAGE_STATUSES, { error: "Status must be unread, read or archived." });

/** GET /api/contact-messages?status=...: unread when not given. */
export const contactMessagesInput = z.object({ status: status.default("unread") });
export type ContactMessagesInput = z.input<typeof contactMessagesInput>;

export const contactMessageStatusInput = z.object({ status });
export const updateContactMessageInput = recordIdInput.extend(contactMessageStatusInput.shape);

export type ContactMessageEntry = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: ContactMessageStatus;
  created_at: string;
};

/** How many messages one status lists, newest first. */
export const CONTACT_INBOX_LIMIT = 200;
