import type { Engine } from "./engine";
import { Prisma } from "./generated/client";

/**
 * The writes Prisma's query API cannot make fast or at all (an insert that checks a limit in the
 * same statement, an email whose appointment id is only known inside the batch), in each engine's
 * form (docs/decisions/0207-one-way-to-the-database.md). Times are `Date` parameters: each driver
 * writes them as its engine stores times. PostgreSQL needs the casts SQLite does without: a
 * parameter in a SELECT list has no type of its own there.
 */
export type RawWrites = {
  /**
   * A client's request, inserted only while they have fewer than `maxOpen` upcoming ones: the
   * statements to run first in the booking's transaction, the last one the INSERT ... RETURNING id.
   * `preparerId` and `assignment`: who takes it and why (decision 0231), null without preparers.
   */
  appointmentRequest(v: AppointmentRequest): Prisma.Sql[];
  /**
   * The statements a booking, move or reassignment runs first in its transaction to write `hold`
   * safely: on PostgreSQL, a lock on the preparer's calendar for the rest of the transaction
   * (SQLite has one writer at a time: none needed).
   */
  preparerLock(preparerId: number | null): Prisma.Sql[];
  /** One row when another active appointment of the preparer holds time that `hold` overlaps (decision 0239); none when it is free. */
  holdTaken(hold: Hold): Prisma.Sql;
  /** One email row; with `appointmentOf`, only when that appointment was inserted at `at`, its id put into the payload. */
  emailInsert(v: EmailRow, appointmentOf?: AppointmentOf): Prisma.Sql;
  /** One webhook row per endpoint that asked for `type`; with `appointmentOf`, its id put into the body. */
  webhookInsert(v: { type: string; body: string; at: Date }, appointmentOf?: AppointmentOf): Prisma.Sql;
  /** Withdraws the waiting deliveries to a removed endpoint. */
  cancelWebhookDeliveries(endpointId: number): Prisma.Sql;
  /** Leases the oldest due, unleased row of a channel and counts the attempt; RETURNING id (no row when none). */
  claimNextOutboxRow(v: { channel: string; now: Date; leaseUntil: Date }): Prisma.Sql;
};

export type AppointmentRequest = {
  userId: number;
  service: string;
  at: Date;
  maxOpen: number;
  assignment: string | null;
  /** Its preparer, start and length: inserted only while no other appointment of theirs overlaps it. */
  hold: Hold;
};

/**
 * The time an appointment holds its preparer (decision 0239): from `start` for `slots` slots of
 * `slotMinutes`, then `bufferMinutes` kept free; `exceptId` is the appointment being moved (0: none).
 * Two holds of one preparer overlap when each starts before the other ends, each end worked out
 * from the row's own length; `longestHoldMs` bounds how far back one that still overlaps can start,
 * so the check is a range read of the index on (preparer, start).
 */
export type Hold = {
  preparerId: number | null;
  start: Date;
  slots: number;
  bufferMinutes: number;
  slotMinutes: number;
  longestHoldMs: number;
  exceptId: number;
};

const holdEnd = (hold: Hold) => new Date(hold.start.getTime() + (hold.slots * hold.slotMinutes + hold.bufferMinutes) * 60_000);
const earliestOverlapping = (hold: Hold) => new Date(hold.start.getTime() - hold.longestHoldMs);

export type EmailRow = {
  kind: string;
  payload: string;
  recipient: string;
  subject: string;
  messageId: string;
  dedupeKey: string | null;
  dueAt: Date;
  at: Date;
};

/** The appointment a booking batch has just inserted (at `at`): its id is only known inside the batch. */
export type AppointmentOf = { start: Date; userId: number };

