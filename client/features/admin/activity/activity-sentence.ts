import type { AuditEvent } from "#server/shared/audit.schema.ts";
import { formatDateKey, formatDateTime, formatRange, type DateKey } from "#client/lib/business-time.ts";
import type { ActivityKey, ActivityT } from "./activity-messages";

const text = (facts: AuditEvent["details"], name: string): string => {
  const value = facts?.[name];
  return typeof value === "string" ? value : "";
};

/** The staff role a role change gave, as its sentence's key (anything unknown reads as the owner's, as before). */
const roleKey = (role: string) => (role === "front_desk" || role === "preparer" ? role : "admin");

/** Who acted, as the sentence names them: a person's name, "API key “Sync”", or "Someone". */
export function actorName(event: AuditEvent, t: ActivityT): string {
  if (event.actor.type === "api_key") return t("actor.apiKey", { name: event.actor.label });
  return event.actor.label || t("actor.unknown");
}

/**
 * One recorded event as a sentence in the page's language, e.g. "Maria Lopez confirmed the
 * appointment of Carla Client on Tue, Mar 3, 2026, 9:00 AM." Times are the business's.
 */
export function eventSentence(event: AuditEvent, t: ActivityT, timeZone: string): string {
  const { details, before, after } = event;
  const actor = actorName(event, t);
  const at = (value: string) => (value ? formatDateTime(value, timeZone) : "");
  const day = (value: string) => (value ? formatDateKey(value as DateKey) : "");
  const appointment = { actor, client: text(details, "client"), when: at(text(details, "appointment_time")) };
  switch (event.action) {
    case "appointment.rescheduled":
    case "appointment.rescheduled_by_client":
      return t(`event.${event.action}`, {
        ...appointment,
        from: at(text(before, "appointment_time")),
        to: at(text(after, "appointment_time")),
      });
    case "appointment.reassigned":
      return t("event.appointment.reassigned", {
        ...appointment,
        from: text(before, "preparer") || t("preparer.none"),
        to: text(after, "preparer"),
      });
    case "appointment.confirmed":
    case "appointment.cancelled":
    case "appointment.cancelled_by_client":
    case "appointment.booked_for_client":
    case "appointment.note_changed":
    case "appointment.completed":
    case "appointment.no_show":
      return t(`event.${event.action}`, appointment);
    case "blocked_time.created":
    case "blocked_time.deleted": {
      const range = formatRange(text(details, "start_time"), text(details, "end_time"), timeZone);
      const preparer = text(details, "preparer");
      return preparer ? t(`event.${event.action}.timeOff`, { actor, preparer, range }) : t(`event.${event.action}`, { actor, range });
    }
    case "hours.preparer_updated":
      return t("event.hours.preparer_updated", { actor, preparer: text(details, "preparer") });
    case "hours.exception_set":
      return t(details?.closed === true ? "event.hours.exception_set.closed" : "event.hours.exception_set.special", {
        actor,
        date: day(text(details, "date")),
      });
    case "hours.exception_removed":
      return t("event.hours.exception_removed", { actor, date: day(text(details, "date")) });
    case "contact_message.status_changed": {
      const status = text(after, "status");
      const key = `event.contact_message.status_changed.${status === "read" || status === "archived" ? status : "unread"}` as const;
      return t(key, { actor, name: text(details, "name") });
    }
    case "auth.mfa_enabled":
    case "auth.mfa_removed":
      return t(`event.${event.action}.${text(details, "method") === "passkey" ? "passkey" : "totp"}`, { actor });
    case "auth.recovery_code_used":
      return t("event.auth.recovery_code_used", { actor, left: String(details?.left ?? "") });
    case "auth.signed_out_elsewhere":
      return t("event.auth.signed_out_elsewhere", { actor, count: String(details?.count ?? "") });
    case "access.refused":
      return t("event.access.refused", { actor, request: `${text(details, "method")} ${text(details, "path")}` });
    case "auth.promoted_to_admin":
      return t("event.auth.promoted_to_admin", { actor, email: text(details, "email") });
    case "auth.role_changed":
      return t(`event.auth.role_changed.${roleKey(text(details, "role"))}`, { actor, email: text(details, "email") });
    case "staff.invited":
    case "staff.deactivated":
    case "staff.reactivated":
      return t(`event.${event.action}`, { actor, name: text(details, "name"), email: text(details, "email") });
    case "staff.profile_updated":
      return t("event.staff.profile_updated", { actor, name: text(details, "name") });
    case "intake.answered":
    case "intake.reviewed":
    case "intake.reopened":
    case "document.uploaded":
    case "document.downloaded":
    case "document.deleted":
    case "document.kept":
    case "document.released":
    case "document.expired":
    case "document.quarantined":
    case "document.requested":
      return t(`event.${event.action}`, { actor, appointment: event.subject_id ?? "", label: text(details, "label"), found: text(details, "found") });
    case "service.created":
    case "service.updated":
    case "service.intake_updated":
    case "service.retired":
    case "service.restored":
      return t(`event.${event.action}`, { actor, service: text(details, "service") });
    case "review.created":
    case "review.updated":
    case "review.hidden":
    case "review.shown":
    case "review.deleted":
      return t(`event.${event.action}`, { actor, review: text(details, "review") });
    case "email_text.updated":
      return t("event.email_text.updated", { actor, email: event.subject_id ?? "" });
    case "legal_page.updated":
      return t(event.subject_id === "terms" ? "event.legal_page.updated.terms" : "event.legal_page.updated.privacy", { actor });
    case "auth.sign_in_failed":
    case "auth.locked_out":
      return t(`event.${event.action}`, { email: text(details, "email") || event.actor.label });
    default:
      return t(`event.${event.action}` satisfies ActivityKey, {
        actor,
        name: text(details, "name"),
        url: text(details, "url"),
        subject: text(details, "subject"),
        recipient: text(details, "recipient"),
      });
  }
}
