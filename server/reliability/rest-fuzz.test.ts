import { DEFAULT_INTAKE } from "../shared/default-intake";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "../shared/services";
import { containsMalformedText } from "../shared/well-formed-text";
import { createTestApp, type TestApp } from "../testing/test-app";
import { openFingerprinter, type Fingerprinter } from "./db-fingerprint";
import {
  encodeSegment,
  fuzzedBody,
  fuzzedQuery,
  hostileText,
  oddCalendarDate,
  oddId,
  oddInstant,
  oddWallClock,
  type FieldArbitraries,
} from "./fuzz-inputs";
import { seedWorld, NO_ABUSE_LIMITS, WORLD_NOW, type SeededWorld } from "./seeded-world";
import { fuzzRuns, seedFuzzer } from "./fuzz-settings";
import { sessionMinter } from "./session-minter";

/**
 * Every REST path of docs/product.md §7, fed generated requests as nobody, a client
 * and an admin: the answer is never a 5xx, always JSON, every failure is exactly
 * `{ message }`, and a refused request leaves every table exactly as it was.
 */
const RUNS_PER_ENDPOINT = fuzzRuns(8);

let t: TestApp;
let world: SeededWorld;
let fingerprints: Fingerprinter;
let mint: ReturnType<typeof sessionMinter>;

beforeAll(async () => {
  seedFuzzer("rest-fuzz");
  t = await createTestApp({
    now: () => WORLD_NOW,
    env: NO_ABUSE_LIMITS,
  });
  world = await seedWorld(t);
  fingerprints = openFingerprinter(t.db);
  mint = sessionMinter(t, () => WORLD_NOW);
});
afterAll(async () => {
  await t.close();
});

type Endpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: () => FieldArbitraries;
  query?: () => Record<string, fc.Arbitrary<string>>;
  /** What `:id` stands for, when it is not a record's id. */
  segment?: () => fc.Arbitrary<unknown>;
};

const emailish = () =>
  fc.oneof(
    fc.constantFrom(world.users.client.email, world.users.admin.email.toUpperCase(), ` ${world.users.otherClient.email} `),
    fc.uuid().map((id) => `${id}@example.com`),
    fc.constantFrom("not-an-email", "a@b", "@example.com", `${"a".repeat(250)}@example.com`),
  );
const password = () => fc.oneof(fc.constantFrom("secret-password", "wrong-password", "12345", "new-password-1"), hostileText);
const fullName = () => fc.oneof(fc.constantFrom("Ana Lopez", " ", "x".repeat(101)), hostileText);
const phone = () => fc.oneof(fc.constantFrom(null, "", "(559) 555-0142", "call me", "1".repeat(31)), hostileText);
const id = () => oddId([...world.appointmentIds, ...world.blockedTimeIds]);
/** Intake answers: the questionnaire's own, wrong kinds, or anything. */
const intakeAnswers = () =>
  fc.oneof(fc.constantFrom({ filing_status: "single", dependents: 0, income: ["wages"] }, { filing_status: "royal" }, { dependents: -1 }, {}), hostileText);
