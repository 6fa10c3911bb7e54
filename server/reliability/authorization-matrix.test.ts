import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailContextFor } from "../notifications/email-context";
import { API_MESSAGES } from "../shared/api-messages";
import { PLACEHOLDER_PROFILE } from "../shared/business";
import { DEFAULT_INTAKE } from "../shared/default-intake";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";
import { multipartFile } from "../testing/multipart-form";
import { appRouter } from "../trpc/router";
import { openFingerprinter, type Fingerprinter } from "./db-fingerprint";
import { seedWorld, WORLD_NOW, type SeededWorld } from "./seeded-world";
import { sessionIdOf, sessionMinter, type SessionCookies } from "./session-minter";

/**
 * Every REST endpoint and tRPC procedure, called by nobody, by the client who owns
 * the records involved, by another client and by an admin, with the status each
 * must get. Every refused call leaves the database exactly as it was, and the
 * calls that succeed for clients only ever touch the caller's own data.
 */
const ACTORS = ["anonymous", "client", "otherClient", "admin"] as const;
type Actor = (typeof ACTORS)[number];

let t: TestApp;
let world: SeededWorld;
let fingerprints: Fingerprinter;
let mint: ReturnType<typeof sessionMinter>;
let nextSlot = 0;
let pastAppointments = 0;

beforeAll(async () => {
  // Every cell asks for a reset from the same address; the reset limits are tested in password-reset.routes.test.ts.
  // The matrix's clients book in every row: the open-request limit (tested on its own) would refuse them.
  t = await createTestApp({
    now: () => WORLD_NOW,
    env: { PASSWORD_RESET_MAX_PER_HOUR: "1000", MAX_OPEN_REQUESTS_PER_CLIENT: "1000" },
  });
  world = await seedWorld(t);
  fingerprints = openFingerprinter(t.db);
  mint = sessionMinter(t, () => WORLD_NOW);
});
afterAll(async () => {
  await t.close();
});

/** What one cell of the matrix gets: the caller's cookies and fresh records to act on. */
type CallContext = {
  actor: Actor;
  cookies: SessionCookies | Record<string, never>;
  /** The caller's credentials (the owning client's for nobody). */
  credentials: { email: string; password: string };
  /** A free slot nobody else in the matrix uses (when the row needs one). */
  slot: string;
  /** New appointments of the owning client, and a new blocked period, when the row needs them. */
  pendingId: number;
  confirmedId: number;
  blockedTimeId: number;
  /** Another signed-in device of the owning client (issue 17), when the row needs one. */
  ownerSessionId: string;
  /** A confirmed appointment of the owning client that is already over (decision 0180), when the row needs one. */
  pastConfirmedId: number;
};

type Need = "pending" | "confirmed" | "blockedTime" | "slot" | "ownerSession" | "past";

type Row = {
  name: string;
  /** Records to create before the call (and before the database is fingerprinted). */
  needs?: Need[];
  call: (ctx: CallContext) => Promise<LightMyRequestResponse>;
  /** Statuses for [anonymous, client, otherClient, admin]. */
  expected: [number, number, number, number];
};

const uniqueEmail = () => `matrix-${Math.random().toString(36).slice(2)}@example.com`;
const rest =
  (method: "GET" | "POST" | "PUT" | "DELETE", url: string | ((ctx: CallContext) => string), payload?: (ctx: CallContext) => object) =>
  (ctx: CallContext) =>
    t.app.inject({ method, url: typeof url === "string" ? url : url(ctx), cookies: ctx.cookies, payload: payload?.(ctx) });
/** Sends a real image (1x1 PNG) as the raw body: uploads are decoded and re-encoded (decision 0145). */
const uploadTo = (url: string) => (ctx: CallContext) =>
  t.app.inject({
    method: "POST",
    url,
    cookies: ctx.cookies,
    headers: { "content-type": "image/png" },
    payload: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
  });
/** A one-page PDF as a multipart form, to the row's confirmed appointment. */
const uploadDocument = async (ctx: CallContext) => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
  return t.app.inject({ method: "POST", url: `/api/appointments/${ctx.confirmedId}/documents`, cookies: ctx.cookies, ...(await multipartFile(pdf, "w2.pdf")) });
};
/** A document id nobody has. */
const NO_DOCUMENT = "00000000-0000-4000-8000-000000000000";
/** Answers the first-start questionnaire accepts. */
const MATRIX_ANSWERS = { filing_status: "single", dependents: 0, income: ["wages"] };
const trpc =
  (kind: "query" | "mutation", path: string, input?: (ctx: CallContext) => unknown) =>
  async (ctx: CallContext) =>
    (await trpcCall(t.app, kind, path, { input: input?.(ctx), cookies: ctx.cookies })).response;

/** The path of an appointment's calendar link, as the client's emails and dashboard give it. */
const invitationPath = (id: number) => {
  const url = new URL(emailContextFor(t.config, PLACEHOLDER_PROFILE).invitationUrl(id));
  return url.pathname + url.search;
};

/** A browser's WebAuthn answer of the right shape, to no ceremony the server started. */
const FAKE_WEBAUTHN_ANSWER = { id: "AAAAAAAA", rawId: "AAAAAAAA", type: "public-key", response: { clientDataJSON: "e30" } };

const SIGNED_IN = [401, 200, 200, 200] as [number, number, number, number];
const ADMIN_ONLY = [401, 403, 403, 200] as [number, number, number, number];
const ANYONE = [200, 200, 200, 200] as [number, number, number, number];

/** A service the owner could add (decision 0237); each row names its own. */
/** A review the owner may save: the client's consent ticked. */
const MATRIX_REVIEW = { name: "Matrix R.", text: "A review the matrix adds.", rating: 5, given_on: "2026-01-05", client_consented: true };
const MATRIX_SERVICE = {
  name: "Matrix service",
  name_es: "Servicio de prueba",
  description: "A service the matrix adds.",
  description_es: "Un servicio que agrega la matriz.",
  price_cents: null,
  price_from: false,
  preparer_ids: [],
};
/** The office's settings as this app starts with them (its environment's): saving them changes nothing. */
const MATRIX_SETTINGS = { cancel_cutoff_hours: 24, max_open_requests: 1000, reminder_minutes_before: 1440, reviews_shown: true };

