import { DEFAULT_INTAKE } from "../shared/default-intake";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "../shared/services";
import { createTestApp, type TestApp } from "../testing/test-app";
import { appRouter } from "../trpc/router";
import { openFingerprinter, type Fingerprinter } from "./db-fingerprint";
import {
  encodeSegment,
  fuzzedBody,
  fuzzedObject,
  hostileText,
  hostileValue,
  oddCalendarDate,
  oddId,
  oddInstant,
  oddWallClock,
  type FieldArbitraries,
  type FuzzedBody,
} from "./fuzz-inputs";
import { seedWorld, NO_ABUSE_LIMITS, WORLD_NOW, type SeededWorld } from "./seeded-world";
import { fuzzRuns, seedFuzzer } from "./fuzz-settings";
import { sessionMinter, type SessionCookies } from "./session-minter";

/**
 * Every tRPC procedure, fed generated calls as nobody, a client and an admin, over
 * a real socket with compression on (as browsers ask for it): never a 5xx, always
 * JSON in tRPC's envelope with a message and the true HTTP status, never a stack
 * trace, and a refused call leaves every table exactly as it was.
 */
const RUNS_PER_PROCEDURE = fuzzRuns(8);

let t: TestApp;
let base: string;
let world: SeededWorld;
let fingerprints: Fingerprinter;
let mint: ReturnType<typeof sessionMinter>;

beforeAll(async () => {
  seedFuzzer("trpc-fuzz");
  t = await createTestApp({
    now: () => WORLD_NOW,
    env: NO_ABUSE_LIMITS,
  });
  world = await seedWorld(t);
  fingerprints = openFingerprinter(t.db);
  mint = sessionMinter(t, () => WORLD_NOW);
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await t.close();
});

type Procedure = { path: string; kind: "query" | "mutation"; input?: () => FieldArbitraries };

const emailish = () =>
  fc.oneof(fc.constantFrom(world.users.client.email, "not-an-email"), fc.uuid().map((id) => `${id}@example.com`));
const password = () => fc.oneof(fc.constantFrom("secret-password", "wrong-password", "12345"), hostileText);
const name = () => fc.oneof(fc.constant("Ana Lopez"), hostileText);
const phone = () => fc.oneof(fc.constantFrom(null, "", "(559) 555-0142"), hostileText);
const id = () => oddId([...world.appointmentIds, ...world.blockedTimeIds]);
/** What the owner writes about a service (decision 0237): the right shapes, wrong ones, or anything. */
const serviceInput = () => ({
  name: fc.oneof(fc.constantFrom("Bookkeeping", "", "x".repeat(81)), hostileValue),
  name_es: fc.oneof(fc.constant("Contabilidad"), hostileValue),
  description: fc.oneof(fc.constant("Monthly books."), hostileValue),
  description_es: fc.oneof(fc.constant("Libros mensuales."), hostileValue),
  price_cents: fc.oneof(fc.constantFrom(null, 15000, -1, 1.5), hostileValue),
  price_from: fc.oneof(fc.boolean(), hostileValue),
  slots: fc.oneof(fc.constantFrom(1, 2, 0, 9, 1.5), hostileValue),
  buffer_minutes: fc.oneof(fc.constantFrom(0, 15, 7, 125), hostileValue),
  preparer_ids: fc.oneof(fc.constantFrom([], [1, 1], [999999]), hostileValue),
});
const reviewInput = () => ({
  name: fc.oneof(fc.constantFrom("Maria G.", "", "x".repeat(81)), hostileValue),
  name_es: fc.oneof(fc.constantFrom(null, "María G."), hostileValue),
  text: fc.oneof(fc.constant("Quick and kind."), hostileValue),
  text_es: fc.oneof(fc.constantFrom(null, "Rápidos."), hostileValue),
  rating: fc.oneof(fc.constantFrom(1, 5, 0, 6, 4.5), hostileValue),
  given_on: fc.oneof(fc.constantFrom("2026-01-05", "2999-01-01"), hostileValue),
  client_consented: fc.oneof(fc.constantFrom(true, false), hostileValue),
});
/** The search's and the CSV export's filters (the export takes no page). */
const appointmentCriteria = () => ({
  q: fc.oneof(fc.constantFrom("a", "=1+1"), hostileText),
  status: fc.oneof(fc.constantFrom("pending", "lost"), hostileValue),
  from: oddCalendarDate(world.dates),
  to: oddCalendarDate(world.dates),
});