/** What the owner writes about a service (decision 0237): the right shapes, wrong ones, or anything. */
const serviceBody = () => ({
  name: fc.oneof(fc.constantFrom("Bookkeeping", "", "x".repeat(81)), hostileText),
  name_es: fc.oneof(fc.constant("Contabilidad"), hostileText),
  description: fc.oneof(fc.constantFrom("Monthly books.", "x".repeat(601)), hostileText),
  description_es: fc.oneof(fc.constant("Libros mensuales."), hostileText),
  price_cents: fc.oneof(fc.constantFrom(null, 15000, -1, 1.5, "150"), fc.integer()),
  price_from: fc.oneof(fc.boolean(), hostileText),
  slots: fc.oneof(fc.constantFrom(1, 2, 0, 9, 1.5, "2"), hostileText),
  buffer_minutes: fc.oneof(fc.constantFrom(0, 15, 7, 125, -5), hostileText),
  preparer_ids: fc.oneof(fc.constantFrom([], [1, 1], [999999]), hostileText),
});
/** A review: consent given or not, ratings and dates in and out of range. */
const reviewBody = () => ({
  name: fc.oneof(fc.constantFrom("Maria G.", "", "x".repeat(81)), hostileText),
  name_es: fc.oneof(fc.constantFrom(null, "", "María G."), hostileText),
  text: fc.oneof(fc.constantFrom("Quick and kind.", "x".repeat(601)), hostileText),
  text_es: fc.oneof(fc.constantFrom(null, "Rápidos."), hostileText),
  rating: fc.oneof(fc.constantFrom(1, 5, 0, 6, 4.5, "5"), hostileText),
  given_on: fc.oneof(fc.constantFrom("2026-01-05", "2999-01-01", "2026-02-30"), hostileText),
  client_consented: fc.oneof(fc.constantFrom(true, false, "true"), hostileText),
});
/** The office's settings: in range, out of it, not whole, not numbers. */
const settingsBody = () => ({
  cancel_cutoff_hours: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constantFrom(1.5, "24", null)),
  max_open_requests: fc.oneof(fc.integer({ min: -1, max: 2000 }), fc.constantFrom(2.5, "3")),
  reminder_minutes_before: fc.oneof(fc.integer({ min: 0, max: 30_000 }), hostileText),
  reviews_shown: fc.oneof(fc.boolean(), hostileText),
  staff_idle_minutes: fc.oneof(fc.constantFrom(undefined, 1, 30, 1441, 2.5), hostileText),
});
/** A calendar feed file name, `{admin id}-{secret}.ics` (decision 0180): real and unknown ids, leading zeros, too big, any secret. */
const feedFile = () =>
  fc
    .tuple(
      fc.constantFrom(world.users.admin.id, world.users.client.id, world.users.unenrolledAdmin.id, 0, 999_999_999, 99_999_999_999),
      fc.constantFrom("", "0"),
      fc.oneof(fc.constant("A".repeat(43)), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), hostileText),
      fc.constantFrom(".ics", "", ".ICS"),
    )
    .map(([userId, zero, secret, suffix]) => `${zero}${String(userId)}-${secret}${suffix}`);
