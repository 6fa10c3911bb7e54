import type { DbOrTx } from "../outbox/outbox.store";
import { Prisma } from "../db/generated/client";
import { storedTime } from "../db/read-queries";
import type { AppointmentWithClient } from "../notifications/appointment-with-client";
import type { WebhookEvent } from "../shared/integrations.schema";

/**
 * What an event tells the endpoints (the `data` of a Standard Webhooks body). The shape is
 * documented for integrators in docs/decisions/0122-api-contract-keys-webhooks.md.
 */
export type WebhookData = Record<string, unknown>;

export const appointmentData = (row: AppointmentWithClient, status: string, extra: Record<string, unknown> = {}): WebhookData => ({
  appointment: {
    id: row.id,
    service: row.service,
    appointment_time: row.appointmentTime.toISOString(),
    status,
    client: { full_name: row.user.fullName, email: row.user.email, phone: row.user.phone },
    ...extra,
  },
});

/** The appointment a booking batch has just inserted; its id is only known inside the batch. */
export type JustInserted = { start: Date; userId: number };

/**
 * Writes an event's deliveries to the outbox, one row per endpoint that asked for the event,
 * in the caller's transaction: a change that commits always has its deliveries, one that
 * rolls back has none, and with no endpoints it writes nothing. One INSERT ... SELECT, so the
 * hot paths pay no extra round trip. The row's `message_id` is the `webhook-id` header
 * (`msg_` + 32 hex), kept across retries so receivers can drop repeats.
 */
export function webhookInsertSql(type: WebhookEvent, data: WebhookData, now: Date, justInserted?: JustInserted): Prisma.Sql {
  const at = storedTime(now);
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  if (!justInserted) {
    return Prisma.sql`
      INSERT INTO outbox_messages
        (channel, kind, payload, recipient, subject, message_id, status, attempts, due_at, created_at, updated_at)
      SELECT 'webhook', ${type}, json_object('endpoint_id', w.id, 'body', json(${body})), w.url, ${type},
        'msg_' || lower(hex(randomblob(16))), 'queued', 0, ${at}, ${at}, ${at}
      FROM webhook_endpoints w
      WHERE EXISTS (SELECT 1 FROM json_each(w.events) WHERE json_each.value = ${type})`;
  }
  return Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, status, attempts, due_at, created_at, updated_at)
    SELECT 'webhook', ${type}, json_object('endpoint_id', w.id, 'body', json_set(${body}, '$.data.appointment.id', a.id)),
      w.url, ${type}, 'msg_' || lower(hex(randomblob(16))), 'queued', 0, ${at}, ${at}, ${at}
    FROM webhook_endpoints w
    JOIN appointments a ON a.appointment_time = ${storedTime(justInserted.start)} AND a.user_id = ${justInserted.userId}
      AND a.status IN ('pending', 'confirmed') AND a.created_at = ${at}
    WHERE EXISTS (SELECT 1 FROM json_each(w.events) WHERE json_each.value = ${type})`;
}

/** `webhookInsertSql` run in the caller's transaction. */
export const webhookInsert = (client: DbOrTx, type: WebhookEvent, data: WebhookData, now: Date) =>
  client.$executeRaw(webhookInsertSql(type, data, now));