/** What a second step types: six digits, a recovery code, or anything at all. */
const mfaCode = fc.oneof(fc.constantFrom("", "000000", "123456", "abcd-efgh-jkmn"), hostileText);
/** A browser's WebAuthn answer: the right shape, a wrong one, or nonsense. */
const webauthnAnswer = fc.oneof(
  fc.constant({ id: "AAAAAAAA", rawId: "AAAAAAAA", type: "public-key", response: { clientDataJSON: "e30" } }),
  fc.record({ id: hostileText, rawId: hostileText, type: fc.constantFrom("public-key", "other"), response: fc.record({ clientDataJSON: hostileText }) }),
  hostileText,
);

const PROCEDURES: Procedure[] = [
  { path: "officeServices.list", kind: "query" },
  { path: "officeServices.all", kind: "query" },
  { path: "officeServices.create", kind: "mutation", input: () => serviceInput() },
  { path: "officeServices.update", kind: "mutation", input: () => ({ ...serviceInput(), id: id() }) },
  { path: "officeServices.reorder", kind: "mutation", input: () => ({ ids: fc.oneof(fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }), hostileValue) }) },
  { path: "officeServices.retire", kind: "mutation", input: () => ({ id: id() }) },
  { path: "officeServices.restore", kind: "mutation", input: () => ({ id: id() }) },
  { path: "emailTexts.get", kind: "query" },
  {
    path: "emailTexts.update",
    kind: "mutation",
    input: () => ({
      kind: fc.oneof(fc.constantFrom("received", "welcome"), hostileValue),
      intro: fc.oneof(fc.constantFrom(null, { en: "Hi", es: "Hola" }, { en: "Hi", es: "" }), hostileValue),
      closing: fc.oneof(fc.constantFrom(null, { en: "Bye", es: "Adiós" }), hostileValue),
    }),
  },
  {
    path: "emailTexts.preview",
    kind: "query",
    input: () => ({ kind: fc.oneof(fc.constantFrom("confirmed", "welcome"), hostileValue), locale: fc.constantFrom("en", "es", "fr"), intro: fc.constant(null), closing: fc.constant(null) }),
  },
  { path: "legal.get", kind: "query" },
  {
    path: "legal.update",
    kind: "mutation",
    input: () => ({ page: fc.oneof(fc.constantFrom("privacy", "terms", "cookies"), hostileValue), en: fc.oneof(fc.constantFrom("Terms.", ""), hostileValue), es: fc.oneof(fc.constant("Términos."), hostileValue) }),
  },
  { path: "siteCopy.get", kind: "query" },
  {
    path: "siteCopy.update",
    kind: "mutation",
    input: () => ({ "hero.title": fc.oneof(fc.constantFrom(null, { en: "Hi", es: "Hola" }, { en: "", es: "x" }), hostileValue) }),
  },
  { path: "reviews.list", kind: "query" },
  { path: "reviews.all", kind: "query" },
  { path: "reviews.create", kind: "mutation", input: () => reviewInput() },
  { path: "reviews.update", kind: "mutation", input: () => ({ ...reviewInput(), id: id() }) },
  { path: "reviews.reorder", kind: "mutation", input: () => ({ ids: fc.oneof(fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }), hostileValue) }) },
  { path: "reviews.hide", kind: "mutation", input: () => ({ id: id() }) },
  { path: "reviews.show", kind: "mutation", input: () => ({ id: id() }) },
  { path: "reviews.remove", kind: "mutation", input: () => ({ id: id() }) },
  { path: "documents.intake", kind: "query", input: () => ({ id: id() }) },
  { path: "documents.saveIntake", kind: "mutation", input: () => ({ id: id(), answers: fc.oneof(fc.constantFrom({ filing_status: "single", dependents: 0, income: ["wages"] }, { dependents: -1 }), hostileValue) }) },
  { path: "documents.setReviewed", kind: "mutation", input: () => ({ id: id(), reviewed: fc.oneof(fc.boolean(), hostileValue) }) },
  { path: "documents.folder", kind: "query", input: () => ({ id: id() }) },
  { path: "documents.request", kind: "mutation", input: () => ({ id: id(), label: fc.oneof(fc.constantFrom({ en: "Form 1095-A", es: "Formulario 1095-A" }, { en: "", es: "" }), hostileValue) }) },
  { path: "documents.remove", kind: "mutation", input: () => ({ id: fc.oneof(fc.uuid(), hostileValue) }) },
  { path: "documents.link", kind: "mutation", input: () => ({ id: fc.oneof(fc.uuid(), hostileValue) }) },
  { path: "documents.expiring", kind: "query" },
  { path: "documents.keep", kind: "mutation", input: () => ({ id: fc.oneof(fc.uuid(), hostileValue), kept: fc.oneof(fc.boolean(), hostileValue) }) },
  { path: "documents.questionnaire", kind: "query", input: () => ({ id: id() }) },
  { path: "documents.setQuestionnaire", kind: "mutation", input: () => ({ id: id(), questionnaire: fc.oneof(fc.constantFrom(DEFAULT_INTAKE, { questions: [] }), hostileValue) }) },
  { path: "settings.get", kind: "query" },
  {
    path: "settings.update",
    kind: "mutation",
    input: () => ({
      cancel_cutoff_hours: fc.oneof(fc.integer({ min: -5, max: 1000 }), hostileValue),
      max_open_requests: fc.oneof(fc.integer({ min: -1, max: 2000 }), hostileValue),
      reminder_minutes_before: fc.oneof(fc.integer({ min: 0, max: 30_000 }), hostileValue),
      reviews_shown: fc.oneof(fc.boolean(), hostileValue),
      staff_idle_minutes: fc.oneof(fc.constantFrom(undefined, 1, 30, 1441), hostileValue),
    }),
  },
  { path: "staff.list", kind: "query" },
  {
    path: "staff.invite",
    kind: "mutation",
    input: () => ({ full_name: fc.oneof(fc.constant("Fuzz Member"), hostileText), email: fc.oneof(fc.constant("not-an-email"), hostileText), role: fc.constantFrom("preparer", "client", "") }),
  },
  { path: "staff.setRole", kind: "mutation", input: () => ({ id: id(), role: fc.oneof(fc.constantFrom("front_desk", "client"), hostileValue) }) },
  {
    path: "staff.setProfile",
    kind: "mutation",
    input: () => ({ id: id(), photo: fc.oneof(fc.constant(null), hostileValue), languages: fc.oneof(fc.constantFrom(["es"], ["xx"]), hostileValue), bio: hostileValue, on_about: fc.oneof(fc.boolean(), hostileValue) }),
  },
  { path: "staff.deactivate", kind: "mutation", input: () => ({ id: id() }) },
  { path: "staff.reactivate", kind: "mutation", input: () => ({ id: id() }) },
  { path: "integrations.apiKeys", kind: "query" },
  {
    path: "integrations.createApiKey",
    kind: "mutation",
    input: () => ({ name: fc.oneof(fc.constantFrom("", "Sync"), hostileText), scope: fc.oneof(fc.constantFrom("read", "write"), hostileValue) }),
  },
  { path: "integrations.revokeApiKey", kind: "mutation", input: () => ({ id: id() }) },
  { path: "integrations.webhooks", kind: "query" },
  {
    path: "integrations.createWebhook",
    kind: "mutation",
    input: () => ({
      url: fc.oneof(fc.constantFrom("https://93.184.215.14/hooks", "https://127.0.0.1/", "not a url"), hostileText),
      events: fc.oneof(fc.constant(["contact.received"]), hostileValue),
    }),
  },
  { path: "integrations.removeWebhook", kind: "mutation", input: () => ({ id: id() }) },
  { path: "integrations.deliveries", kind: "query", input: () => ({ status: fc.oneof(fc.constantFrom("sent", "failed"), hostileValue) }) },
  { path: "integrations.resendDelivery", kind: "mutation", input: () => ({ id: id() }) },
  {
    path: "audit.list",
    kind: "query",
    input: () => ({
      action: fc.oneof(fc.constantFrom("auth", "appointment.confirmed", "lost"), hostileValue),
      actor: fc.oneof(fc.constant("Maria"), hostileText),
      subject_type: fc.oneof(fc.constantFrom("appointment", "planet"), hostileValue),
      subject_id: fc.oneof(fc.constant("1"), hostileValue),
      from: oddCalendarDate(world.dates),
      page: fc.oneof(fc.integer({ min: -2, max: 20_000 }), hostileValue),
    }),
  },
  { path: "users.me", kind: "query" },
  { path: "site.settings", kind: "query" },
  { path: "availability.forDate", kind: "query", input: () => ({ date: oddCalendarDate(world.dates) }) },
  {
    path: "availability.days",
    kind: "query",
    input: () => ({ from: oddCalendarDate(world.dates), to: oddCalendarDate(world.dates) }),
  },
  { path: "hours.get", kind: "query" },
  { path: "calendarFeed.address", kind: "query" },
  { path: "reports.appointments", kind: "query" },
  { path: "clients.list", kind: "query", input: () => ({ q: hostileText, page: fc.oneof(fc.integer({ min: -1, max: 20_000 }), hostileValue) }) },
  { path: "clients.details", kind: "query", input: () => ({ id: id() }) },
  {
    path: "schedule.range",
    kind: "query",
    input: () => ({ from: oddCalendarDate(world.dates), days: fc.oneof(fc.integer({ min: -1, max: 9 }), hostileValue) }),
  },
  {
    path: "appointments.bookForClient",
    kind: "mutation",
    input: () => ({
      service: fc.oneof(fc.constantFrom(...SERVICE_NAMES), hostileText),
      appointment_time: fc.oneof(fc.constantFrom(...world.freeSlots), hostileText),
      new_client: fc.record({ full_name: name(), email: emailish() }),
    }),
  },
  {
    path: "appointments.search",
    kind: "query",
    input: () => ({ ...appointmentCriteria(), page: fc.oneof(fc.integer({ min: -2, max: 20_000 }), hostileValue) }),
  },
  { path: "appointments.setNote", kind: "mutation", input: () => ({ id: id(), note: fc.oneof(fc.constant(""), hostileText) }) },
  {
    path: "appointments.recordOutcome",
    kind: "mutation",
    input: () => ({ id: id(), outcome: fc.oneof(fc.constantFrom("completed", "no_show", "cancelled"), hostileText) }),
  },
  {
    path: "appointments.reassign",
    kind: "mutation",
    input: () => ({ id: id(), preparer_id: fc.oneof(id(), fc.constantFrom(0, -1, "1", null), hostileValue) }),
  },
  { path: "appointments.assignedToMe", kind: "query" },
  { path: "appointments.confirmAssigned", kind: "mutation", input: () => ({ id: id() }) },
  { path: "appointments.recordOutcomeAssigned", kind: "mutation", input: () => ({ id: id(), outcome: fc.oneof(fc.constantFrom("completed", "no_show"), hostileValue) }) },
  { path: "appointments.noteAssigned", kind: "mutation", input: () => ({ id: id(), note: hostileText }) },
  { path: "preparers.list", kind: "query" },
  { path: "calendarFeed.rotate", kind: "mutation" },
  { path: "hours.holidays", kind: "query" },
  {
    path: "hours.update",
    kind: "mutation",
    input: () => ({ horizon_days: fc.oneof(fc.integer({ min: -5, max: 1000 }), hostileValue) }),
  },
  {
    path: "hours.setException",
    kind: "mutation",
    input: () => ({
      date: oddCalendarDate(world.dates),
      hours: fc.constantFrom([], [{ opens: "09:00", closes: "12:00" }], [{ opens: "12:00", closes: "09:00" }]),
      note: hostileText,
    }),
  },
  { path: "hours.removeException", kind: "mutation", input: () => ({ date: oddCalendarDate(world.dates) }) },
  { path: "hours.preparers", kind: "query" },
  {
    path: "hours.setPreparer",
    kind: "mutation",
    input: () => ({ id: id(), weekly: fc.constantFrom(null, {}, { monday: [{ opens: "12:00", closes: "09:00" }] }) }),
  },
  { path: "appointments.mine", kind: "query" },
  {
    path: "appointments.all",
    kind: "query",
    input: () => ({ from: oddCalendarDate(world.dates), limit: fc.oneof(fc.integer({ min: -5, max: 2000 }), hostileValue) }),
  },
  { path: "blockedTimes.list", kind: "query" },
  {
    path: "auth.register",
    kind: "mutation",
    input: () => ({ fullName: name(), email: emailish(), phone: phone(), password: password() }),
  },
  { path: "auth.login", kind: "mutation", input: () => ({ email: emailish(), password: password() }) },
  { path: "auth.logout", kind: "mutation" },
  { path: "auth.forgotPassword", kind: "mutation", input: () => ({ email: emailish() }) },
  {
    path: "auth.resetPassword",
    kind: "mutation",
    input: () => ({ token: fc.oneof(fc.constantFrom("", "never-issued"), hostileText), password: password() }),
  },
  { path: "emails.list", kind: "query", input: () => ({ status: fc.oneof(fc.constantFrom("failed", "lost"), hostileText) }) },
  { path: "emails.resend", kind: "mutation", input: () => ({ id: id() }) },
  { path: "business.get", kind: "query" },
  { path: "business.update", kind: "mutation", input: () => ({ name: name(), phone: phone() }) },
  { path: "contact.list", kind: "query", input: () => ({ status: fc.oneof(fc.constantFrom("read", "spam"), hostileText) }) },
  { path: "contact.unreadCount", kind: "query" },
  {
    path: "contact.setStatus",
    kind: "mutation",
    input: () => ({ id: id(), status: fc.oneof(fc.constantFrom("archived", "deleted"), hostileText) }),
  },
  { path: "users.updateProfile", kind: "mutation", input: () => ({ fullName: name(), phone: phone() }) },
  { path: "users.changePassword", kind: "mutation", input: () => ({ currentPassword: password(), newPassword: password() }) },
  // Issue 17: signed-in devices and the email change.
  { path: "users.sessions", kind: "query" },
  { path: "users.revokeSession", kind: "mutation", input: () => ({ id: fc.oneof(fc.constantFrom("", "no-such-session", "x".repeat(129)), hostileText) }) },
  { path: "users.signOutOtherSessions", kind: "mutation" },
  { path: "users.requestEmailChange", kind: "mutation", input: () => ({ newEmail: emailish(), currentPassword: password() }) },
  { path: "users.confirmEmailChange", kind: "mutation", input: () => ({ token: fc.oneof(fc.constantFrom("", "never-issued"), hostileText) }) },
  // Issue 17: two-step sign-in.
  { path: "mfa.status", kind: "query" },
  { path: "mfa.startTotp", kind: "mutation" },
  { path: "mfa.reauthenticate", kind: "mutation", input: () => ({ password: password(), code: fc.option(mfaCode, { nil: undefined }) }) },
  { path: "mfa.confirmTotp", kind: "mutation", input: () => ({ code: mfaCode }) },
  { path: "mfa.removeTotp", kind: "mutation", input: () => ({ password: password(), code: mfaCode }) },
  { path: "mfa.renewRecoveryCodes", kind: "mutation", input: () => ({ password: password(), code: mfaCode }) },
  { path: "mfa.passkeyOptions", kind: "mutation" },
  { path: "mfa.addPasskey", kind: "mutation", input: () => ({ name: fc.oneof(fc.constantFrom("", "Phone"), hostileText), response: webauthnAnswer }) },
  { path: "mfa.removePasskey", kind: "mutation", input: () => ({ id: fc.oneof(fc.constantFrom("", "unknown"), hostileText), password: password(), code: mfaCode }) },
  // Issue 29 item 1: no session; a link never issued, and hostile ones.
  {
    path: "mfa.removeWithLink",
    kind: "mutation",
    input: () => ({ token: fc.oneof(fc.constantFrom("", "never-issued", "x".repeat(201)), hostileText), password: password() }),
  },
  { path: "auth.loginMfa", kind: "mutation", input: () => ({ code: mfaCode }) },
  { path: "auth.passkeyOptions", kind: "mutation" },
  { path: "auth.passkeyLogin", kind: "mutation", input: () => ({ response: webauthnAnswer }) },
  {
    path: "appointments.book",
    kind: "mutation",
    input: () => ({
      service: fc.oneof(fc.constantFrom(...SERVICE_NAMES), hostileText),
      appointment_time: oddInstant(world.freeSlots),
    }),
  },
  { path: "appointments.confirm", kind: "mutation", input: () => ({ id: id() }) },
  { path: "appointments.history", kind: "query", input: () => ({ id: id() }) },
  { path: "appointments.exportCsv", kind: "query", input: appointmentCriteria },
  {
    path: "appointments.reschedule",
    kind: "mutation",
    input: () => ({ id: id(), new_appointment_time: oddInstant(world.freeSlots) }),
  },
  { path: "appointments.cancel", kind: "mutation", input: () => ({ id: id() }) },
  { path: "appointments.cancelMine", kind: "mutation", input: () => ({ id: id(), reason: fc.oneof(fc.constant(""), hostileText) }) },
  {
    path: "appointments.rescheduleMine",
    kind: "mutation",
    input: () => ({ id: id(), new_appointment_time: oddInstant(world.freeSlots) }),
  },
  {
    path: "blockedTimes.create",
    kind: "mutation",
    input: () => {
      const time = fc.oneof(oddWallClock, oddInstant(world.freeSlots));
      return { start_time: time, end_time: time, reason: fc.oneof(fc.constant("Holiday"), hostileText), preparer_id: fc.oneof(fc.constant(undefined), id(), hostileValue) };
    },
  },
  { path: "blockedTimes.delete", kind: "mutation", input: () => ({ id: id() }) },
  {
    path: "contact.send",
    kind: "mutation",
    input: () => ({ name: name(), email: emailish(), phone: phone(), message: fc.oneof(fc.constant("Hello"), hostileText) }),
  },
];