const SQLITE_WRITES: RawWrites = {
  // One writer at a time: the count and the insert see every earlier request.
  appointmentRequest: ({ userId, service, at, maxOpen, assignment, hold }) => [
    Prisma.sql`
    INSERT INTO appointments
      (user_id, service, appointment_time, status, ics_sequence, created_at, updated_at, preparer_id, assignment, slots, buffer_minutes)
    SELECT ${userId}, ${service}, ${hold.start}, 'pending', 0, ${at}, ${at}, ${hold.preparerId}, ${assignment}, ${hold.slots}, ${hold.bufferMinutes}
    WHERE (SELECT COUNT(*) FROM appointments WHERE user_id = ${userId} AND status IN ('pending', 'confirmed')
      AND appointment_time >= ${at}) < ${maxOpen}
      AND NOT EXISTS (${SQLITE_WRITES.holdTaken(hold)})
    RETURNING id`,
  ],
  preparerLock: () => [],
  // Times are stored as text ("2026-01-05T17:00:00.000+00:00", the driver adapter's form), so the
  // other row's end is written in the same form to compare.
  holdTaken: (hold) => Prisma.sql`
    SELECT 1 AS taken FROM appointments o
    WHERE coalesce(o.preparer_id, 0) = coalesce(${hold.preparerId}, 0) AND o.status IN ('pending', 'confirmed') AND o.id <> ${hold.exceptId}
      AND o.appointment_time > ${earliestOverlapping(hold)} AND o.appointment_time < ${holdEnd(hold)}
      AND strftime('%Y-%m-%dT%H:%M:%f+00:00', o.appointment_time,
        '+' || (o.slots * ${hold.slotMinutes} + o.buffer_minutes) || ' minutes') > ${hold.start}
    LIMIT 1`,
  emailInsert: (e, appointmentOf) =>
    appointmentOf
      ? Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, dedupe_key, status, attempts, due_at, created_at, updated_at)
    SELECT 'email', ${e.kind}, json_set(${e.payload}, '$.appointment.id', appointments.id), ${e.recipient},
      ${e.subject}, ${e.messageId}, ${e.dedupeKey}, 'queued', 0, ${e.dueAt}, ${e.at}, ${e.at}
    FROM appointments
    WHERE appointments.appointment_time = ${appointmentOf.start} AND appointments.user_id = ${appointmentOf.userId}
      AND appointments.status IN ('pending', 'confirmed') AND appointments.created_at = ${e.at}`
      : Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, dedupe_key, status, attempts, due_at, created_at, updated_at)
    VALUES ('email', ${e.kind}, ${e.payload}, ${e.recipient}, ${e.subject},
      ${e.messageId}, ${e.dedupeKey}, 'queued', 0, ${e.dueAt}, ${e.at}, ${e.at})`,
  webhookInsert: ({ type, body, at }, appointmentOf) =>
    appointmentOf
      ? Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, status, attempts, due_at, created_at, updated_at)
    SELECT 'webhook', ${type}, json_object('endpoint_id', w.id, 'body', json_set(${body}, '$.data.appointment.id', a.id)),
      w.url, ${type}, 'msg_' || lower(hex(randomblob(16))), 'queued', 0, ${at}, ${at}, ${at}
    FROM webhook_endpoints w
    JOIN appointments a ON a.appointment_time = ${appointmentOf.start} AND a.user_id = ${appointmentOf.userId}
      AND a.status IN ('pending', 'confirmed') AND a.created_at = ${at}
    WHERE EXISTS (SELECT 1 FROM json_each(w.events) WHERE json_each.value = ${type})`
      : Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, status, attempts, due_at, created_at, updated_at)
    SELECT 'webhook', ${type}, json_object('endpoint_id', w.id, 'body', json(${body})), w.url, ${type},
      'msg_' || lower(hex(randomblob(16))), 'queued', 0, ${at}, ${at}, ${at}
    FROM webhook_endpoints w
    WHERE EXISTS (SELECT 1 FROM json_each(w.events) WHERE json_each.value = ${type})`,
  cancelWebhookDeliveries: (endpointId) => Prisma.sql`
    UPDATE outbox_messages SET status = 'cancelled', last_error = 'The endpoint was removed.', lease_until = NULL
    WHERE channel = 'webhook' AND status IN ('queued', 'retrying') AND json_extract(payload, '$.endpoint_id') = ${endpointId}`,
  // One writer at a time: the statement's read and write are one step.
  claimNextOutboxRow: ({ channel, now, leaseUntil }) => Prisma.sql`
    UPDATE outbox_messages SET lease_until = ${leaseUntil}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM outbox_messages
      WHERE channel = ${channel} AND status IN ('queued', 'retrying') AND due_at <= ${now}
        AND (lease_until IS NULL OR lease_until < ${now})
      ORDER BY due_at, id LIMIT 1)
    RETURNING id`,
};

/** The first key of the advisory lock a client's booking takes (the second is the client's id). */
const OPEN_REQUESTS_LOCK = 31_001;
/** The first key of the advisory lock on a preparer's calendar (the second is their id; 0 for the office's one calendar). */
const PREPARER_CALENDAR_LOCK = 31_002;