const service = () => fc.oneof(fc.constantFrom(...SERVICE_NAMES, "personal tax prep", "Astrology"), hostileText);
/** The search's and the CSV export's filters (the export takes no page). */
const appointmentCriteria = () => ({
  q: fc.oneof(fc.constantFrom("", "a", "555", "=1+1", "x".repeat(101)), hostileText),
  status: fc.constantFrom("pending", "confirmed", "cancelled", "lost"),
  service: fc.constantFrom(...SERVICE_NAMES, "Tarot"),
  from: oddCalendarDate(world.dates),
  to: oddCalendarDate(world.dates),
});

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/api/users/me" },
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/api/health/live" },
  { method: "POST", path: "/api/login", body: () => ({ email: emailish(), password: password() }) },
  { method: "POST", path: "/api/logout" },
  { method: "POST", path: "/api/auth/refresh" },
  {
    method: "POST",
    path: "/api/register",
    body: () => ({ fullName: fullName(), email: emailish(), phone: phone(), password: password() }),
  },
  {
    method: "POST",
    path: "/api/contact",
    body: () => ({ name: fullName(), email: emailish(), phone: phone(), message: fc.oneof(fc.constant("Hello"), hostileText) }),
  },
  { method: "GET", path: "/api/appointments/my" },
  { method: "GET", path: "/api/availability", query: () => ({ date: oddCalendarDate(world.dates) }) },
  {
    method: "GET",
    path: "/api/availability/days",
    query: () => ({ from: oddCalendarDate(world.dates), to: oddCalendarDate(world.dates) }),
  },
  {
    method: "POST",
    path: "/api/appointments",
    body: () => ({ service: service(), appointment_time: oddInstant(world.freeSlots) }),
  },
  {
    method: "GET",
    path: "/api/appointments/all",
    query: () => ({
      from: oddCalendarDate(world.dates),
      limit: fc.constantFrom("1", "500", "1000", "1001", "0", "-5", "2.5", "1e3", "abc", ""),
    }),
  },
  {
    method: "DELETE",
    path: "/api/appointments/:id",
    body: () => ({ reason: fc.oneof(fc.constantFrom("", "Moved away", "x".repeat(501)), hostileText) }),
  },
  {
    method: "PUT",
    path: "/api/appointments/:id/reschedule",
    body: () => ({ new_appointment_time: oddInstant(world.freeSlots) }),
  },
  { method: "PUT", path: "/api/appointments/:id/confirm" },
  { method: "GET", path: "/api/appointments/:id/history" },
  { method: "GET", path: "/api/appointments/export.csv", query: appointmentCriteria },
  { method: "GET", path: "/api/blocked-times" },
  {
    method: "POST",
    path: "/api/blocked-times",
    body: () => {
      const time = fc.oneof(oddWallClock, oddInstant(world.freeSlots));
      return {
        start_time: time,
        end_time: time,
        reason: fc.oneof(fc.constantFrom(null, "Holiday", "x".repeat(256)), hostileText),
        preparer_id: fc.oneof(id(), fc.constantFrom(0, -1, "1", null), hostileText),
      };
    },
  },
  { method: "DELETE", path: "/api/blocked-times/:id" },
  { method: "PUT", path: "/api/users/profile", body: () => ({ fullName: fullName(), phone: phone() }) },
  { method: "POST", path: "/api/auth/forgot-password", body: () => ({ email: emailish() }) },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    body: () => ({ token: fc.oneof(fc.constantFrom("", "never-issued", "x".repeat(201)), hostileText), password: password() }),
  },
  { method: "GET", path: "/api/emails", query: () => ({ status: fc.oneof(fc.constantFrom("failed", "sent", "lost", ""), hostileText) }) },
  { method: "POST", path: "/api/emails/:id/resend" },
  { method: "GET", path: "/api/business" },
  // The photo's body is the image itself: whatever else arrives is refused, never a 5xx.
  { method: "POST", path: "/api/business/photos", body: () => ({ image: hostileText }) },
  { method: "POST", path: "/api/business/logo", body: () => ({ image: hostileText }) },
  {
    method: "PUT",
    path: "/api/business",
    body: () => ({
      name: fc.oneof(fc.constantFrom("Sierra Tax", " ", "x".repeat(101)), hostileText),
      phone: fc.oneof(fc.constantFrom("559-555-0150", "12", "+1 (559) 555-0150"), hostileText),
      latitude: fc.oneof(fc.double(), fc.constantFrom("36.8", null)),
      primaryColor: fc.oneof(fc.constantFrom("#125e58", "#228be6", "#FFF", null), hostileText),
      logo: fc.oneof(fc.constantFrom(null, "/media/00000000-0000-0000-0000-000000000000"), hostileText),
    }),
  },
  { method: "GET", path: "/api/contact-messages", query: () => ({ status: fc.oneof(fc.constantFrom("unread", "read", "archived", "spam"), hostileText) }) },
  {
    method: "PUT",
    path: "/api/contact-messages/:id",
    body: () => ({ status: fc.oneof(fc.constantFrom("unread", "read", "archived", "deleted"), hostileText) }),
  },
  { method: "GET", path: "/api/hours" },
  { method: "GET", path: "/api/calendar-feed" },
  {
    method: "GET",
    path: "/api/clients",
    query: () => ({ q: fc.oneof(fc.constantFrom("", "a", "x".repeat(101)), hostileText), page: fc.constantFrom("1", "0", "x") }),
  },
  { method: "GET", path: "/api/clients/:id" },
  { method: "GET", path: "/api/reports/appointments" },
  {
    method: "GET",
    path: "/api/schedule",
    query: () => ({ from: oddCalendarDate(world.dates), days: fc.oneof(fc.constantFrom("1", "7", "8", "0", "x"), hostileText) }),
  },
  {
    method: "POST",
    path: "/api/appointments/for-client",
    body: () => ({
      service: service(),
      appointment_time: fc.oneof(oddWallClock, oddInstant(world.freeSlots)),
      client_id: id(),
      new_client: fc.record({ full_name: fullName(), email: emailish(), phone: phone() }),
    }),
  },
  {
    method: "GET",
    path: "/api/appointments/search",
    query: () => ({ ...appointmentCriteria(), page: fc.constantFrom("1", "2", "0", "-1", "1e9", "x") }),
  },
  {
    method: "PUT",
    path: "/api/appointments/:id/note",
    body: () => ({ note: fc.oneof(fc.constantFrom("", "Bring W-2s", "x".repeat(2001)), hostileText) }),
  },
  {
    method: "PUT",
    path: "/api/appointments/:id/outcome",
    body: () => ({ outcome: fc.oneof(fc.constantFrom("completed", "no_show", "confirmed", "", null), hostileText) }),
  },
  {
    method: "PUT",
    path: "/api/appointments/:id/preparer",
    body: () => ({ preparer_id: fc.oneof(id(), fc.constantFrom(0, -1, "1", null), hostileText) }),
  },
  { method: "GET", path: "/api/appointments/assigned" },
  { method: "PUT", path: "/api/appointments/assigned/:id/confirm" },
  { method: "PUT", path: "/api/appointments/assigned/:id/outcome", body: () => ({ outcome: fc.oneof(fc.constantFrom("completed", "no_show", "cancelled"), hostileText) }) },
  { method: "PUT", path: "/api/appointments/assigned/:id/note", body: () => ({ note: fc.oneof(fc.constantFrom("", "x".repeat(2001)), hostileText) }) },
  { method: "GET", path: "/api/preparers" },
  { method: "POST", path: "/api/calendar-feed/rotate" },
  { method: "GET", path: "/api/calendar/:id", segment: () => fc.oneof(feedFile(), id()) },
  {
    method: "PUT",
    path: "/api/hours",
    body: () => ({
      weekly: fc.oneof(fc.constantFrom(null, {}, { monday: [] }), weekly),
      horizon_days: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constantFrom("90", null)),
    }),
  },
  { method: "GET", path: "/api/hours/holidays" },
  { method: "GET", path: "/api/preparers/hours" },
  { method: "PUT", path: "/api/preparers/:id/hours", body: () => ({ weekly: fc.oneof(fc.constantFrom(null, {}, { monday: [] }), weekly) }) },
  { method: "PUT", path: "/api/hours/exceptions/:date", body: () => ({ hours: dayRanges, note: fc.oneof(fc.constantFrom("Holiday", "x".repeat(81)), hostileText) }) },
  { method: "DELETE", path: "/api/hours/exceptions/:date" },
  { method: "GET", path: "/api/appointments/:id/invitation.ics", query: () => ({ sig: fc.oneof(fc.constantFrom("", "forged"), hostileText) }) },
  {
    method: "PUT",
    path: "/api/users/password",
    body: () => ({ currentPassword: password(), newPassword: password() }),
  },
  { method: "GET", path: "/api/services" },
  { method: "GET", path: "/api/services/all" },
  { method: "POST", path: "/api/services", body: () => serviceBody() },
  { method: "PUT", path: "/api/services/:id", body: () => serviceBody() },
  { method: "PUT", path: "/api/services/order", body: () => ({ ids: fc.oneof(fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }), hostileText) }) },
  { method: "POST", path: "/api/services/:id/retire" },
  { method: "POST", path: "/api/services/:id/restore" },
  { method: "GET", path: "/api/email-texts" },
  {
    method: "PUT",
    path: "/api/email-texts/:id",
    segment: () => fc.oneof(fc.constantFrom("received", "reminder", "welcome"), hostileText),
    body: () => ({
      intro: fc.oneof(fc.constantFrom(null, { en: "Hi", es: "Hola" }, { en: "Hi", es: "" }, { en: "x".repeat(1001), es: "y" }), hostileText),
      closing: fc.oneof(fc.constantFrom(null, { en: "Bye", es: "Adiós" }), hostileText),
    }),
  },
  {
    method: "POST",
    path: "/api/email-texts/:id/preview",
    segment: () => fc.oneof(fc.constantFrom("confirmed", "welcome"), hostileText),
    body: () => ({
      locale: fc.oneof(fc.constantFrom("en", "es", "fr"), hostileText),
      intro: fc.oneof(fc.constantFrom(null, { en: "Hi", es: "Hola" }), hostileText),
      closing: fc.oneof(fc.constantFrom(null, { en: "Bye", es: "Adiós" }), hostileText),
    }),
  },
  { method: "GET", path: "/api/legal" },
  {
    method: "PUT",
    path: "/api/legal/:id",
    segment: () => fc.oneof(fc.constantFrom("privacy", "terms", "cookies"), hostileText),
    body: () => ({ en: fc.oneof(fc.constantFrom("Terms.", "", "x".repeat(40_001)), hostileText), es: fc.oneof(fc.constant("Términos."), hostileText) }),
  },
  { method: "GET", path: "/api/site-copy" },
  {
    method: "PUT",
    path: "/api/site-copy",
    body: () => ({
      "hero.title": fc.oneof(fc.constantFrom(null, { en: "Hi", es: "Hola" }, { en: "", es: "x" }, { en: "x".repeat(121), es: "y" }), hostileText),
      "contact.intro": fc.oneof(fc.constantFrom(undefined, null, { en: "Call.", es: "Llame." }), hostileText),
    }),
  },
  { method: "GET", path: "/api/reviews" },
  { method: "GET", path: "/api/reviews/all" },
  { method: "POST", path: "/api/reviews", body: () => reviewBody() },
  { method: "PUT", path: "/api/reviews/:id", body: () => reviewBody() },
  { method: "PUT", path: "/api/reviews/order", body: () => ({ ids: fc.oneof(fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }), hostileText) }) },
  { method: "POST", path: "/api/reviews/:id/hide" },
  { method: "POST", path: "/api/reviews/:id/show" },
  { method: "DELETE", path: "/api/reviews/:id" },
  // Clients' documents (decision 0254): answers, requests and ids of every shape; an upload that is not a form is refused.
  { method: "GET", path: "/api/appointments/:id/intake" },
  { method: "PUT", path: "/api/appointments/:id/intake", body: () => ({ answers: intakeAnswers() }) },
  { method: "PUT", path: "/api/appointments/:id/intake/reviewed", body: () => ({ reviewed: fc.oneof(fc.boolean(), hostileText) }) },
  { method: "GET", path: "/api/appointments/:id/documents" },
  { method: "POST", path: "/api/appointments/:id/document-requests", body: () => ({ label: fc.oneof(fc.constantFrom({ en: "Form 1095-A", es: "Formulario 1095-A" }, { en: "", es: "x" }), hostileText) }) },
  { method: "POST", path: "/api/appointments/:id/documents", query: () => ({ item: fc.oneof(fc.constantFrom("w2", "rents"), hostileText) }), body: () => ({ file: hostileText }) },
  { method: "DELETE", path: "/api/documents/:id" },
  { method: "POST", path: "/api/documents/:id/link" },
  { method: "GET", path: "/api/documents/:id/file", query: () => ({ expires: fc.oneof(fc.integer().map(String), hostileText), signature: hostileText }) },
  { method: "GET", path: "/api/documents/expiring" },
  { method: "PUT", path: "/api/documents/:id/kept", body: () => ({ kept: fc.oneof(fc.boolean(), hostileText) }) },
  { method: "GET", path: "/api/services/:id/intake" },
  { method: "PUT", path: "/api/services/:id/intake", body: () => ({ questionnaire: fc.oneof(fc.constantFrom(DEFAULT_INTAKE, { questions: [] }, { questions: [{ type: "maybe" }] }), hostileText) }) },
  { method: "GET", path: "/api/settings" },
  { method: "PUT", path: "/api/settings", body: () => settingsBody() },
  { method: "GET", path: "/api/staff" },
  {
    method: "POST",
    path: "/api/staff",
    body: () => ({ full_name: fullName(), email: emailish(), role: fc.oneof(fc.constantFrom("admin", "front_desk", "preparer", "client", ""), hostileText) }),
  },
  { method: "PUT", path: "/api/staff/:id/role", body: () => ({ role: fc.oneof(fc.constantFrom("front_desk", "preparer", "client", null), hostileText) }) },
  {
    method: "PUT",
    path: "/api/staff/:id/profile",
    body: () => ({
      photo: fc.oneof(fc.constantFrom(null, "/media/00000000-0000-0000-0000-000000000000", "https://evil.example/x.png"), hostileText),
      credentials: fc.oneof(fc.constantFrom("EA", "x".repeat(201)), hostileText),
      languages: fc.oneof(fc.constantFrom(["es"], ["es", "es"], ["klingon"]), hostileText),
      bio: fc.oneof(fc.constantFrom("", "x".repeat(601)), hostileText),
      on_about: fc.oneof(fc.boolean(), hostileText),
    }),
  },
  { method: "POST", path: "/api/staff/:id/deactivate" },
  { method: "POST", path: "/api/staff/:id/reactivate" },
  { method: "GET", path: "/api/api-keys" },
  {
    method: "POST",
    path: "/api/api-keys",
    body: () => ({ name: fc.oneof(fc.constantFrom("", "Sync", "x".repeat(81)), hostileText), scope: fc.constantFrom("read", "write", "admin", "") }),
  },
  { method: "DELETE", path: "/api/api-keys/:id" },
  { method: "GET", path: "/api/webhooks" },
  {
    method: "POST",
    path: "/api/webhooks",
    // Addresses are IP literals or malformed: a generated host name would send the test to DNS.
    body: () => ({
      url: fc.oneof(
        fc.constantFrom("https://93.184.215.14/hooks", "http://93.184.215.14/", "https://10.0.0.1/", "https://[::1]/", "ftp://x", ""),
        hostileText,
      ),
      events: fc.array(fc.constantFrom("appointment.requested", "contact.received", "appointment.deleted", ""), { maxLength: 6 }),
    }),
  },
  { method: "DELETE", path: "/api/webhooks/:id" },
  { method: "GET", path: "/api/webhooks/deliveries", query: () => ({ status: fc.constantFrom("sent", "failed", "lost", "") }) },
  { method: "POST", path: "/api/webhooks/deliveries/:id/resend" },
  {
    method: "GET",
    path: "/api/audit-events",
    query: () => ({
      action: fc.oneof(fc.constantFrom("appointment.confirmed", "auth", "appointment.deleted", ""), hostileText),
      actor: fc.oneof(fc.constantFrom("", "Maria", "x".repeat(101)), hostileText),
      subject_type: fc.constantFrom("appointment", "user", "planet", ""),
      subject_id: fc.oneof(fc.constantFrom("1", "2026-07-03", ""), hostileText),
      from: oddCalendarDate(world.dates),
      to: oddCalendarDate(world.dates),
      page: fc.constantFrom("1", "2", "0", "-1", "1e9", "x"),
    }),
  },
  // Issue 17: signed-in devices and the email change.
  { method: "GET", path: "/api/users/sessions" },
  { method: "DELETE", path: "/api/users/sessions/:id" },
  { method: "POST", path: "/api/users/sessions/sign-out-others" },
  { method: "POST", path: "/api/users/email-change", body: () => ({ newEmail: emailish(), currentPassword: password() }) },
  {
    method: "POST",
    path: "/api/users/email-change/confirm",
    body: () => ({ token: fc.oneof(fc.constantFrom("", "never-issued", "x".repeat(201)), hostileText) }),
  },
  // Issue 17: two-step sign-in.
  { method: "GET", path: "/api/users/mfa" },
  { method: "POST", path: "/api/users/mfa/totp" },
  { method: "POST", path: "/api/users/reauthenticate", body: () => ({ password: password(), code: fc.option(mfaCode, { nil: undefined }) }) },
  { method: "POST", path: "/api/users/mfa/totp/confirm", body: () => ({ code: mfaCode }) },
  { method: "DELETE", path: "/api/users/mfa/totp", body: () => ({ password: password(), code: mfaCode }) },
  { method: "POST", path: "/api/users/mfa/recovery-codes", body: () => ({ password: password(), code: mfaCode }) },
  { method: "POST", path: "/api/users/mfa/passkeys/options" },
  { method: "POST", path: "/api/users/mfa/passkeys", body: () => ({ name: fc.oneof(fc.constantFrom("", "Phone", "x".repeat(61)), hostileText), response: webauthnAnswer }) },
  { method: "DELETE", path: "/api/users/mfa/passkeys/:id", body: () => ({ password: password(), code: mfaCode }) },
  { method: "POST", path: "/api/login/mfa", body: () => ({ code: mfaCode }) },
  // Issue 29 item 1: the emailed link that removes every second factor, with the password.
  {
    method: "POST",
    path: "/api/users/mfa/remove-with-link",
    body: () => ({ token: fc.oneof(fc.constantFrom("", "never-issued", "x".repeat(201)), hostileText), password: password() }),
  },
  { method: "POST", path: "/api/login/passkey/options" },
  { method: "POST", path: "/api/login/passkey", body: () => ({ response: webauthnAnswer }) },
];