/** `path` is set for batches, which name the procedure once per call. */
type Call = { method: "GET" | "POST"; search: string; body: FuzzedBody; batch: boolean; path?: string };

const inputParam = (value: unknown) => `input=${encodeSegment(JSON.stringify(value) ?? "")}`;

/** A call as the tRPC client makes it, or as it never would: wrong method, bad input, batched. */
function callFor(procedure: Procedure): fc.Arbitrary<Call> {
  const input: fc.Arbitrary<unknown> = procedure.input
    ? fc.oneof({ weight: 5, arbitrary: fuzzedObject(procedure.input()) }, { weight: 1, arbitrary: hostileValue })
    : fc.oneof(fc.constant(undefined), hostileValue);
  const noBody: FuzzedBody = { contentType: undefined, payload: undefined };
  const proper: fc.Arbitrary<Call> =
    procedure.kind === "query"
      ? input.map((value) => ({ method: "GET", search: value === undefined ? "" : inputParam(value), body: noBody, batch: false }))
      : fuzzedBody(procedure.input?.() ?? {}).map((body) => ({ method: "POST", search: "", body, batch: false }));
  return fc.oneof(
    { weight: 6, arbitrary: proper },
    {
      weight: 1,
      arbitrary: hostileText.map((raw) => ({ method: "GET" as const, search: `input=${encodeSegment(raw)}`, body: noBody, batch: false })),
    },
    {
      weight: 1,
      arbitrary: input.map((value) =>
        procedure.kind === "query"
          ? { method: "POST" as const, search: "", body: { contentType: "application/json", payload: JSON.stringify(value ?? {}) }, batch: false }
          : { method: "GET" as const, search: inputParam(value), body: noBody, batch: false },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.array(input, { minLength: 1, maxLength: 3 }).map((values) => {
        const batched = Object.fromEntries(values.map((value, index) => [String(index), value]));
        const path = Array(values.length).fill(procedure.path).join(",");
        return procedure.kind === "query"
          ? { method: "GET" as const, search: `batch=1&${inputParam(batched)}`, body: noBody, batch: true, path }
          : {
              method: "POST" as const,
              search: "batch=1",
              body: { contentType: "application/json", payload: JSON.stringify(batched) },
              batch: true,
              path,
            };
      }),
    },
  );
}

type Envelope = { result?: unknown; error?: { message: unknown; code: unknown; data: { code: unknown; httpStatus: unknown; messageCode: unknown } } };

/** tRPC's error envelope with a message and its code, and no stack, path or other internals. */
function expectErrorEnvelope(item: Envelope, httpStatus?: number): void {
  expect(item).toEqual({
    error: {
      message: expect.stringMatching(/\S/),
      code: expect.any(Number),
      data: { code: expect.any(String), httpStatus: httpStatus ?? expect.any(Number), messageCode: expect.any(String) },
    },
  });
}

async function send(path: string, call: Call, cookies: SessionCookies | null) {
  const headers: Record<string, string> = { "accept-encoding": "gzip, br" };
  if (call.body.contentType !== undefined) headers["content-type"] = call.body.contentType;
  if (cookies) headers.cookie = `sid=${cookies.sid}; rt=${cookies.rt}`;
  return fetch(`${base}/trpc/${path}${call.search ? `?${call.search}` : ""}`, {
    method: call.method,
    headers,
    body: call.method === "POST" ? call.body.payload : undefined,
  });
}

describe("tRPC procedures under generated input", () => {
  it.each(PROCEDURES)("$kind $path never fails with a 5xx, answers tRPC's JSON and refuses without a trace", async (procedure) => {
    const caller = fc.constantFrom("anonymous", "client", "admin") as fc.Arbitrary<"anonymous" | "client" | "admin">;
    await fc.assert(
      fc.asyncProperty(caller, callFor(procedure), async (who, call) => {
        const cookies = who === "anonymous" ? null : await mint(world.users[who].id);
        const before = await fingerprints.take();
        const response = await send(call.path ?? procedure.path, call, cookies);
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = JSON.parse(text) as Envelope | Envelope[];
        const items = Array.isArray(body) ? body : [body];
        if (call.batch && !Array.isArray(body)) {
          // Refused before tRPC ran (e.g. the body was too large): one envelope for the whole batch.
          expectErrorEnvelope(body, response.status);
        }
        for (const item of items) {
          if (item.error) expectErrorEnvelope(item, Array.isArray(body) ? undefined : response.status);
          else expect(Object.keys(item)).toEqual(["result"]);
        }
        if (items.every((item) => item.error)) expect(await fingerprints.take()).toEqual(before);
      }),
      { numRuns: RUNS_PER_PROCEDURE },
    );
  });

  it("answers unknown and odd procedure paths with a tRPC NOT_FOUND, with no trace", async () => {
    const oddPath = fc.oneof(
      fc.constantFrom("nope", "users", "users.me.extra", "__proto__", "constructor", "toString", "users.__proto__", "auth.constructor", "users.me,nope"),
      hostileText.map(encodeSegment),
    );
    await fc.assert(
      fc.asyncProperty(oddPath, fc.constantFrom("GET", "POST") as fc.Arbitrary<"GET" | "POST">, async (path, method) => {
        const before = await fingerprints.take();
        const response = await send(path, { method, search: "", body: { contentType: "application/json", payload: "{}" }, batch: false }, null);
        const text = await response.text();
        expect(response.status, text).toBeGreaterThanOrEqual(400);
        expect(response.status, text).toBeLessThan(500);
        const body = JSON.parse(text) as Envelope;
        expectErrorEnvelope(body, response.status);
        expect(await fingerprints.take()).toEqual(before);
      }),
      { numRuns: fuzzRuns(12) },
    );
  });
});

describe("the fuzzer's own completeness (issue 30 item 5)", () => {
  it("fuzzes every tRPC procedure", () => {
    const fuzzed = new Set(PROCEDURES.map((procedure) => procedure.path));
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures.length).toBeGreaterThan(60);
    expect(procedures.filter((path) => !fuzzed.has(path))).toEqual([]);
  });
});
