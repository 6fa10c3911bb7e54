import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { recordIdInput } from "./appointment.schema";

/** The admin's inbox of contact-form messages (/admin/messages). */
export const CONTACT_MESSAGE_STATUSES = ["unread", "read", "archived"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

const status = z.enum(CONTACT_MESSAGE_STATUSES, { error: codes.validation.contactStatus });

/** GET /api/contact-messages?status=...: unread when not given. */
export const contactMessagesInput = z.object({ status: status.default("unread") });
export type ContactMessagesInput = z.input<typeof contactMessagesInput>;

export const contactMessageStatusInput = z.object({ status });
export const updateContactMessageInput = recordIdInput.extend(contactMessageStatusInput.shape);

/** A message in the admin's inbox (GET /api/contact-messages, PUT /api/contact-messages/{id}). */
export const contactMessageEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  /** When it was sent, an ISO 8601 instant. */
  created_at: z.string(),
});
export type ContactMessageEntry = z.infer<typeof contactMessageEntry>;

/** How many messages one status lists, newest first. */
export const CONTACT_INBOX_LIMIT = 200;
