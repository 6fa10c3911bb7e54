import { say } from "../../shared/i18n/server-messages";
import { EMAIL_LOG_LIMIT, type EmailLogEntry, type EmailLogInput, type EmailStatus } from "../../shared/email-log.schema";
import { conflict, notFound } from "../errors";
import { createOutboxStore } from "../../outbox/outbox.store";
import type { ServiceDeps } from "../deps";
import type { Actor } from "../audit/audit.service";

type OutboxEmailRow = {
  id: number;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  dueAt: Date;
  sentAt: Date | null;
};

const toEntry = (row: OutboxEmailRow): EmailLogEntry => ({
  id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status as EmailStatus,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  due_at: row.dueAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

const SELECT = {
  id: true,
  recipient: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  dueAt: true,
  sentAt: true,
} as const;

/** The admin's view of the outbox: what was sent, what waits, what failed, and a second chance. */
export function createEmailLogService({ db, config, now, audit }: ServiceDeps) {
  const emailOutbox = createOutboxStore(db, config.appUrl, "email");
  return {
    async list(input: EmailLogInput = {}): Promise<EmailLogEntry[]> {
      const rows = await db.outboxMessage.findMany({
        where: { channel: "email", ...(input.status ? { status: input.status } : {}) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: EMAIL_LOG_LIMIT,
        select: SELECT,
      });
      return rows.map(toEntry);
    },

    /** A failed message goes back in the queue, due now, with a fresh set of retries. */
    async resend(actor: Actor, id: number): Promise<EmailLogEntry> {
      return db.$transaction(async (tx) => {
        const requeued = await emailOutbox.requeue(id, ["failed"], now(), tx);
        const row = await tx.outboxMessage.findFirst({ where: { id, channel: "email" }, select: SELECT });
        if (!row) throw notFound(say.emailLog.notFound);
        if (!requeued) throw conflict(say.emailLog.onlyFailedCanBeResent);
        await audit.record(tx, actor, {
          action: "email.resent",
          subject: { type: "email", id },
          details: { recipient: row.recipient, subject: row.subject },
        });
        return toEntry(row);
      });
    },
  };
}

export type EmailLogService = ReturnType<typeof createEmailLogService>;