/** What a second step types: six digits, a recovery code, or anything at all. */
const mfaCode = fc.oneof(fc.constantFrom("", "000000", "123456", "abcd-efgh-jkmn", "x".repeat(33)), hostileText);
/** A browser's WebAuthn answer: the right shape, a wrong one, or nonsense. */
const webauthnAnswer = fc.oneof(
  fc.constant({ id: "AAAAAAAA", rawId: "AAAAAAAA", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "o2Nm" } }),
  fc.record({ id: hostileText, rawId: hostileText, type: fc.constantFrom("public-key", "other"), response: fc.record({ clientDataJSON: hostileText }) }),
  hostileText,
);

/** A day's opening ranges: ordered, overlapping, reversed, too many, malformed. */
const clock = fc.oneof(
  fc.constantFrom("09:00", "12:00", "13:00", "17:00", "23:59", "24:00", "9:00", ""),
  fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
);
const dayRanges = fc.array(fc.record({ opens: clock, closes: clock }), { maxLength: 3 });
const weekly = fc.record({
  sunday: dayRanges,
  monday: dayRanges,
  tuesday: dayRanges,
  wednesday: dayRanges,
  thursday: dayRanges,
  friday: dayRanges,
  saturday: dayRanges,
});

const caller = fc.constantFrom("anonymous", "client", "admin") as fc.Arbitrary<"anonymous" | "client" | "admin">;

