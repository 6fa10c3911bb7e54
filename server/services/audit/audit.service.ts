import { containsText } from "../../db";
import { fromZonedTime } from "date-fns-tz";
import type { z } from "zod";
import type { Db } from "../../db";
import type { AppConfig } from "../../env";
import type { DbOrTx } from "../../outbox/outbox.store";
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEvent,
  type AuditEventPage,
  type auditEventsInput,
  type AuditSubjectType,
} from "../../shared/audit.schema";
import { addDaysToDate } from "../availability/opening-hours";
import { createMemoryThrottle } from "../rate-limit/memory-throttle";

/**
 * Who is acting, as both transports describe it (server/auth/actor.ts builds it from the
 * request): a signed-in user, an API key, or nobody yet; `label` is their name as it is now.
 */
export type Actor = {
  userId: number | null;
  apiKeyId: number | null;
  label: string;
  ip: string | null;
  /** The person's session on this device, for the changes that need a recent "confirm it's you" (decision 0176). */
  sessionId?: string | null;
};

/** Facts kept with an event: JSON-safe values only. */
export type Facts = Record<string, unknown>;

export type NewAuditEvent = {
  action: AuditAction;
  subject?: { type: AuditSubjectType; id: string | number };
  before?: Facts | null;
  after?: Facts | null;
  details?: Facts | null;
};

/**
 * Names no record may hold a value under, whatever a caller passes: the trail is read by every
 * admin and kept for years, so credentials stay out of it (also tested over a whole run).
 */
const SECRET_NAME = /pass|hash|token|secret|session|cookie|signature|^key$|api_?key$|link|prefix/i;

function withoutSecrets(facts: Facts | null | undefined): Facts | null {
  if (!facts) return null;
  const kept = Object.entries(facts).filter(([name]) => !SECRET_NAME.test(name));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** Only the fields that differ between two versions of a thing, as { before, after } (null when nothing did). */
export function changedFields(before: Facts, after: Facts): { before: Facts; after: Facts } | null {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
  if (names.length === 0) return null;
  return {
    before: Object.fromEntries(names.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(names.map((name) => [name, after[name] ?? null])),
  };
}

type AuditRow = {
  id: number;
  at: Date;
  userId: number | null;
  apiKeyId: number | null;
  actorLabel: string;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  ip: string | null;
  before: string | null;
  after: string | null;
  details: string | null;
};

const parse = (json: string | null): Facts | null => (json ? (JSON.parse(json) as Facts) : null);

const toDto = (row: AuditRow): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: {
    type: row.apiKeyId !== null ? "api_key" : row.userId !== null ? "user" : "anonymous",
    user_id: row.userId,
    api_key_id: row.apiKeyId,
    label: row.actorLabel,
  },
  // Only this service writes rows, always with one of AUDIT_ACTIONS and AUDIT_SUBJECT_TYPES.
  action: row.action as AuditAction,
  subject_type: row.subjectType as AuditSubjectType | null,
  subject_id: row.subjectId,
  ip: row.ip,
  before: parse(row.before),
  after: parse(row.after),
  details: parse(row.details),
});

/** How many refusals of one person or key an hour the trail keeps (the rest are only in the request log). */
export const REFUSALS_RECORDED_PER_HOUR = 30;

const isGroup = (action: string): boolean => (AUDIT_ACTION_GROUPS as readonly string[]).includes(action);

/**
 * The audit trail (docs/decisions/0123-audit-trail.md). Append-only: `record` inserts in the
 * caller's transaction, so a change and its record commit or fail together, and nothing here
 * (nor the database, whose triggers refuse it) updates or deletes a record.
 */
export function createAuditService({ db, config, now }: { db: Db; config: AppConfig; now: () => Date }) {
  // In this process only: it bounds the trail's volume, not a guess (decision 0215).
  const refusalsPerActor = createMemoryThrottle({ max: REFUSALS_RECORDED_PER_HOUR, windowMs: 60 * 60_000 }, now);
  return {
    /**
     * A request refused with 403 to someone identified, a person or a key (issue 29 item 16): a
     * probe for what one may do is a signal worth keeping. At most REFUSALS_RECORDED_PER_HOUR per
     * actor, so a loop of refused calls cannot fill the trail; the route, never its values.
     */
    async refused(actor: Actor, request: { method: string; path: string }): Promise<void> {
      const key = actor.apiKeyId !== null ? `key:${actor.apiKeyId}` : `user:${actor.userId}`;
      if (!refusalsPerActor.take(key)) return;
      await this.record(db, actor, { action: "access.refused", details: request });
    },

    async record(tx: DbOrTx, actor: Actor, event: NewAuditEvent): Promise<void> {
      const before = withoutSecrets(event.before);
      const after = withoutSecrets(event.after);
      const details = withoutSecrets(event.details);
      await tx.auditEvent.create({
        data: {
          at: now(),
          userId: actor.userId,
          apiKeyId: actor.apiKeyId,
          actorLabel: actor.label,
          action: event.action,
          subjectType: event.subject?.type ?? null,
          subjectId: event.subject ? String(event.subject.id) : null,
          ip: actor.ip,
          before: before && JSON.stringify(before),
          after: after && JSON.stringify(after),
          details: details && JSON.stringify(details),
        },
      });
    },

    /** Newest first, a page at a time; every filter is served by an index (the migration's). */
    async list(input: z.output<typeof auditEventsInput>): Promise<AuditEventPage> {
      const dayStart = (date: string) => fromZonedTime(`${date}T00:00:00`, config.businessTimeZone);
      const where = {
        ...(input.action && (isGroup(input.action) ? { action: { startsWith: `${input.action}.` } } : { action: input.action })),
        ...(input.actor && { actorLabel: containsText(db, input.actor) }),
        ...(input.subject_type && { subjectType: input.subject_type }),
        ...(input.subject_id && { subjectId: input.subject_id }),
        ...((input.from || input.to) && {
          at: {
            ...(input.from && { gte: dayStart(input.from) }),
            ...(input.to && { lt: dayStart(addDaysToDate(input.to, 1)) }),
          },
        }),
      };
      const [total, rows] = await db.$transaction([
        db.auditEvent.count({ where }),
        db.auditEvent.findMany({
          where,
          orderBy: [{ at: "desc" }, { id: "desc" }],
          skip: (input.page - 1) * AUDIT_PAGE_SIZE,
          take: AUDIT_PAGE_SIZE,
        }),
      ]);
      return { events: rows.map(toDto), total, page: input.page, page_size: AUDIT_PAGE_SIZE };
    },

    /**
     * One appointment's own record, newest first (its first page): what the office sees beside the
     * appointment. It needs the appointments permission, not the whole trail's (docs/permissions.md).
     */
    async appointmentHistory(appointmentId: number): Promise<AuditEventPage> {
      return this.list({ subject_type: "appointment", subject_id: String(appointmentId), page: 1 });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
