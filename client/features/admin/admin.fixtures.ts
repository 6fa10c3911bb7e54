import type { AdminAppointment } from "../../../server/shared/appointment.schema";
import type { BlockedTime } from "../../../server/shared/blocked-time.schema";

/** Story data for the admin screens, in Los Angeles time (the business's default zone). */
export const STORY_TIME_ZONE = "America/Los_Angeles";
export const STORY_TODAY = "2026-03-02";

export const STORY_PENDING: AdminAppointment = {
  id: 11,
  service: "Personal Tax Prep",
  appointment_time: "2026-03-04T17:00:00.000Z",
  status: "pending",
  client_name: "Maria Gonzalez",
  client_email: "maria.gonzalez@example.com",
  client_phone: "(559) 555-0142",
};

export const STORY_CONFIRMED: AdminAppointment = {
  id: 12,
  service: "Business Tax Services",
  appointment_time: "2026-03-05T21:00:00.000Z",
  status: "confirmed",
  client_name: "Robert Chen",
  client_email: "robert@chen-landscaping.example.com",
  client_phone: null,
};

export const STORY_CANCELLED: AdminAppointment = {
  id: 13,
  service: "IRS Representation",
  appointment_time: "2026-03-06T18:00:00.000Z",
  status: "cancelled",
  client_name: "Aisha Patel",
  client_email: "aisha.patel@example.com",
  client_phone: "+1 559 555 0199",
};

/** In the server's order: pending first, then by time. */
export const STORY_APPOINTMENTS: AdminAppointment[] = [STORY_PENDING, STORY_CONFIRMED, STORY_CANCELLED];

/**
 * Thursday, March 5, 2026, 9 AM to 4 PM, listing 1 PM too: that is Robert Chen's
 * current time, which the reschedule modal must leave out.
 */
export const STORY_SLOTS = [
  "2026-03-05T17:00:00.000Z",
  "2026-03-05T18:00:00.000Z",
  "2026-03-05T19:00:00.000Z",
  "2026-03-05T21:00:00.000Z",
  "2026-03-05T22:00:00.000Z",
  "2026-03-05T23:00:00.000Z",
  "2026-03-06T00:00:00.000Z",
];

export const STORY_BLOCKED_TIMES: BlockedTime[] = [
  { id: 2, start_time: "2026-03-09T17:00:00.000Z", end_time: "2026-03-09T21:00:00.000Z", reason: "Staff training" },
  { id: 1, start_time: "2026-03-03T20:00:00.000Z", end_time: "2026-03-04T01:00:00.000Z", reason: null },
];
