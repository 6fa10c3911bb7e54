import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { LIMITS } from "./limits";
import { isoDate } from "./appointment.schema";

/**
 * The audit trail (decision 0123): every action it records. The part before the dot is the
 * action's group (the admin page's "kind" filter); a sentence for each is in the client's
 * activity catalogues.
 */
export const AUDIT_ACTIONS = [
  "appointment.confirmed",
  "appointment.rescheduled",
  "appointment.rescheduled_by_client",
  "appointment.cancelled",
  "appointment.cancelled_by_client",
  "appointment.booked_for_client",
  "appointment.note_changed",
  "appointment.completed",
  "appointment.no_show",
  "appointment.reassigned",
  "blocked_time.created",
  "blocked_time.deleted",
  "business.updated",
  "business.photo_uploaded",
  "business.logo_uploaded",
  "hours.updated",
  "hours.exception_set",
  "hours.exception_removed",
  "hours.preparer_updated",
  "api_key.created",
  "api_key.revoked",
  "webhook.created",
  "webhook.removed",
  "webhook.delivery_resent",
  "calendar_feed.address_read",
  "calendar_feed.rotated",
  "contact_message.status_changed",
  "email.resent",
  "auth.registered",
  "auth.sign_in",
  "auth.signed_out",
  "auth.signed_out_elsewhere",
  "auth.reauthenticated",
  "auth.email_change_requested",
  "auth.email_changed",
  "auth.refresh_reused",
  "auth.sign_in_failed",
  "auth.locked_out",
  "auth.password_changed",
  "auth.password_reset",
  "auth.mfa_enabled",
  "auth.mfa_removed",
  "auth.mfa_removed_by_link",
  "auth.mfa_failed",
  "auth.recovery_code_used",
  "auth.recovery_codes_renewed",
  "auth.promoted_to_admin",
  "auth.role_changed",
  "staff.invited",
  "staff.deactivated",
  "staff.reactivated",
  "staff.profile_updated",
  "service.created",
  "service.updated",
  "service.reordered",
  "service.retired",
  "service.restored",
  "review.created",
  "review.updated",
  "review.reordered",
  "review.hidden",
  "review.shown",
  "review.deleted",
  "settings.updated",
  "site_copy.updated",
  "legal_page.updated",
  "email_text.updated",
  "service.intake_updated",
  "intake.answered",
  "intake.reviewed",
  "intake.reopened",
  "document.requested",
  "document.uploaded",
  "document.quarantined",
  "document.downloaded",
  "document.deleted",
  "document.kept",
  "document.released",
  "document.expired",
  "api_key.rejected",
  "access.refused",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_GROUPS = [
  "appointment",
  "blocked_time",
  "business",
  "hours",
  "api_key",
  "webhook",
  "calendar_feed",
  "contact_message",
  "email",
  "auth",
  "staff",
  "service",
  "review",
  "settings",
  "site_copy",
  "legal_page",
  "email_text",
  "intake",
  "document",
  "access",
] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

/** What an event is about; `subject_id` is text, since an hours exception is named by its date. */
export const AUDIT_SUBJECT_TYPES = [
  "appointment",
  "blocked_time",
  "business",
  "media",
  "hours",
  "hours_exception",
  "api_key",
  "webhook",
  "webhook_delivery",
  "contact_message",
  "email",
  "user",
  "service",
  "review",
  "settings",
  "site_copy",
  "legal_page",
  "email_text",
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** A page of the trail; the appointment dialog's history reads one page of its own events. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_ACTOR_QUERY_MAX = LIMITS.searchMaxLength;

/** GET /api/audit-events's filters: an action or a whole group, who (part of the name), what, and business-local days. */
export const auditEventsInput = z
  .object({
    action: z.enum([...AUDIT_ACTIONS, ...AUDIT_ACTION_GROUPS], { error: codes.validation.auditAction }).optional(),
    /** Part of the actor's name (a user's, an API key's, or the email a failed sign-in tried). */
    actor: z.string().trim().max(AUDIT_ACTOR_QUERY_MAX, codes.validation.searchTooLong).optional(),
    subject_type: z.enum(AUDIT_SUBJECT_TYPES, { error: codes.validation.auditSubjectType }).optional(),
    subject_id: z.string().trim().max(100, codes.validation.auditSubjectIdTooLong).optional(),
    /** First and last business-local days, both included. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce
      .number({ error: codes.validation.pageWhole })
      .int(codes.validation.pageWhole)
      .min(1, codes.validation.pageMin)
      .max(10_000, codes.validation.pageMax)
      .default(1),
  })
  .strict()
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: codes.hours.spanReversed,
    path: ["to"],
  });
export type AuditEventsInput = z.input<typeof auditEventsInput>;

/** A JSON object of facts or changed fields; its keys depend on the action. */
const facts = z.record(z.string(), z.unknown()).nullable();

/** Who acted: a person signed in, an outside tool's API key, or nobody yet (a failed sign-in). */
export const AUDIT_ACTOR_TYPES = ["user", "api_key", "anonymous"] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** One recorded event (ISO 8601 instant). */
export const auditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    user_id: z.number().int().nullable(),
    api_key_id: z.number().int().nullable(),
    /** The user's name or the key's name as they were then; for a failed sign-in, the email tried. */
    label: z.string(),
  }),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES).nullable(),
  subject_id: z.string().nullable(),
  /** The address the request came from. */
  ip: z.string().nullable(),
  /** The changed fields, before and after (never passwords, keys, secrets or tokens). */
  before: facts,
  after: facts,
  /** What the event's sentence names, e.g. an appointment's client and time. */
  details: facts,
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditEventPage = z.object({
  events: z.array(auditEvent),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AuditEventPage = z.infer<typeof auditEventPage>;