/** A random message id (`msg_` + 32 hex), as SQLite's randomblob makes it. */
const PG_WEBHOOK_ID = `'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/** A transaction-long advisory lock on (key, id). The lock function answers void, a type the driver adapter does not read: no column of it is returned. */
const pgAdvisoryLock = (key: number, id: number) =>
  Prisma.sql`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(${key}::int, ${id}::int)) AS lock`;

const POSTGRESQL_WRITES: RawWrites = {
  // Writers run side by side under READ COMMITTED: one client's requests take a lock for the rest of the
  // transaction first, so the INSERT's count (a new snapshot, taken after the lock) sees the others'.
  // The client's lock, then the preparer's (every other writer takes only the preparer's): no two wait on each other.
  appointmentRequest: ({ userId, service, at, maxOpen, assignment, hold }) => [
    pgAdvisoryLock(OPEN_REQUESTS_LOCK, userId),
    ...POSTGRESQL_WRITES.preparerLock(hold.preparerId),
    Prisma.sql`
    INSERT INTO appointments
      (user_id, service, appointment_time, status, ics_sequence, created_at, updated_at, preparer_id, assignment, slots, buffer_minutes)
    SELECT ${userId}::int, ${service}::text, ${hold.start}::timestamptz, 'pending', 0, ${at}::timestamptz, ${at}::timestamptz,
      ${hold.preparerId}::int, ${assignment}::text, ${hold.slots}::int, ${hold.bufferMinutes}::int
    WHERE (SELECT COUNT(*) FROM appointments WHERE user_id = ${userId}::int AND status IN ('pending', 'confirmed')
      AND appointment_time >= ${at}::timestamptz) < ${maxOpen}::int
      AND NOT EXISTS (${POSTGRESQL_WRITES.holdTaken(hold)})
    RETURNING id`,
  ],
  // Every write of a preparer's appointments waits here, so the check that follows (a new snapshot
  // under READ COMMITTED, taken after the lock) sees every earlier one committed.
  preparerLock: (preparerId) => [pgAdvisoryLock(PREPARER_CALENDAR_LOCK, preparerId ?? 0)],
  holdTaken: (hold) => Prisma.sql`
    SELECT 1 AS taken FROM appointments o
    WHERE coalesce(o.preparer_id, 0) = coalesce(${hold.preparerId}::int, 0) AND o.status IN ('pending', 'confirmed')
      AND o.id <> ${hold.exceptId}::int
      AND o.appointment_time > ${earliestOverlapping(hold)}::timestamptz AND o.appointment_time < ${holdEnd(hold)}::timestamptz
      AND o.appointment_time + make_interval(mins => o.slots * ${hold.slotMinutes}::int + o.buffer_minutes) > ${hold.start}::timestamptz
    LIMIT 1`,
  emailInsert: (e, appointmentOf) =>
    appointmentOf
      ? Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, dedupe_key, status, attempts, due_at, created_at, updated_at)
    SELECT 'email', ${e.kind}::text, jsonb_set(${e.payload}::jsonb, '{appointment,id}', to_jsonb(appointments.id))::text,
      ${e.recipient}::text, ${e.subject}::text, ${e.messageId}::text, ${e.dedupeKey}::text, 'queued', 0,
      ${e.dueAt}::timestamptz, ${e.at}::timestamptz, ${e.at}::timestamptz
    FROM appointments
    WHERE appointments.appointment_time = ${appointmentOf.start}::timestamptz AND appointments.user_id = ${appointmentOf.userId}::int
      AND appointments.status IN ('pending', 'confirmed') AND appointments.created_at = ${e.at}::timestamptz`
      : Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, dedupe_key, status, attempts, due_at, created_at, updated_at)
    VALUES ('email', ${e.kind}, ${e.payload}, ${e.recipient}, ${e.subject},
      ${e.messageId}, ${e.dedupeKey}, 'queued', 0, ${e.dueAt}::timestamptz, ${e.at}::timestamptz, ${e.at}::timestamptz)`,
  webhookInsert: ({ type, body, at }, appointmentOf) =>
    appointmentOf
      ? Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, status, attempts, due_at, created_at, updated_at)
    SELECT 'webhook', ${type}::text,
      jsonb_build_object('endpoint_id', w.id, 'body', jsonb_set(${body}::jsonb, '{data,appointment,id}', to_jsonb(a.id)))::text,
      w.url, ${type}::text, ${Prisma.raw(PG_WEBHOOK_ID)}, 'queued', 0, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    FROM webhook_endpoints w
    JOIN appointments a ON a.appointment_time = ${appointmentOf.start}::timestamptz AND a.user_id = ${appointmentOf.userId}::int
      AND a.status IN ('pending', 'confirmed') AND a.created_at = ${at}::timestamptz
    WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(w.events::jsonb) AS e(value) WHERE e.value = ${type}::text)`
      : Prisma.sql`
    INSERT INTO outbox_messages
      (channel, kind, payload, recipient, subject, message_id, status, attempts, due_at, created_at, updated_at)
    SELECT 'webhook', ${type}::text, jsonb_build_object('endpoint_id', w.id, 'body', ${body}::jsonb)::text, w.url, ${type}::text,
      ${Prisma.raw(PG_WEBHOOK_ID)}, 'queued', 0, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    FROM webhook_endpoints w
    WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(w.events::jsonb) AS e(value) WHERE e.value = ${type}::text)`,
  cancelWebhookDeliveries: (endpointId) => Prisma.sql`
    UPDATE outbox_messages SET status = 'cancelled', last_error = 'The endpoint was removed.', lease_until = NULL
    WHERE channel = 'webhook' AND status IN ('queued', 'retrying') AND (payload::jsonb ->> 'endpoint_id')::int = ${endpointId}::int`,
  // SKIP LOCKED: a row another instance is claiming right now is passed over, not waited for;
  // the lease condition is checked again on the locked row, so it is never taken twice.
  claimNextOutboxRow: ({ channel, now, leaseUntil }) => Prisma.sql`
    UPDATE outbox_messages SET lease_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM outbox_messages
      WHERE channel = ${channel}::text AND status IN ('queued', 'retrying') AND due_at <= ${now}::timestamptz
        AND (lease_until IS NULL OR lease_until < ${now}::timestamptz)
      ORDER BY due_at, id LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id`,
};

/** The raw writes in `engine`'s form. */
export const rawWritesFor = (engine: Engine): RawWrites => (engine === "postgresql" ? POSTGRESQL_WRITES : SQLITE_WRITES);
