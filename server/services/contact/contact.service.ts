import type { z } from "zod";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { contactInput } from "../../shared/contact.schema";
import {
  CONTACT_INBOX_LIMIT,
  type ContactMessageEntry,
  type ContactMessageStatus,
} from "../../shared/contact-inbox.schema";
import type { RequestOrigin } from "../auth/auth.service";
import { notFound, rateLimited } from "../errors";
import { createFixedWindowLimiter, reserveAttempt } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../deps";
import type { Actor } from "../audit/audit.service";

/**
 * Messages from the contact form: stored, with the office's email in the same transaction,
 * before the visitor is told they were sent, so none is lost.
 */
export function createContactService({ db, config, now, notifications, audit }: ServiceDeps) {
  const perAddress = createFixedWindowLimiter({ db, now }, "contact.address", config.rateLimits.contactMessages);

  return {
    async send(input: z.output<typeof contactInput>, origin: RequestOrigin): Promise<{ message: ServerMessage }> {
      const wait = await reserveAttempt([[perAddress, origin.ip]]);
      if (wait > 0) throw rateLimited(say.contact.tooMany, wait);
      await db.$transaction(async (tx) => {
        const stored = await tx.contactMessage.create({
          data: { name: input.name, email: input.email, phone: input.phone, message: input.message },
        });
        await notifications.contactReceived(tx, {
          name: stored.name,
          email: stored.email,
          phone: stored.phone,
          message: stored.message,
          receivedAt: stored.createdAt.toISOString(),
        });
      });
      return { message: say.spec.contact.sent };
    },

    /** The admin's inbox: one status, newest first. */
    async list(status: ContactMessageStatus): Promise<ContactMessageEntry[]> {
      const rows = await db.contactMessage.findMany({
        where: { status },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: CONTACT_INBOX_LIMIT,
      });
      return rows.map(toEntry);
    },

    /** Marks a message read, unread or archived (and back). */
    async setStatus(actor: Actor, id: number, status: ContactMessageStatus): Promise<ContactMessageEntry> {
      return db.$transaction(async (tx) => {
        const before = await tx.contactMessage.findUnique({ where: { id }, select: { status: true } });
        if (!before) throw notFound(say.contact.notFound);
        const row = await tx.contactMessage.update({ where: { id }, data: { status } });
        if (before.status !== status) {
          await audit.record(tx, actor, {
            action: "contact_message.status_changed",
            subject: { type: "contact_message", id },
            before: { status: before.status },
            after: { status },
            details: { name: row.name },
          });
        }
        return toEntry(row);
      });
    },

    /** For the badge beside the admin menu's "Messages". */
    async unreadCount(): Promise<{ unread: number }> {
      return { unread: await db.contactMessage.count({ where: { status: "unread" } }) };
    },
  };
}

type ContactMessageRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: string;
  createdAt: Date;
};

const toEntry = (row: ContactMessageRow): ContactMessageEntry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  // Only this service writes statuses, always one of CONTACT_MESSAGE_STATUSES.
  status: row.status as ContactMessageStatus,
  created_at: row.createdAt.toISOString(),
});

export type ContactService = ReturnType<typeof createContactService>;