const ROWS: Row[] = [
  { name: "GET /api/users/me", call: rest("GET", "/api/users/me"), expected: SIGNED_IN },
  // Probes for the load balancer: anyone, and nothing about the caller.
  { name: "GET /api/health", call: rest("GET", "/api/health"), expected: ANYONE },
  { name: "GET /api/health/live", call: rest("GET", "/api/health/live"), expected: ANYONE },
  { name: "POST /api/login", call: rest("POST", "/api/login", (ctx) => ctx.credentials), expected: ANYONE },
  { name: "POST /api/logout", call: rest("POST", "/api/logout"), expected: ANYONE },
  { name: "POST /api/auth/refresh", call: rest("POST", "/api/auth/refresh"), expected: SIGNED_IN },
  {
    name: "POST /api/register",
    call: rest("POST", "/api/register", () => ({ fullName: "New Person", email: uniqueEmail(), phone: null, password: "tidy-lemon-7" })),
    expected: [201, 201, 201, 201],
  },
  {
    name: "POST /api/contact",
    call: rest("POST", "/api/contact", () => ({ name: "Ana", email: "ana@example.com", phone: null, message: "Hello" })),
    expected: ANYONE,
  },
  { name: "GET /api/availability", call: rest("GET", `/api/availability?date=2026-03-03`), expected: ANYONE },
  { name: "GET /api/availability/days", call: rest("GET", `/api/availability/days?from=2026-03-03&to=2026-03-09`), expected: ANYONE },
  { name: "GET /api/hours", call: rest("GET", "/api/hours"), expected: ANYONE },
  {
    name: "PUT /api/appointments/{id}/note",
    needs: ["pending"],
    call: rest("PUT", (ctx) => `/api/appointments/${ctx.pendingId}/note`, () => ({ note: "Bring last year's return." })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC appointments.setNote",
    needs: ["pending"],
    call: trpc("mutation", "appointments.setNote", (ctx) => ({ id: ctx.pendingId, note: "Bring last year's return." })),
    expected: ADMIN_ONLY,
  },
  {
    name: "PUT /api/appointments/{id}/outcome",
    needs: ["past"],
    call: rest("PUT", (ctx) => `/api/appointments/${ctx.pastConfirmedId}/outcome`, () => ({ outcome: "no_show" })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC appointments.recordOutcome",
    needs: ["past"],
    call: trpc("mutation", "appointments.recordOutcome", (ctx) => ({ id: ctx.pastConfirmedId, outcome: "completed" })),
    expected: ADMIN_ONLY,
  },
  // The seeded office has no preparers: the office gets past the guard to the refusal of an unknown preparer (400).
  {
    name: "PUT /api/appointments/{id}/preparer",
    needs: ["pending"],
    call: rest("PUT", (ctx) => `/api/appointments/${ctx.pendingId}/preparer`, () => ({ preparer_id: 999_999 })),
    expected: [401, 403, 403, 400],
  },
  {
    name: "tRPC appointments.reassign",
    needs: ["pending"],
    call: trpc("mutation", "appointments.reassign", (ctx) => ({ id: ctx.pendingId, preparer_id: 999_999 })),
    expected: [401, 403, 403, 400],
  },
  { name: "GET /api/appointments/assigned", call: rest("GET", "/api/appointments/assigned"), expected: ADMIN_ONLY },
  { name: "tRPC appointments.assignedToMe", call: trpc("query", "appointments.assignedToMe"), expected: ADMIN_ONLY },
  // A preparer's own (decision 0236): the seeded appointments are nobody's, so the owner gets past the guard to a 404.
  { name: "PUT /api/appointments/assigned/{id}/confirm (not theirs)", needs: ["pending"], call: rest("PUT", (ctx) => `/api/appointments/assigned/${ctx.pendingId}/confirm`), expected: [401, 403, 403, 404] },
  {
    name: "PUT /api/appointments/assigned/{id}/note (not theirs)",
    needs: ["pending"],
    call: rest("PUT", (ctx) => `/api/appointments/assigned/${ctx.pendingId}/note`, () => ({ note: "Matrix" })),
    expected: [401, 403, 403, 404],
  },
  {
    name: "PUT /api/appointments/assigned/{id}/outcome (not theirs)",
    needs: ["pending"],
    call: rest("PUT", (ctx) => `/api/appointments/assigned/${ctx.pendingId}/outcome`, () => ({ outcome: "completed" })),
    expected: [401, 403, 403, 404],
  },
  {
    name: "tRPC appointments.recordOutcomeAssigned (not theirs)",
    needs: ["pending"],
    call: trpc("mutation", "appointments.recordOutcomeAssigned", (ctx) => ({ id: ctx.pendingId, outcome: "no_show" })),
    expected: [401, 403, 403, 404],
  },
  { name: "tRPC appointments.confirmAssigned (not theirs)", needs: ["pending"], call: trpc("mutation", "appointments.confirmAssigned", (ctx) => ({ id: ctx.pendingId })), expected: [401, 403, 403, 404] },
  {
    name: "tRPC appointments.noteAssigned (not theirs)",
    needs: ["pending"],
    call: trpc("mutation", "appointments.noteAssigned", (ctx) => ({ id: ctx.pendingId, note: "Matrix" })),
    expected: [401, 403, 403, 404],
  },
  { name: "GET /api/preparers", call: rest("GET", "/api/preparers"), expected: ANYONE },
  { name: "tRPC preparers.list", call: trpc("query", "preparers.list"), expected: ANYONE },
  { name: "GET /api/appointments/search", call: rest("GET", "/api/appointments/search?q=a&status=pending"), expected: ADMIN_ONLY },
  { name: "GET /api/appointments/export.csv", call: rest("GET", "/api/appointments/export.csv?q=a&status=pending"), expected: ADMIN_ONLY },
  { name: "tRPC appointments.exportCsv", call: trpc("query", "appointments.exportCsv", () => ({ q: "a" })), expected: ADMIN_ONLY },
  {
    name: "GET /api/appointments/{id}/history",
    needs: ["confirmed"],
    call: rest("GET", (ctx) => `/api/appointments/${ctx.confirmedId}/history`),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC appointments.history",
    needs: ["confirmed"],
    call: trpc("query", "appointments.history", (ctx) => ({ id: ctx.confirmedId })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC appointments.search",
    call: trpc("query", "appointments.search", () => ({ q: "a", page: 1 })),
    expected: ADMIN_ONLY,
  },
  {
    name: "POST /api/appointments/for-client",
    needs: ["slot"],
    call: rest("POST", "/api/appointments/for-client", (ctx) => ({
      service: "Personal Tax Prep",
      appointment_time: ctx.slot,
      new_client: { full_name: "Phoned In", email: uniqueEmail() },
    })),
    expected: [401, 403, 403, 201],
  },
  {
    name: "tRPC appointments.bookForClient",
    needs: ["slot"],
    call: trpc("mutation", "appointments.bookForClient", (ctx) => ({
      service: "Personal Tax Prep",
      appointment_time: ctx.slot,
      new_client: { full_name: "Phoned In", email: uniqueEmail() },
    })),
    expected: ADMIN_ONLY,
  },
  { name: "GET /api/clients", call: rest("GET", "/api/clients?q=a"), expected: ADMIN_ONLY },
  { name: "GET /api/clients/{id} (unknown id)", call: rest("GET", "/api/clients/999999"), expected: [401, 403, 403, 404] },
  { name: "tRPC clients.list", call: trpc("query", "clients.list", () => ({ page: 1 })), expected: ADMIN_ONLY },
  { name: "tRPC clients.details (unknown id)", call: trpc("query", "clients.details", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "GET /api/schedule", call: rest("GET", "/api/schedule?from=2026-03-02"), expected: ADMIN_ONLY },
  { name: "GET /api/reports/appointments", call: rest("GET", "/api/reports/appointments"), expected: ADMIN_ONLY },
  { name: "GET /api/staff", call: rest("GET", "/api/staff"), expected: ADMIN_ONLY },
  {
    name: "POST /api/staff",
    call: rest("POST", "/api/staff", () => ({ full_name: "Matrix Member", email: uniqueEmail(), role: "preparer" })),
    expected: [401, 403, 403, 201],
  },
  // A client's id is no staff member's: the owner gets past the guard to the 404.
  {
    name: "PUT /api/staff/{id}/role (not staff)",
    call: rest("PUT", () => `/api/staff/${world.users.client.id}/role`, () => ({ role: "preparer" })),
    expected: [401, 403, 403, 404],
  },
  {
    name: "PUT /api/staff/{id}/profile (not staff)",
    call: rest("PUT", () => `/api/staff/${world.users.client.id}/profile`, () => ({ photo: null, languages: ["es"] })),
    expected: [401, 403, 403, 404],
  },
  { name: "POST /api/staff/{id}/deactivate (not staff)", call: rest("POST", () => `/api/staff/${world.users.client.id}/deactivate`), expected: [401, 403, 403, 404] },
  { name: "POST /api/staff/{id}/reactivate (not staff)", call: rest("POST", () => `/api/staff/${world.users.client.id}/reactivate`), expected: [401, 403, 403, 404] },
  { name: "tRPC staff.list", call: trpc("query", "staff.list"), expected: ADMIN_ONLY },
  {
    name: "tRPC staff.invite",
    call: trpc("mutation", "staff.invite", () => ({ full_name: "Matrix Member", email: uniqueEmail(), role: "front_desk" })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC staff.setRole (not staff)",
    call: trpc("mutation", "staff.setRole", () => ({ id: world.users.client.id, role: "preparer" })),
    expected: [401, 403, 403, 404],
  },
  {
    name: "tRPC staff.setProfile (not staff)",
    call: trpc("mutation", "staff.setProfile", () => ({ id: world.users.client.id, photo: null, languages: ["es"] })),
    expected: [401, 403, 403, 404],
  },
  { name: "tRPC staff.deactivate (not staff)", call: trpc("mutation", "staff.deactivate", () => ({ id: world.users.client.id })), expected: [401, 403, 403, 404] },
  { name: "tRPC staff.reactivate (not staff)", call: trpc("mutation", "staff.reactivate", () => ({ id: world.users.client.id })), expected: [401, 403, 403, 404] },
  { name: "GET /api/api-keys", call: rest("GET", "/api/api-keys"), expected: ADMIN_ONLY },
  { name: "POST /api/api-keys", call: rest("POST", "/api/api-keys", () => ({ name: "Matrix", scope: "read" })), expected: [401, 403, 403, 201] },
  { name: "DELETE /api/api-keys/{id} (unknown id)", call: rest("DELETE", "/api/api-keys/999999"), expected: [401, 403, 403, 404] },
  { name: "GET /api/webhooks", call: rest("GET", "/api/webhooks"), expected: ADMIN_ONLY },
  {
    name: "POST /api/webhooks",
    call: rest("POST", "/api/webhooks", () => ({ url: "https://93.184.215.14/matrix", events: ["contact.received"] })),
    expected: [401, 403, 403, 201],
  },
  { name: "DELETE /api/webhooks/{id} (unknown id)", call: rest("DELETE", "/api/webhooks/999999"), expected: [401, 403, 403, 404] },
  { name: "GET /api/webhooks/deliveries", call: rest("GET", "/api/webhooks/deliveries"), expected: ADMIN_ONLY },
  {
    name: "POST /api/webhooks/deliveries/{id}/resend (unknown id)",
    call: rest("POST", "/api/webhooks/deliveries/999999/resend"),
    expected: [401, 403, 403, 404],
  },
  { name: "tRPC integrations.apiKeys", call: trpc("query", "integrations.apiKeys"), expected: ADMIN_ONLY },
  { name: "tRPC integrations.createApiKey", call: trpc("mutation", "integrations.createApiKey", () => ({ name: "Matrix", scope: "write" })), expected: ADMIN_ONLY },
  { name: "tRPC integrations.revokeApiKey (unknown id)", call: trpc("mutation", "integrations.revokeApiKey", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC integrations.webhooks", call: trpc("query", "integrations.webhooks"), expected: ADMIN_ONLY },
  {
    name: "tRPC integrations.createWebhook",
    call: trpc("mutation", "integrations.createWebhook", () => ({ url: "https://93.184.215.14/matrix-trpc", events: ["contact.received"] })),
    expected: ADMIN_ONLY,
  },
  { name: "tRPC integrations.removeWebhook (unknown id)", call: trpc("mutation", "integrations.removeWebhook", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC integrations.deliveries", call: trpc("query", "integrations.deliveries", () => ({})), expected: ADMIN_ONLY },
  { name: "tRPC integrations.resendDelivery (unknown id)", call: trpc("mutation", "integrations.resendDelivery", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "GET /api/audit-events", call: rest("GET", "/api/audit-events?action=auth"), expected: ADMIN_ONLY },
  { name: "tRPC audit.list", call: trpc("query", "audit.list", () => ({ action: "auth" })), expected: ADMIN_ONLY },
  { name: "tRPC schedule.range", call: trpc("query", "schedule.range", () => ({ from: "2026-03-02", days: 1 })), expected: ADMIN_ONLY },
  { name: "tRPC reports.appointments", call: trpc("query", "reports.appointments"), expected: ADMIN_ONLY },
  { name: "GET /api/calendar-feed", call: rest("GET", "/api/calendar-feed"), expected: ADMIN_ONLY },
  { name: "POST /api/calendar-feed/rotate", call: rest("POST", "/api/calendar-feed/rotate"), expected: ADMIN_ONLY },
  {
    name: "GET /api/calendar/{file} (an old-style file name, a secret never issued)",
    call: rest("GET", `/api/calendar/${"A".repeat(43)}.ics`),
    expected: [404, 404, 404, 404],
  },
  {
    name: "GET /api/calendar/{file} ({id}-{secret}.ics: a client's id, a secret never issued)",
    call: rest("GET", () => `/api/calendar/${world.users.client.id}-${"A".repeat(43)}.ics`),
    expected: [404, 404, 404, 404],
  },
  {
    // The address is the key (decision 0180): whoever calls, with whatever cookies, gets the admin's feed.
    name: "GET /api/calendar/{file} ({id}-{secret}.ics: an admin's own address)",
    call: async (ctx) => {
      const read = await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies: await mint(world.users.admin.id) });
      return t.app.inject({ method: "GET", url: new URL((read.json() as { url: string }).url).pathname, cookies: ctx.cookies });
    },
    expected: ANYONE,
  },
  { name: "tRPC calendarFeed.address", call: trpc("query", "calendarFeed.address"), expected: ADMIN_ONLY },
  { name: "tRPC calendarFeed.rotate", call: trpc("mutation", "calendarFeed.rotate"), expected: ADMIN_ONLY },
  { name: "PUT /api/hours", call: rest("PUT", "/api/hours", () => ({ horizon_days: 90 })), expected: ADMIN_ONLY },
  { name: "GET /api/hours/holidays", call: rest("GET", "/api/hours/holidays"), expected: ADMIN_ONLY },
  { name: "GET /api/preparers/hours", call: rest("GET", "/api/preparers/hours"), expected: ADMIN_ONLY },
  { name: "GET /api/services", call: rest("GET", "/api/services"), expected: ANYONE },
  { name: "GET /api/services/all", call: rest("GET", "/api/services/all"), expected: ADMIN_ONLY },
  {
    name: "POST /api/services",
    call: rest("POST", "/api/services", () => ({ ...MATRIX_SERVICE, name: `Matrix ${uniqueEmail()}` })),
    expected: [401, 403, 403, 201],
  },
  // No service has the id: the owner gets past the guard to the 404 (or, for the order, the 400 of a list that is not every service).
  { name: "PUT /api/services/{id} (none)", call: rest("PUT", "/api/services/999999", () => MATRIX_SERVICE), expected: [401, 403, 403, 404] },
  { name: "PUT /api/services/order (not every one)", call: rest("PUT", "/api/services/order", () => ({ ids: [999999] })), expected: [401, 403, 403, 400] },
  { name: "POST /api/services/{id}/retire (none)", call: rest("POST", "/api/services/999999/retire"), expected: [401, 403, 403, 404] },
  { name: "POST /api/services/{id}/restore (none)", call: rest("POST", "/api/services/999999/restore"), expected: [401, 403, 403, 404] },
  { name: "tRPC officeServices.list", call: trpc("query", "officeServices.list"), expected: ANYONE },
  { name: "tRPC officeServices.all", call: trpc("query", "officeServices.all"), expected: ADMIN_ONLY },
  {
    name: "tRPC officeServices.create",
    call: trpc("mutation", "officeServices.create", () => ({ ...MATRIX_SERVICE, name: `Matrix ${uniqueEmail()}` })),
    expected: ADMIN_ONLY,
  },
  { name: "tRPC officeServices.update (none)", call: trpc("mutation", "officeServices.update", () => ({ ...MATRIX_SERVICE, id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC officeServices.reorder (not every one)", call: trpc("mutation", "officeServices.reorder", () => ({ ids: [999999] })), expected: [401, 403, 403, 400] },
  { name: "tRPC officeServices.retire (none)", call: trpc("mutation", "officeServices.retire", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC officeServices.restore (none)", call: trpc("mutation", "officeServices.restore", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "GET /api/reviews", call: rest("GET", "/api/reviews"), expected: ANYONE },
  { name: "GET /api/reviews/all", call: rest("GET", "/api/reviews/all"), expected: ADMIN_ONLY },
  { name: "POST /api/reviews", call: rest("POST", "/api/reviews", () => MATRIX_REVIEW), expected: [401, 403, 403, 201] },
  // No review has the id: the owner gets past the guard to the 404 (or, for the order, the 400 of a list that is not every review).
  { name: "PUT /api/reviews/{id} (none)", call: rest("PUT", "/api/reviews/999999", () => MATRIX_REVIEW), expected: [401, 403, 403, 404] },
  { name: "PUT /api/reviews/order (not every one)", call: rest("PUT", "/api/reviews/order", () => ({ ids: [999999] })), expected: [401, 403, 403, 400] },
  { name: "POST /api/reviews/{id}/hide (none)", call: rest("POST", "/api/reviews/999999/hide"), expected: [401, 403, 403, 404] },
  { name: "POST /api/reviews/{id}/show (none)", call: rest("POST", "/api/reviews/999999/show"), expected: [401, 403, 403, 404] },
  { name: "DELETE /api/reviews/{id} (none)", call: rest("DELETE", "/api/reviews/999999"), expected: [401, 403, 403, 404] },
  { name: "tRPC reviews.list", call: trpc("query", "reviews.list"), expected: ANYONE },
  { name: "tRPC reviews.all", call: trpc("query", "reviews.all"), expected: ADMIN_ONLY },
  { name: "tRPC reviews.create", call: trpc("mutation", "reviews.create", () => MATRIX_REVIEW), expected: ADMIN_ONLY },
  { name: "tRPC reviews.update (none)", call: trpc("mutation", "reviews.update", () => ({ ...MATRIX_REVIEW, id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC reviews.reorder (not every one)", call: trpc("mutation", "reviews.reorder", () => ({ ids: [999999] })), expected: [401, 403, 403, 400] },
  { name: "tRPC reviews.hide (none)", call: trpc("mutation", "reviews.hide", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC reviews.show (none)", call: trpc("mutation", "reviews.show", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC reviews.remove (none)", call: trpc("mutation", "reviews.remove", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "GET /api/email-texts", call: rest("GET", "/api/email-texts"), expected: ADMIN_ONLY },
  // Half a part: the owner gets past the guard to the 400.
  { name: "PUT /api/email-texts/{kind} (half a part)", call: rest("PUT", "/api/email-texts/reminder", () => ({ intro: { en: "Hi", es: "" }, closing: null })), expected: [401, 403, 403, 400] },
  {
    name: "POST /api/email-texts/{kind}/preview",
    call: rest("POST", "/api/email-texts/reminder/preview", () => ({ locale: "en", intro: null, closing: null })),
    expected: ADMIN_ONLY,
  },
  { name: "tRPC emailTexts.get", call: trpc("query", "emailTexts.get"), expected: ADMIN_ONLY },
  {
    name: "tRPC emailTexts.update (half a part)",
    call: trpc("mutation", "emailTexts.update", () => ({ kind: "reminder", intro: { en: "Hi", es: "" }, closing: null })),
    expected: [401, 403, 403, 400],
  },
  { name: "tRPC emailTexts.preview", call: trpc("query", "emailTexts.preview", () => ({ kind: "reminder", locale: "en", intro: null, closing: null })), expected: ADMIN_ONLY },
  { name: "GET /api/legal", call: rest("GET", "/api/legal"), expected: ANYONE },
  // A page with no text: the owner gets past the guard to the 400.
  { name: "PUT /api/legal/{page} (no text)", call: rest("PUT", "/api/legal/terms", () => ({ en: "", es: "" })), expected: [401, 403, 403, 400] },
  { name: "tRPC legal.get", call: trpc("query", "legal.get"), expected: ANYONE },
  { name: "tRPC legal.update (no text)", call: trpc("mutation", "legal.update", () => ({ page: "terms", en: "", es: "" })), expected: [401, 403, 403, 400] },
  { name: "GET /api/site-copy", call: rest("GET", "/api/site-copy"), expected: ANYONE },
  { name: "PUT /api/site-copy (nothing)", call: rest("PUT", "/api/site-copy", () => ({})), expected: ADMIN_ONLY },
  { name: "tRPC siteCopy.get", call: trpc("query", "siteCopy.get"), expected: ANYONE },
  { name: "tRPC siteCopy.update (nothing)", call: trpc("mutation", "siteCopy.update", () => ({})), expected: ADMIN_ONLY },
  { name: "GET /api/settings", call: rest("GET", "/api/settings"), expected: ADMIN_ONLY },
  { name: "PUT /api/settings (as they are)", call: rest("PUT", "/api/settings", () => MATRIX_SETTINGS), expected: ADMIN_ONLY },
  { name: "tRPC settings.get", call: trpc("query", "settings.get"), expected: ADMIN_ONLY },
  { name: "tRPC settings.update (as they are)", call: trpc("mutation", "settings.update", () => MATRIX_SETTINGS), expected: ADMIN_ONLY },
  // The seeded office has no preparers: the owner gets past the guard to the 404 of someone who is not one.
  {
    name: "PUT /api/preparers/{id}/hours (not a preparer)",
    call: rest("PUT", () => `/api/preparers/${world.users.client.id}/hours`, () => ({ weekly: null })),
    expected: [401, 403, 403, 404],
  },
  {
    name: "PUT /api/hours/exceptions/{date}",
    call: rest("PUT", "/api/hours/exceptions/2026-12-24", () => ({ hours: [], note: "Christmas Eve" })),
    expected: ADMIN_ONLY,
  },
  {
    name: "DELETE /api/hours/exceptions/{date} (no exception that day)",
    call: rest("DELETE", "/api/hours/exceptions/2026-12-31"),
    expected: [401, 403, 403, 404],
  },
  {
    name: "POST /api/appointments",
    needs: ["slot"],
    call: rest("POST", "/api/appointments", (ctx) => ({ service: "IRS Representation", appointment_time: ctx.slot })),
    expected: [401, 201, 201, 201],
  },
  { name: "GET /api/appointments/my", call: rest("GET", "/api/appointments/my"), expected: SIGNED_IN },
  { name: "GET /api/appointments/all", call: rest("GET", "/api/appointments/all"), expected: ADMIN_ONLY },
  {
    name: "PUT /api/appointments/{id}/confirm",
    needs: ["pending"],
    call: rest("PUT", (ctx) => `/api/appointments/${ctx.pendingId}/confirm`),
    expected: ADMIN_ONLY,
  },
  {
    // The owner may move their own, as they may cancel it (issue 32; days ahead, before the cutoff).
    name: "PUT /api/appointments/{id}/reschedule",
    needs: ["confirmed", "slot"],
    call: rest("PUT", (ctx) => `/api/appointments/${ctx.confirmedId}/reschedule`, (ctx) => ({ new_appointment_time: ctx.slot })),
    expected: [401, 200, 403, 200],
  },
  {
    // The owner may cancel their own (the matrix's appointments are days ahead, before the cutoff).
    name: "DELETE /api/appointments/{id}",
    needs: ["confirmed"],
    call: rest("DELETE", (ctx) => `/api/appointments/${ctx.confirmedId}`),
    expected: [401, 200, 403, 200],
  },
  { name: "GET /api/blocked-times", call: rest("GET", "/api/blocked-times"), expected: ADMIN_ONLY },
  {
    name: "POST /api/blocked-times",
    call: rest("POST", "/api/blocked-times", () => ({ start_time: "2026-04-01T09:00", end_time: "2026-04-01T10:00", reason: "Audit" })),
    expected: [401, 403, 403, 201],
  },
  {
    name: "DELETE /api/blocked-times/{id}",
    needs: ["blockedTime"],
    call: rest("DELETE", (ctx) => `/api/blocked-times/${ctx.blockedTimeId}`),
    expected: ADMIN_ONLY,
  },
  { name: "PUT /api/users/profile", call: rest("PUT", "/api/users/profile", () => ({ fullName: "Renamed Person", phone: null })), expected: SIGNED_IN },
  {
    name: "PUT /api/users/password",
    call: rest("PUT", "/api/users/password", (ctx) => ({ currentPassword: ctx.credentials.password, newPassword: "another-password" })),
    expected: SIGNED_IN,
  },
  // Issue 17: a user only ever sees and ends their own sessions; an admin is no exception.
  { name: "GET /api/users/sessions", call: rest("GET", "/api/users/sessions"), expected: SIGNED_IN },
  {
    name: "DELETE /api/users/sessions/{id} (the owning client's other device)",
    needs: ["ownerSession"],
    call: rest("DELETE", (ctx) => `/api/users/sessions/${ctx.ownerSessionId}`),
    expected: [401, 200, 404, 404],
  },
  { name: "POST /api/users/sessions/sign-out-others", call: rest("POST", "/api/users/sessions/sign-out-others"), expected: SIGNED_IN },
  {
    name: "POST /api/users/email-change",
    call: rest("POST", "/api/users/email-change", (ctx) => ({ newEmail: uniqueEmail(), currentPassword: ctx.credentials.password })),
    expected: SIGNED_IN,
  },
  {
    name: "POST /api/users/email-change/confirm (a token never issued)",
    call: rest("POST", "/api/users/email-change/confirm", () => ({ token: "never-issued" })),
    expected: [400, 400, 400, 400],
  },

  {
    name: "POST /api/auth/forgot-password",
    call: rest("POST", "/api/auth/forgot-password", (ctx) => ({ email: ctx.credentials.email })),
    expected: ANYONE,
  },
  {
    name: "POST /api/auth/reset-password (a token never issued)",
    call: rest("POST", "/api/auth/reset-password", () => ({ token: "never-issued", password: "tidy-lemon-7" })),
    expected: [400, 400, 400, 400],
  },
  { name: "GET /api/emails", call: rest("GET", "/api/emails"), expected: ADMIN_ONLY },
  { name: "GET /api/business", call: rest("GET", "/api/business"), expected: ANYONE },
  { name: "POST /api/business/photos", call: uploadTo("/api/business/photos"), expected: [401, 403, 403, 201] },
  { name: "POST /api/business/logo", call: uploadTo("/api/business/logo"), expected: [401, 403, 403, 201] },
  { name: "PUT /api/business", call: rest("PUT", "/api/business", () => ({ tagline: "Taxes, done right." })), expected: ADMIN_ONLY },
  // Clients' documents (decision 0254): the client of the appointment and the owner; another client learns nothing (404).
  { name: "GET /api/appointments/{id}/intake", needs: ["confirmed"], call: rest("GET", (ctx) => `/api/appointments/${ctx.confirmedId}/intake`), expected: [401, 200, 404, 200] },
  {
    name: "PUT /api/appointments/{id}/intake (only its client answers)",
    needs: ["confirmed"],
    call: rest("PUT", (ctx) => `/api/appointments/${ctx.confirmedId}/intake`, () => ({ answers: MATRIX_ANSWERS })),
    expected: [401, 200, 404, 403],
  },
  {
    name: "PUT /api/appointments/{id}/intake/reviewed (nothing answered yet)",
    needs: ["confirmed"],
    call: rest("PUT", (ctx) => `/api/appointments/${ctx.confirmedId}/intake/reviewed`, () => ({ reviewed: true })),
    expected: [401, 403, 404, 404],
  },
  { name: "GET /api/appointments/{id}/documents", needs: ["confirmed"], call: rest("GET", (ctx) => `/api/appointments/${ctx.confirmedId}/documents`), expected: [401, 200, 404, 200] },
  {
    name: "POST /api/appointments/{id}/document-requests",
    needs: ["confirmed"],
    call: rest("POST", (ctx) => `/api/appointments/${ctx.confirmedId}/document-requests`, () => ({ label: { en: "Form 1095-A", es: "Formulario 1095-A" } })),
    expected: [401, 403, 404, 201],
  },
  { name: "POST /api/appointments/{id}/documents", needs: ["confirmed"], call: uploadDocument, expected: [401, 201, 404, 201] },
  { name: "DELETE /api/documents/{id} (none)", call: rest("DELETE", `/api/documents/${NO_DOCUMENT}`), expected: [401, 404, 404, 404] },
  { name: "POST /api/documents/{id}/link (none)", call: rest("POST", `/api/documents/${NO_DOCUMENT}/link`), expected: [401, 404, 404, 404] },
  { name: "GET /api/documents/{id}/file (forged link)", call: rest("GET", `/api/documents/${NO_DOCUMENT}/file?expires=1&signature=forged`), expected: [401, 403, 403, 403] },
  { name: "GET /api/documents/expiring", call: rest("GET", "/api/documents/expiring"), expected: ADMIN_ONLY },
  { name: "PUT /api/documents/{id}/kept (none)", call: rest("PUT", `/api/documents/${NO_DOCUMENT}/kept`, () => ({ kept: true })), expected: [401, 404, 404, 404] },
  { name: "GET /api/services/{id}/intake", call: rest("GET", "/api/services/1/intake"), expected: ADMIN_ONLY },
  { name: "PUT /api/services/{id}/intake", call: rest("PUT", "/api/services/1/intake", () => ({ questionnaire: DEFAULT_INTAKE })), expected: ADMIN_ONLY },
  { name: "tRPC documents.intake", needs: ["confirmed"], call: trpc("query", "documents.intake", (ctx) => ({ id: ctx.confirmedId })), expected: [401, 200, 404, 200] },
  {
    name: "tRPC documents.saveIntake",
    needs: ["confirmed"],
    call: trpc("mutation", "documents.saveIntake", (ctx) => ({ id: ctx.confirmedId, answers: MATRIX_ANSWERS })),
    expected: [401, 200, 404, 403],
  },
  {
    name: "tRPC documents.setReviewed (nothing answered yet)",
    needs: ["confirmed"],
    call: trpc("mutation", "documents.setReviewed", (ctx) => ({ id: ctx.confirmedId, reviewed: true })),
    expected: [401, 403, 404, 404],
  },
  { name: "tRPC documents.folder", needs: ["confirmed"], call: trpc("query", "documents.folder", (ctx) => ({ id: ctx.confirmedId })), expected: [401, 200, 404, 200] },
  {
    name: "tRPC documents.request",
    needs: ["confirmed"],
    call: trpc("mutation", "documents.request", (ctx) => ({ id: ctx.confirmedId, label: { en: "Form 1095-A", es: "Formulario 1095-A" } })),
    expected: [401, 403, 404, 200],
  },
  { name: "tRPC documents.remove (none)", call: trpc("mutation", "documents.remove", () => ({ id: NO_DOCUMENT })), expected: [401, 404, 404, 404] },
  { name: "tRPC documents.link (none)", call: trpc("mutation", "documents.link", () => ({ id: NO_DOCUMENT })), expected: [401, 404, 404, 404] },
  { name: "tRPC documents.expiring", call: trpc("query", "documents.expiring"), expected: ADMIN_ONLY },
  { name: "tRPC documents.keep (none)", call: trpc("mutation", "documents.keep", () => ({ id: NO_DOCUMENT, kept: true })), expected: [401, 404, 404, 404] },
  { name: "tRPC documents.questionnaire", call: trpc("query", "documents.questionnaire", () => ({ id: 1 })), expected: ADMIN_ONLY },
  { name: "tRPC documents.setQuestionnaire", call: trpc("mutation", "documents.setQuestionnaire", () => ({ id: 1, questionnaire: DEFAULT_INTAKE })), expected: ADMIN_ONLY },
  { name: "GET /api/contact-messages", call: rest("GET", "/api/contact-messages?status=read"), expected: ADMIN_ONLY },
  {
    name: "PUT /api/contact-messages/{id} (unknown id)",
    call: rest("PUT", "/api/contact-messages/999999", () => ({ status: "read" })),
    expected: [401, 403, 403, 404],
  },
  { name: "POST /api/emails/{id}/resend (unknown id)", call: rest("POST", "/api/emails/999999/resend"), expected: [401, 403, 403, 404] },
  {
    name: "GET /api/appointments/{id}/invitation.ics (forged signature)",
    needs: ["confirmed"],
    call: rest("GET", (ctx) => `/api/appointments/${ctx.confirmedId}/invitation.ics?sig=forged`),
    expected: [404, 404, 404, 404],
  },
  {
    // The signed link is the key: it answers the same to everyone, and only while the appointment is to come (decision 0180).
    name: "GET /api/appointments/{id}/invitation.ics (the signed link, the appointment to come)",
    needs: ["confirmed"],
    call: rest("GET", (ctx) => invitationPath(ctx.confirmedId)),
    expected: ANYONE,
  },
  {
    name: "GET /api/appointments/{id}/invitation.ics (the signed link, the appointment over)",
    needs: ["past"],
    call: rest("GET", (ctx) => invitationPath(ctx.pastConfirmedId)),
    expected: [404, 404, 404, 404],
  },

  // Issue 18: null (200) for a visitor with no session cookie, so a signed-out page load fails no request.
  { name: "tRPC users.me", call: trpc("query", "users.me"), expected: ANYONE },
  {
    name: "tRPC auth.forgotPassword",
    call: trpc("mutation", "auth.forgotPassword", (ctx) => ({ email: ctx.credentials.email })),
    expected: ANYONE,
  },
  {
    name: "tRPC auth.resetPassword (a token never issued)",
    call: trpc("mutation", "auth.resetPassword", () => ({ token: "never-issued", password: "tidy-lemon-7" })),
    expected: [400, 400, 400, 400],
  },
  { name: "tRPC emails.list", call: trpc("query", "emails.list", () => ({})), expected: ADMIN_ONLY },
  {
    name: "tRPC appointments.cancelMine",
    needs: ["confirmed"],
    call: trpc("mutation", "appointments.cancelMine", (ctx) => ({ id: ctx.confirmedId, reason: "Plans changed" })),
    expected: [401, 200, 403, 403],
  },
  {
    name: "tRPC appointments.rescheduleMine",
    needs: ["confirmed", "slot"],
    call: trpc("mutation", "appointments.rescheduleMine", (ctx) => ({ id: ctx.confirmedId, new_appointment_time: ctx.slot })),
    expected: [401, 200, 403, 403],
  },
  { name: "tRPC business.get", call: trpc("query", "business.get"), expected: ANYONE },
  { name: "tRPC business.update", call: trpc("mutation", "business.update", () => ({ tagline: "Taxes, done right." })), expected: ADMIN_ONLY },
  { name: "tRPC contact.list", call: trpc("query", "contact.list", () => ({ status: "archived" })), expected: ADMIN_ONLY },
  { name: "tRPC contact.unreadCount", call: trpc("query", "contact.unreadCount"), expected: ADMIN_ONLY },
  {
    name: "tRPC contact.setStatus (unknown id)",
    call: trpc("mutation", "contact.setStatus", () => ({ id: 999999, status: "read" })),
    expected: [401, 403, 403, 404],
  },
  { name: "tRPC emails.resend (unknown id)", call: trpc("mutation", "emails.resend", () => ({ id: 999999 })), expected: [401, 403, 403, 404] },
  { name: "tRPC auth.login", call: trpc("mutation", "auth.login", (ctx) => ctx.credentials), expected: ANYONE },
  { name: "tRPC auth.logout", call: trpc("mutation", "auth.logout"), expected: ANYONE },
  {
    name: "tRPC auth.register",
    call: trpc("mutation", "auth.register", () => ({ fullName: "New Person", email: uniqueEmail(), phone: null, password: "tidy-lemon-7" })),
    expected: ANYONE,
  },
  {
    name: "tRPC contact.send",
    call: trpc("mutation", "contact.send", () => ({ name: "Ana", email: "ana@example.com", phone: null, message: "Hello" })),
    expected: ANYONE,
  },
  { name: "tRPC site.settings", call: trpc("query", "site.settings"), expected: ANYONE },
  { name: "tRPC availability.forDate", call: trpc("query", "availability.forDate", () => ({ date: "2026-03-03" })), expected: ANYONE },
  {
    name: "tRPC availability.days",
    call: trpc("query", "availability.days", () => ({ from: "2026-03-03", to: "2026-03-09" })),
    expected: ANYONE,
  },
  { name: "tRPC hours.get", call: trpc("query", "hours.get"), expected: ANYONE },
  { name: "tRPC hours.update", call: trpc("mutation", "hours.update", () => ({ horizon_days: 90 })), expected: ADMIN_ONLY },
  { name: "tRPC hours.holidays", call: trpc("query", "hours.holidays"), expected: ADMIN_ONLY },
  { name: "tRPC hours.preparers", call: trpc("query", "hours.preparers"), expected: ADMIN_ONLY },
  {
    name: "tRPC hours.setPreparer (not a preparer)",
    call: trpc("mutation", "hours.setPreparer", () => ({ id: world.users.client.id, weekly: null })),
    expected: [401, 403, 403, 404],
  },
  {
    name: "tRPC hours.setException",
    call: trpc("mutation", "hours.setException", () => ({ date: "2026-12-24", hours: [], note: "" })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC hours.removeException (no exception that day)",
    call: trpc("mutation", "hours.removeException", () => ({ date: "2026-12-31" })),
    expected: [401, 403, 403, 404],
  },
  {
    name: "tRPC appointments.book",
    needs: ["slot"],
    call: trpc("mutation", "appointments.book", (ctx) => ({ service: "IRS Representation", appointment_time: ctx.slot })),
    expected: SIGNED_IN,
  },
  { name: "tRPC appointments.mine", call: trpc("query", "appointments.mine"), expected: SIGNED_IN },
  { name: "tRPC appointments.all", call: trpc("query", "appointments.all"), expected: ADMIN_ONLY },
  {
    name: "tRPC appointments.confirm",
    needs: ["pending"],
    call: trpc("mutation", "appointments.confirm", (ctx) => ({ id: ctx.pendingId })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC appointments.reschedule",
    needs: ["confirmed", "slot"],
    call: trpc("mutation", "appointments.reschedule", (ctx) => ({ id: ctx.confirmedId, new_appointment_time: ctx.slot })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC appointments.cancel",
    needs: ["pending"],
    call: trpc("mutation", "appointments.cancel", (ctx) => ({ id: ctx.pendingId })),
    expected: ADMIN_ONLY,
  },
  { name: "tRPC blockedTimes.list", call: trpc("query", "blockedTimes.list"), expected: ADMIN_ONLY },
  {
    name: "tRPC blockedTimes.create",
    call: trpc("mutation", "blockedTimes.create", () => ({ start_time: "2026-04-02T09:00", end_time: "2026-04-02T10:00", reason: null })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC blockedTimes.delete",
    needs: ["blockedTime"],
    call: trpc("mutation", "blockedTimes.delete", (ctx) => ({ id: ctx.blockedTimeId })),
    expected: ADMIN_ONLY,
  },
  {
    name: "tRPC users.updateProfile",
    call: trpc("mutation", "users.updateProfile", () => ({ fullName: "Renamed Person", phone: null })),
    expected: SIGNED_IN,
  },
  {
    name: "tRPC users.changePassword",
    call: trpc("mutation", "users.changePassword", (ctx) => ({ currentPassword: ctx.credentials.password, newPassword: "another-password" })),
    expected: SIGNED_IN,
  },
  { name: "tRPC users.sessions", call: trpc("query", "users.sessions"), expected: SIGNED_IN },
  {
    name: "tRPC users.revokeSession (the owning client's other device)",
    needs: ["ownerSession"],
    call: trpc("mutation", "users.revokeSession", (ctx) => ({ id: ctx.ownerSessionId })),
    expected: [401, 200, 404, 404],
  },
  { name: "tRPC users.signOutOtherSessions", call: trpc("mutation", "users.signOutOtherSessions"), expected: SIGNED_IN },
  {
    name: "tRPC users.requestEmailChange",
    call: trpc("mutation", "users.requestEmailChange", (ctx) => ({ newEmail: uniqueEmail(), currentPassword: ctx.credentials.password })),
    expected: SIGNED_IN,
  },
  {
    name: "tRPC users.confirmEmailChange (a token never issued)",
    call: trpc("mutation", "users.confirmEmailChange", () => ({ token: "never-issued" })),
    expected: [400, 400, 400, 400],
  },

  // Issue 17: two-step sign-in is each person's own; admins already have an app (and must keep one).
  { name: "GET /api/users/mfa", call: rest("GET", "/api/users/mfa"), expected: SIGNED_IN },
  { name: "POST /api/users/mfa/totp", call: rest("POST", "/api/users/mfa/totp"), expected: [401, 200, 200, 409] },
  {
    name: "POST /api/users/reauthenticate (a wrong password)",
    call: rest("POST", "/api/users/reauthenticate", () => ({ password: "not-the-password", code: "000000" })),
    expected: [401, 400, 400, 400],
  },
  {
    name: "POST /api/users/mfa/totp/confirm (a wrong code)",
    call: rest("POST", "/api/users/mfa/totp/confirm", () => ({ code: "000000" })),
    expected: [401, 400, 400, 409],
  },
  {
    name: "DELETE /api/users/mfa/totp (a wrong code)",
    call: rest("DELETE", "/api/users/mfa/totp", (ctx) => ({ password: ctx.credentials.password, code: "000000" })),
    expected: [401, 400, 400, 400],
  },
  {
    name: "POST /api/users/mfa/recovery-codes (a wrong code)",
    call: rest("POST", "/api/users/mfa/recovery-codes", (ctx) => ({ password: ctx.credentials.password, code: "000000" })),
    expected: [401, 400, 400, 400],
  },
  { name: "POST /api/users/mfa/passkeys/options", call: rest("POST", "/api/users/mfa/passkeys/options"), expected: [401, 200, 200, 200] },
  {
    name: "POST /api/users/mfa/passkeys (no ceremony)",
    call: rest("POST", "/api/users/mfa/passkeys", () => ({ name: "Phone", response: FAKE_WEBAUTHN_ANSWER })),
    expected: [401, 400, 400, 400],
  },
  {
    name: "DELETE /api/users/mfa/passkeys/{id} (unknown id)",
    call: rest("DELETE", "/api/users/mfa/passkeys/unknown", (ctx) => ({ password: ctx.credentials.password, code: "000000" })),
    expected: [401, 404, 404, 404],
  },
  // Issue 29 item 1: public, like a reset link; only the link and the account's password count.
  {
    name: "POST /api/users/mfa/remove-with-link (a token never issued)",
    call: rest("POST", "/api/users/mfa/remove-with-link", (ctx) => ({ token: "never-issued", password: ctx.credentials.password })),
    expected: [400, 400, 400, 400],
  },
  { name: "POST /api/login/mfa (no sign-in pending)", call: rest("POST", "/api/login/mfa", () => ({ code: "123456" })), expected: [401, 401, 401, 401] },
  { name: "POST /api/login/passkey/options", call: rest("POST", "/api/login/passkey/options"), expected: ANYONE },
  {
    name: "POST /api/login/passkey (no ceremony)",
    call: rest("POST", "/api/login/passkey", () => ({ response: FAKE_WEBAUTHN_ANSWER })),
    expected: [401, 401, 401, 401],
  },
  { name: "tRPC mfa.status", call: trpc("query", "mfa.status"), expected: SIGNED_IN },
  { name: "tRPC mfa.startTotp", call: trpc("mutation", "mfa.startTotp"), expected: [401, 200, 200, 409] },
  {
    name: "tRPC mfa.reauthenticate (a wrong password)",
    call: trpc("mutation", "mfa.reauthenticate", () => ({ password: "not-the-password", code: "000000" })),
    expected: [401, 400, 400, 400],
  },
  { name: "tRPC mfa.confirmTotp (a wrong code)", call: trpc("mutation", "mfa.confirmTotp", () => ({ code: "000000" })), expected: [401, 400, 400, 409] },
  {
    name: "tRPC mfa.removeTotp (a wrong code)",
    call: trpc("mutation", "mfa.removeTotp", (ctx) => ({ password: ctx.credentials.password, code: "000000" })),
    expected: [401, 400, 400, 400],
  },
  {
    name: "tRPC mfa.renewRecoveryCodes (a wrong code)",
    call: trpc("mutation", "mfa.renewRecoveryCodes", (ctx) => ({ password: ctx.credentials.password, code: "000000" })),
    expected: [401, 400, 400, 400],
  },
  { name: "tRPC mfa.passkeyOptions", call: trpc("mutation", "mfa.passkeyOptions"), expected: [401, 200, 200, 200] },
  {
    name: "tRPC mfa.addPasskey (no ceremony)",
    call: trpc("mutation", "mfa.addPasskey", () => ({ name: "Phone", response: FAKE_WEBAUTHN_ANSWER })),
    expected: [401, 400, 400, 400],
  },
  {
    name: "tRPC mfa.removePasskey (unknown id)",
    call: trpc("mutation", "mfa.removePasskey", (ctx) => ({ id: "unknown", password: ctx.credentials.password, code: "000000" })),
    expected: [401, 404, 404, 404],
  },
  {
    name: "tRPC mfa.removeWithLink (a token never issued)",
    call: trpc("mutation", "mfa.removeWithLink", (ctx) => ({ token: "never-issued", password: ctx.credentials.password })),
    expected: [400, 400, 400, 400],
  },
  { name: "tRPC auth.loginMfa (no sign-in pending)", call: trpc("mutation", "auth.loginMfa", () => ({ code: "123456" })), expected: [401, 401, 401, 401] },
  { name: "tRPC auth.passkeyOptions", call: trpc("mutation", "auth.passkeyOptions"), expected: ANYONE },
  {
    name: "tRPC auth.passkeyLogin (no ceremony)",
    call: trpc("mutation", "auth.passkeyLogin", () => ({ response: FAKE_WEBAUTHN_ANSWER })),
    expected: [401, 401, 401, 401],
  },
];

function takeFreeSlot(): string {
  const slot = world.freeSlots[nextSlot++];
  if (!slot) throw new Error("the matrix ran out of free slots");
  return slot;
}

async function contextFor(actor: Actor, needs: Need[]): Promise<CallContext> {
  const user = actor === "anonymous" ? null : world.users[actor];
  const owner = world.users.client;
  // A day or more before the world's now, at minutes no seeded appointment uses, so no two share a slot.
  const pastAppointment = async () => {
    pastAppointments += 1;
    const at = new Date(WORLD_NOW.getTime() - 86_400_000 - pastAppointments * 3_600_000 - 7 * 60_000);
    const data = { userId: owner.id, service: "Business Tax Services", appointmentTime: at, status: "confirmed" };
    return (await t.db.appointment.create({ data })).id;
  };
  const appointment = async (status: string) =>
    (
      await t.db.appointment.create({
        data: { userId: owner.id, service: "Business Tax Services", appointmentTime: new Date(takeFreeSlot()), status },
      })
    ).id;
  return {
    actor,
    cookies: user ? await mint(user.id) : {},
    credentials: { email: (user ?? owner).email, password: (user ?? owner).password },
    slot: needs.includes("slot") ? takeFreeSlot() : "",
    pendingId: needs.includes("pending") ? await appointment("pending") : 0,
    confirmedId: needs.includes("confirmed") ? await appointment("confirmed") : 0,
    blockedTimeId: needs.includes("blockedTime")
      ? (await t.db.blockedTime.create({ data: { startTime: new Date("2026-05-01T16:00:00Z"), endTime: new Date("2026-05-01T17:00:00Z") } })).id
      : 0,
    ownerSessionId: needs.includes("ownerSession") ? sessionIdOf(t, await mint(owner.id)) : "",
    pastConfirmedId: needs.includes("past") ? await pastAppointment() : 0,
  };
}

/** Puts back a password a row changed, so later rows can still sign in with it. */
async function restorePassword(user: { email: string }, passwordHash: string): Promise<void> {
  await t.db.user.updateMany({ where: { email: user.email, NOT: { passwordHash } }, data: { passwordHash } });
}

describe("authorisation matrix", () => {
  describe.each(ROWS)("$name", (row) => {
    it.each(ACTORS.map((actor, index) => [actor, row.expected[index] as number] as const))(
      "answers %s with %i, and a refusal leaves no trace",
      async (actor, expected) => {
        const ctx = await contextFor(actor, row.needs ?? []);
        const { passwordHash } = await t.db.user.findUniqueOrThrow({ where: { email: ctx.credentials.email } });
        const before = await fingerprints.take();
        const response = await row.call(ctx);
        expect(response.statusCode, response.body).toBe(expected);
        if (expected >= 400) expect(await fingerprints.take()).toEqual(before);
        await restorePassword(ctx.credentials, passwordHash);
      },
    );
  });
});

describe("an admin without two-step sign-in (issue 17)", () => {
  // Every row an admin may call and a client may not: until the app is set up, the admin is refused too.
  const officeRows = ROWS.filter((row) => row.expected[1] === 403 && row.expected[2] === 403 && row.expected[3] !== 403);

  it.each(officeRows.map((row) => [row.name, row] as const))("%s answers 403, and leaves no trace", async (_name, row) => {
    const ctx = await contextFor("admin", row.needs ?? []);
    const unenrolled = { ...ctx, cookies: await mint(world.users.unenrolledAdmin.id) };
    const before = await fingerprints.take();
    const response = await row.call(unenrolled);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.body).toContain(API_MESSAGES.mfa.setupRequired);
    expect(await fingerprints.take()).toEqual(before);
  });

  it("covers the office's rows of both transports (every operation has a row: see the completeness tests below)", () => {
    expect(officeRows.filter((row) => row.name.startsWith("tRPC")).length).toBeGreaterThan(20);
    expect(officeRows.filter((row) => !row.name.startsWith("tRPC")).length).toBeGreaterThan(25);
  });
});

describe("a client reads and changes only their own data", () => {
  const userRow = (id: number) => t.db.user.findUniqueOrThrow({ where: { id }, select: { fullName: true, email: true, role: true } });

  it("lists only the caller's own appointments, over both transports", async () => {
    const other = await mint(world.users.otherClient.id);
    const ownIds = (await t.db.appointment.findMany({ where: { userId: world.users.otherClient.id } })).map((row) => row.id);
    const viaRest = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: other })).json() as { id: number }[];
    const viaTrpc = (await trpcCall(t.app, "query", "appointments.mine", { cookies: other })).data as { id: number }[];
    expect(ownIds.length).toBeGreaterThan(0);
    for (const list of [viaRest, viaTrpc]) expect(list.map((item) => item.id).sort()).toEqual([...ownIds].sort());
  });

  it("changes only the caller's profile, whatever ids or roles the body names", async () => {
    const victimBefore = await userRow(world.users.client.id);
    const cookies = await mint(world.users.otherClient.id);
    const smuggled = { fullName: "Oscar Changed", phone: null, id: world.users.client.id, user_id: world.users.client.id, role: "admin", email: "taken@example.com" };
    const viaRest = await t.app.inject({ method: "PUT", url: "/api/users/profile", cookies, payload: smuggled });
    const viaTrpc = await trpcCall(t.app, "mutation", "users.updateProfile", { cookies, input: smuggled });
    expect(viaRest.statusCode).toBe(200);
    expect(viaTrpc.status).toBe(200);
    expect(await userRow(world.users.client.id)).toEqual(victimBefore);
    expect(await userRow(world.users.otherClient.id)).toEqual({
      fullName: "Oscar Changed",
      email: world.users.otherClient.email,
      role: "client",
    });
  });

  it("books as the caller, pending, whatever user or status the body names", async () => {
    const cookies = await mint(world.users.otherClient.id);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies,
      payload: { service: "Personal Tax Prep", appointment_time: takeFreeSlot(), user_id: world.users.client.id, userId: world.users.client.id, status: "confirmed" },
    });
    expect(response.statusCode).toBe(201);
    const row = await t.db.appointment.findUniqueOrThrow({ where: { id: (response.json() as { appointment: { id: number } }).appointment.id } });
    expect(row).toMatchObject({ userId: world.users.otherClient.id, status: "pending" });
  });

  it("registers a client, never an admin, whatever role the body names", async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Eve Admin", email, phone: null, password: "tidy-lemon-7", role: "admin" },
    });
    expect(response.statusCode).toBe(201);
    expect((await t.db.user.findUniqueOrThrow({ where: { email } })).role).toBe("client");
  });
});

describe("the matrix's own completeness (issue 30 item 5)", () => {
  /** A row covers an operation when its name is the operation, or the operation and a note in brackets. */
  const covers = (operation: string) => ROWS.some((row) => row.name === operation || row.name.startsWith(`${operation} (`));

  it("has a row for every operation of the REST API's own document", () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((operation) => !covers(operation))).toEqual([]);
  });

  it("has a row for every tRPC procedure", () => {
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures.length).toBeGreaterThan(60);
    expect(procedures.filter((procedure) => !covers(`tRPC ${procedure}`))).toEqual([]);
  });
});
