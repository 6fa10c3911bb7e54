import { randomUUID } from "node:crypto";
import { engineOf, type Db } from "../db";
import type { Prisma } from "../db/generated/client";
import { rawWritesFor, type AppointmentOf } from "../db/raw-writes";
import type { EmailPayload } from "../emails/email-payloads";
import type { EmailStatus } from "../shared/email-log.schema";
import type { WebhookEvent } from "../shared/integrations.schema";
import type { WebhookData } from "../webhooks/webhook-events";

/** A Prisma client or the transaction a change runs in: the outbox row joins that transaction. */
export type DbOrTx = Db | Prisma.TransactionClient;

/** Statuses are the ones the admin's Email page shows (server/shared/email-log.schema.ts). */
const WAITING: EmailStatus[] = ["queued", "retrying"];

export type NewEmail = {
  payload: EmailPayload;
  recipient: string;
  subject: string;
  /** Not sent before this instant (a reminder); now when absent. */
  dueAt?: Date;
  /** At most one message per key ever (a reminder per appointment and time). */
  dedupeKey?: string;
};

export type OutboxRow = Awaited<ReturnType<Db["outboxMessage"]["findFirstOrThrow"]>>;

/** Message-IDs name the site, so threads and duplicates are recognisable in any inbox. */
export const newMessageId = (appUrl: string) => `<${randomUUID()}@${new URL(appUrl).hostname}>`;

/**
 * The outbox table. Writers call `enqueueEmail` inside their own transaction; the worker
 * claims due rows under a lease, so a row whose worker died is taken over once the lease
 * has run out, and finishes them. Nothing here talks to a mail server.
 */
export type OutboxChannel = "email" | "webhook";

