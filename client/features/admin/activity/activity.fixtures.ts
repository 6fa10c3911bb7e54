import type { AuditEvent, AuditEventPage } from "#server/shared/audit.schema.ts";
import { STORY_CONFIRMED } from "../common/admin.fixtures";

const MARIA = { type: "user", user_id: 1, api_key_id: null, label: "Maria Lopez" } as const;
const OFFICE_IP = "198.51.100.7";

let nextId = 100;
const event = (fields: Partial<AuditEvent> & Pick<AuditEvent, "action" | "at">): AuditEvent => ({
  id: nextId--,
  actor: MARIA,
  subject_type: null,
  subject_id: null,
  ip: OFFICE_IP,
  before: null,
  after: null,
  details: null,
  ...fields,
});

const robert = { client: "Robert Chen", service: "Business Tax Services" };

/** Robert Chen's appointment (STORY_CONFIRMED): confirmed, moved, then noted; newest first. */
export const STORY_APPOINTMENT_HISTORY: AuditEvent[] = [
  event({
    action: "appointment.note_changed",
    at: "2026-03-02T18:40:00.000Z",
    subject_type: "appointment",
    subject_id: String(STORY_CONFIRMED.id),
    before: { note: null },
    after: { note: STORY_CONFIRMED.note },
    details: { ...robert, appointment_time: STORY_CONFIRMED.appointment_time },
  }),
  event({
    action: "appointment.rescheduled",
    at: "2026-03-02T18:35:00.000Z",
    subject_type: "appointment",
    subject_id: String(STORY_CONFIRMED.id),
    before: { appointment_time: "2026-03-05T17:00:00.000Z" },
    after: { appointment_time: STORY_CONFIRMED.appointment_time },
    details: { ...robert, appointment_time: STORY_CONFIRMED.appointment_time },
  }),
  event({
    action: "appointment.confirmed",
    at: "2026-03-02T17:05:00.000Z",
    subject_type: "appointment",
    subject_id: String(STORY_CONFIRMED.id),
    before: { status: "pending" },
    after: { status: "confirmed" },
    details: { ...robert, appointment_time: "2026-03-05T17:00:00.000Z" },
  }),
];

/** A morning at the office: appointments, a tool's API key, sign-ins (one failing into a lock-out), the inbox. */
export const STORY_ACTIVITY: AuditEvent[] = [
  event({
    action: "hours.updated",
    at: "2026-03-02T19:10:00.000Z",
    actor: { type: "api_key", user_id: null, api_key_id: 3, label: "Bookkeeping sync" },
    ip: "203.0.113.50",
    subject_type: "hours",
    subject_id: "1",
    before: { horizon_days: 30 },
    after: { horizon_days: 60 },
  }),
  ...STORY_APPOINTMENT_HISTORY.slice(0, 2),
  event({
    action: "blocked_time.created",
    at: "2026-03-02T18:20:00.000Z",
    subject_type: "blocked_time",
    subject_id: "4",
    after: { start_time: "2026-03-06T17:00:00.000Z", end_time: "2026-03-06T21:00:00.000Z", reason: "Training" },
    details: { start_time: "2026-03-06T17:00:00.000Z", end_time: "2026-03-06T21:00:00.000Z" },
  }),
  event({
    action: "contact_message.status_changed",
    at: "2026-03-02T18:00:00.000Z",
    subject_type: "contact_message",
    subject_id: "7",
    before: { status: "read" },
    after: { status: "archived" },
    details: { name: "Sam Lee" },
  }),
  STORY_APPOINTMENT_HISTORY[2] as AuditEvent,
  event({ action: "auth.sign_in", at: "2026-03-02T17:00:00.000Z", subject_type: "user", subject_id: "1" }),
  event({
    action: "auth.locked_out",
    at: "2026-03-02T16:12:00.000Z",
    actor: { type: "anonymous", user_id: null, api_key_id: null, label: "maria@valleytaxpros.example" },
    ip: "203.0.113.66",
    subject_type: "user",
    subject_id: "1",
    details: { email: "maria@valleytaxpros.example" },
  }),
  event({
    action: "auth.sign_in_failed",
    at: "2026-03-02T16:11:00.000Z",
    actor: { type: "anonymous", user_id: null, api_key_id: null, label: "maria@valleytaxpros.example" },
    ip: "203.0.113.66",
    subject_type: "user",
    subject_id: "1",
    details: { email: "maria@valleytaxpros.example" },
  }),
];

export const STORY_ACTIVITY_PAGE: AuditEventPage = { events: STORY_ACTIVITY, total: STORY_ACTIVITY.length, page: 1, page_size: 50 };

/** An account's own session events and the calendar feed's (issue 29 item 16), newest first. */
export const STORY_SECURITY_ACTIVITY: AuditEvent[] = [
  event({ action: "calendar_feed.rotated", at: "2026-03-02T18:30:00.000Z" }),
  event({ action: "calendar_feed.address_read", at: "2026-03-02T18:29:00.000Z" }),
  event({
    action: "auth.refresh_reused",
    at: "2026-03-02T18:10:00.000Z",
    actor: { type: "user", user_id: 7, api_key_id: null, label: "Robert Chen" },
    ip: "203.0.113.90",
    subject_type: "user",
    subject_id: "7",
  }),
  event({
    action: "auth.signed_out_elsewhere",
    at: "2026-03-02T18:00:00.000Z",
    actor: { type: "user", user_id: 7, api_key_id: null, label: "Robert Chen" },
    subject_type: "user",
    subject_id: "7",
    details: { count: 2 },
  }),
  event({
    action: "auth.registered",
    at: "2026-03-02T17:50:00.000Z",
    actor: { type: "user", user_id: 7, api_key_id: null, label: "Robert Chen" },
    subject_type: "user",
    subject_id: "7",
  }),
];