function requestFor(endpoint: Endpoint) {
  return fc.record({
    who: caller,
    id: (endpoint.segment?.() ?? id()).map((value) => encodeSegment(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
    date: fc.oneof(oddCalendarDate(world.dates), hostileText).map(encodeSegment),
    query: endpoint.query ? fuzzedQuery(endpoint.query()) : fc.constant(""),
    body: endpoint.body ? fuzzedBody(endpoint.body()) : fc.constant({ contentType: undefined, payload: undefined }),
  });
}

/** What every answer must look like, whatever was asked. */
function expectJsonAnswer(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  if (response.statusCode >= 400) expect(body).toEqual({ message: expect.stringMatching(/\S/), code: expect.any(String) });
}

describe("REST endpoints under generated input", () => {
  it.each(ENDPOINTS)("$method $path never fails with a 5xx, answers JSON and refuses without a trace", async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(requestFor(endpoint), async ({ who, id: idSegment, date, query, body }) => {
        const cookies = who === "anonymous" ? {} : await mint(world.users[who].id);
        const path = endpoint.path.replace(":id", idSegment).replace(":date", date);
        const before = await fingerprints.take();
        const response = await t.app.inject({
          method: endpoint.method,
          url: query ? `${path}?${query}` : path,
          cookies,
          headers: body.contentType === undefined ? {} : { "content-type": body.contentType },
          payload: body.payload,
        });
        expectJsonAnswer(response);
        if (response.statusCode >= 400) expect(await fingerprints.take()).toEqual(before);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });

  it("answers JSON 404 to paths and methods outside the API (400 to undecodable ones), with no trace", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        fc.array(hostileText, { minLength: 1, maxLength: 3 }),
        async (method, segments) => {
          const undecodable = containsMalformedText(segments);
          const before = await fingerprints.take();
          const response = await t.app.inject({ method, url: `/api/zz-${segments.map(encodeSegment).join("/")}` });
          expect(response.statusCode).toBe(undecodable ? 400 : 404);
          expectJsonAnswer(response);
          expect(await fingerprints.take()).toEqual(before);
        },
      ),
      { numRuns: fuzzRuns(12) },
    );
  });
});

describe("the fuzzer's own completeness (issue 30 item 5)", () => {
  /** `/api/appointments/{id}` and `/api/appointments/:id` are one operation, whatever the parameter's name. */
  const operation = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[A-Za-z]+/g, ":param")}`;

  it("fuzzes every operation of the REST API's own document", () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => operation(method, path)));
    const fuzzed = new Set(ENDPOINTS.map((endpoint) => operation(endpoint.method, endpoint.path)));
    expect(documented.length).toBeGreaterThan(60);
    expect(documented.filter((item) => !fuzzed.has(item))).toEqual([]);
  });
});