/** `channel`: the rows a worker of this store takes (each channel has its own worker). */
export function createOutboxStore(db: Db, appUrl: string, channel: OutboxChannel = "email") {
  const writes = rawWritesFor(engineOf(db));
  return {
    /** Writes one email row in the caller's transaction. */
    async enqueueEmail(tx: DbOrTx, email: NewEmail, now: Date): Promise<void> {
      await tx.$executeRaw(emailInsertSql(email, now));
    },

    emailInsertSql,

    /**
     * Writes an event's deliveries, one row per endpoint that asked for the event, in the
     * caller's transaction: a change that commits always has its deliveries, one that rolls back
     * has none, and with no endpoints it writes nothing. One INSERT ... SELECT, so the hot paths
     * pay no extra round trip. The row's `message_id` is the `webhook-id` header (`msg_` + 32 hex),
     * kept across retries so receivers can drop repeats. With `appointmentOf`, for a booking's batch.
     */
    webhookInsertSql(type: WebhookEvent, data: WebhookData, now: Date, appointmentOf?: AppointmentOf): Prisma.Sql {
      const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
      return writes.webhookInsert({ type, body, at: now }, appointmentOf);
    },

    /** `webhookInsertSql` run in the caller's transaction. */
    async enqueueWebhookEvent(tx: DbOrTx, type: WebhookEvent, data: WebhookData, now: Date): Promise<void> {
      await tx.$executeRaw(this.webhookInsertSql(type, data, now));
    },

    /** Withdraws the waiting deliveries to an endpoint being removed, in the caller's transaction. */
    async cancelWebhookDeliveries(tx: DbOrTx, endpointId: number): Promise<void> {
      await tx.$executeRaw(writes.cancelWebhookDeliveries(endpointId));
    },

    /**
     * A message that exists once per key: created, or re-armed when an earlier one was
     * cancelled (an appointment moved away and back); one already sent is left alone.
     */
    async enqueueOnce(tx: DbOrTx, email: NewEmail & { dedupeKey: string }, now: Date): Promise<void> {
      const existing = await tx.outboxMessage.findUnique({ where: { dedupeKey: email.dedupeKey } });
      if (!existing) return this.enqueueEmail(tx, email, now);
      if (existing.status !== "cancelled") return;
      await tx.outboxMessage.update({
        where: { id: existing.id },
        data: {
          status: "queued",
          payload: JSON.stringify(email.payload),
          subject: email.subject,
          dueAt: email.dueAt ?? now,
          attempts: 0,
          lastError: null,
          leaseUntil: null,
        },
      });
    },

    /** Withdraws waiting messages whose key starts with `prefix` (an appointment's reminder). */
    async cancelWaiting(tx: DbOrTx, dedupeKeyPrefix: string, reason: string): Promise<void> {
      await tx.outboxMessage.updateMany({
        where: { dedupeKey: { startsWith: dedupeKeyPrefix }, status: { in: WAITING } },
        data: { status: "cancelled", lastError: reason },
      });
    },

    /**
     * Takes the oldest message due at `now` and not held by a live lease, for delivery until
     * `leaseUntil`, counting the attempt; null when none is waiting. One conditional UPDATE, so
     * two workers, in one instance or several, never hold the same row; on PostgreSQL the row is
     * picked with FOR UPDATE SKIP LOCKED, so instances claiming at once each take a different one
     * instead of queueing behind the first (docs/decisions/0208-workers-on-several-instances.md).
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<OutboxRow | null> {
      const [claimed] = await db.$queryRaw<{ id: number }[]>(writes.claimNextOutboxRow({ channel, now, leaseUntil }));
      return claimed ? db.outboxMessage.findUnique({ where: { id: Number(claimed.id) } }) : null;
    },

    /** `responseCode`: a webhook endpoint's HTTP answer (null when none came). */
    async markSent(row: OutboxRow, now: Date, responseCode: number | null = null): Promise<void> {
      await finish(row, { status: "sent", sentAt: now, lastError: null, responseCode });
    },

    async markRetrying(row: OutboxRow, error: string, dueAt: Date, responseCode: number | null = null): Promise<void> {
      await finish(row, { status: "retrying", lastError: error, dueAt, responseCode });
    },

    async markFailed(row: OutboxRow, error: string, responseCode: number | null = null): Promise<void> {
      await finish(row, { status: "failed", lastError: error, responseCode });
    },

    /**
     * "Send again": a finished message of this store's channel goes back in the queue, due now,
     * with a fresh set of retries and the same Message-ID / webhook-id. Whether it was finished
     * in one of `from` decides; the answer says if it was.
     */
    async requeue(id: number, from: string[], now: Date, tx: DbOrTx = db): Promise<boolean> {
      const { count } = await tx.outboxMessage.updateMany({
        where: { id, channel, status: { in: from } },
        data: { status: "queued", attempts: 0, dueAt: now, lastError: null, responseCode: null, leaseUntil: null, sentAt: null },
      });
      return count === 1;
    },

    async markCancelled(row: OutboxRow, reason: string): Promise<void> {
      await finish(row, { status: "cancelled", lastError: reason });
    },
  };

  /**
   * The INSERT of one email row as SQL, not yet run: awaited inside an interactive transaction
   * (`tx.$executeRaw(sql)`), or put in a booking's batch (`directBatch`) beside the change it
   * reports. Raw SQL, because a Prisma query-API call costs about 1.5 ms of compiling (decision
   * 0006). With `appointmentIdOf`, the email belongs to an appointment inserted earlier in the
   * same batch (at `now`): its id is filled in from that row (the partial unique index makes it
   * the only pending or confirmed one at that time), and without the row (the booking's insert
   * was refused) no email is written.
   */
  function emailInsertSql(email: NewEmail, now: Date, appointmentIdOf?: AppointmentOf): Prisma.Sql {
    const row = {
      kind: email.payload.kind,
      payload: JSON.stringify(email.payload),
      recipient: email.recipient,
      subject: email.subject,
      messageId: newMessageId(appUrl),
      dedupeKey: email.dedupeKey ?? null,
      dueAt: email.dueAt ?? now,
      at: now,
    };
    return writes.emailInsert(row, appointmentIdOf);
  }

  /** Ends a claim; only the holder of the lease may (a slow worker whose lease ran out may not). */
  async function finish(row: OutboxRow, data: Prisma.OutboxMessageUpdateManyMutationInput): Promise<void> {
    await db.outboxMessage.updateMany({ where: { id: row.id, leaseUntil: row.leaseUntil }, data: { ...data, leaseUntil: null } });
  }
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
