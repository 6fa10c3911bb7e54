import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import type { BlockedTime } from "#server/shared/blocked-time.schema.ts";
import type { ClientSummary } from "#server/shared/clients.schema.ts";
import type { HolidaySuggestion, HoursView } from "#server/shared/opening-hours.schema.ts";
import type { Schedule, ScheduleAppointment } from "#server/shared/schedule.schema.ts";

/** Story data for the admin screens, in Los Angeles time (the business's default zone). */
export const STORY_TIME_ZONE = "America/Los_Angeles";
export const STORY_TODAY = "2026-03-02";
/** Noon of STORY_TODAY in Los Angeles: what the actions take as "now" (which appointments have started). */
export const STORY_NOW = Date.parse("2026-03-02T20:00:00.000Z");

export const STORY_PENDING: AdminAppointment = {
  id: 11,
  service: "Personal Tax Prep",
  appointment_time: "2026-03-04T17:00:00.000Z",
  status: "pending",
  client_name: "Maria Gonzalez",
  client_email: "maria.gonzalez@example.com",
  client_phone: "(559) 555-0142",
  note: null,
  preparer: null,
};

export const STORY_CONFIRMED: AdminAppointment = {
  id: 12,
  service: "Business Tax Services",
  appointment_time: "2026-03-05T21:00:00.000Z",
  status: "confirmed",
  client_name: "Robert Chen",
  client_email: "robert@chen-landscaping.example.com",
  client_phone: null,
  note: "Bring 2024 Schedule C and the 1099-NEC from the landscaping contract. Prefers texts.",
  preparer: { id: 7, name: "Ana Reyes, EA" },
};

export const STORY_CANCELLED: AdminAppointment = {
  id: 13,
  service: "IRS Representation",
  appointment_time: "2026-03-06T18:00:00.000Z",
  status: "cancelled",
  client_name: "Aisha Patel",
  client_email: "aisha.patel@example.com",
  client_phone: "+1 559 555 0199",
  note: null,
  preparer: null,
};

/** Confirmed for 9 AM on STORY_TODAY: it has started, so the office can mark it completed or no-show (decision 0226). */
export const STORY_STARTED: AdminAppointment = {
  id: 14,
  service: "Personal Tax Prep",
  appointment_time: "2026-03-02T17:00:00.000Z",
  status: "confirmed",
  client_name: "Linh Tran",
  client_email: "linh.tran@example.com",
  client_phone: "(559) 555-0177",
  note: null,
  preparer: null,
};
export const STORY_COMPLETED: AdminAppointment = { ...STORY_STARTED, id: 15, status: "completed", client_name: "Dolores Ruiz", client_email: "dolores.ruiz@example.com" };
export const STORY_NO_SHOW: AdminAppointment = { ...STORY_STARTED, id: 16, status: "no_show", client_name: "Gary Webb", client_email: "gary.webb@example.com", client_phone: null };

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
  { id: 2, start_time: "2026-03-09T17:00:00.000Z", end_time: "2026-03-09T21:00:00.000Z", reason: "Staff training", preparer: null },
  { id: 1, start_time: "2026-03-03T20:00:00.000Z", end_time: "2026-03-04T01:00:00.000Z", reason: null, preparer: null },
];

/** The week with a lunch break on weekdays, short Saturdays, Thanksgiving closed and a late tax-season evening. */
const MORNING_AND_AFTERNOON = [
  { opens: "09:00", closes: "12:00" },
  { opens: "13:00", closes: "17:00" },
];
export const STORY_HOURS: HoursView = {
  weekly: {
    sunday: [],
    monday: MORNING_AND_AFTERNOON,
    tuesday: MORNING_AND_AFTERNOON,
    wednesday: MORNING_AND_AFTERNOON,
    thursday: MORNING_AND_AFTERNOON,
    friday: MORNING_AND_AFTERNOON,
    saturday: [{ opens: "10:00", closes: "14:00" }],
  },
  exceptions: [
    { date: "2026-03-16", hours: [{ opens: "09:00", closes: "20:00" }], note: "Tax-season evening hours" },
    { date: "2026-11-26", hours: [], note: "Thanksgiving Day" },
  ],
  horizon_days: 90,
  slot_minutes: 60,
  text: "Monday to Friday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM; Saturday, 10:00 AM to 2:00 PM",
};

export const STORY_HOLIDAYS: HolidaySuggestion[] = [
  { date: "2026-05-25", name: "Memorial Day", closed: false },
  { date: "2026-07-03", name: "Independence Day (substitute day)", closed: false },
  { date: "2026-09-07", name: "Labor Day", closed: false },
  { date: "2026-11-26", name: "Thanksgiving Day", closed: true },
  { date: "2026-12-25", name: "Christmas Day", closed: false },
];

/** Two clients of the clients page: one with a coming appointment, one without a phone. */
export const STORY_CLIENTS: ClientSummary[] = [
  {
    id: 1,
    full_name: "Maria Gonzalez",
    email: "maria.gonzalez@example.com",
    phone: "(559) 555-0142",
    since: "2025-02-11T18:00:00.000Z",
    appointments: 3,
    next_appointment: "2026-03-04T17:00:00.000Z",
  },
  {
    id: 2,
    full_name: "Robert Chen",
    email: "robert@chen-landscaping.example.com",
    phone: null,
    since: "2026-01-20T18:00:00.000Z",
    appointments: 1,
    next_appointment: null,
  },
];

const WEEKDAY_HOURS = [{ opens: "09:00", closes: "17:00" }];

/** An appointment as the calendar gets it: with its end, `slots` hours after its start (the stories' slots are an hour). */
export const onCalendar = (appointment: AdminAppointment, slots = 1): ScheduleAppointment => ({
  ...appointment,
  ends_at: new Date(Date.parse(appointment.appointment_time) + slots * 3_600_000).toISOString(),
});

/**
 * The week of March 2, 2026 on the calendar: each status, two appointments at one time
 * (a cancelled request and the booking that took its slot), a blocked afternoon, a closed
 * Saturday and the regular Sunday off.
 */
export const STORY_SCHEDULE: Schedule = {
  from: "2026-03-02",
  to: "2026-03-08",
  time_zone: STORY_TIME_ZONE,
  slot_minutes: 60,
  days: [
    { date: "2026-03-02", hours: WEEKDAY_HOURS, exception: null },
    { date: "2026-03-03", hours: WEEKDAY_HOURS, exception: null },
    { date: "2026-03-04", hours: WEEKDAY_HOURS, exception: null },
    { date: "2026-03-05", hours: WEEKDAY_HOURS, exception: null },
    { date: "2026-03-06", hours: WEEKDAY_HOURS, exception: null },
    { date: "2026-03-07", hours: [], exception: { note: "Staff training" } },
    { date: "2026-03-08", hours: [], exception: null },
  ],
  appointments: [
    onCalendar({ ...STORY_PENDING, id: 21, appointment_time: "2026-03-02T17:00:00.000Z" }),
    onCalendar(STORY_PENDING),
    onCalendar(STORY_CONFIRMED),
    onCalendar(STORY_CANCELLED),
    // Two hours: a service that lasts two slots (decision 0239).
    onCalendar({ ...STORY_CONFIRMED, id: 22, client_name: "Linh Tran", service: "Business Tax Services", appointment_time: "2026-03-06T18:00:00.000Z", note: null }, 2),
  ],
  blocked_times: [{ id: 1, start_time: "2026-03-03T20:00:00.000Z", end_time: "2026-03-04T01:00:00.000Z", reason: "Dentist", preparer: null }],
};
