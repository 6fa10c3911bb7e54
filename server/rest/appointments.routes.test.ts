import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

/** Monday 2026-03-02, 7:00 AM in Los Angeles; Tuesday 9:00 AM is 17:00 UTC. */
const NOW = new Date("2026-03-02T15:00:00.000Z");
const TUESDAY_9AM = "2026-03-03T17:00:00.000Z";
const TUESDAY_10AM = "2026-03-03T18:00:00.000Z";

let t: TestApp;
let client: TestUser;
let clientCookies: { sid: string; rt: string };
let adminCookies: { sid: string; rt: string };

beforeAll(async () => {
  ({ t, client, clientCookies, adminCookies } = await createAppWithAccounts({ app: { now: () => NOW }, client: { fullName: "Carla Client" } }));
});
afterAll(async () => {
  await t.close();
});

type Cookies = Record<string, string>;
const book = (payload: unknown, cookies: Cookies = clientCookies) =>
  t.app.inject({ method: "POST", url: "/api/appointments", cookies, payload: payload as object });

/** An appointment written straight to the database, for the admin actions. */
async function appointmentAt(iso: string, status: string, userId = client.id) {
  return t.db.appointment.create({
    data: { userId, service: "Business Tax Services", appointmentTime: new Date(iso), status },
  });
}

describe("POST /api/appointments", () => {
  it("answers 401 with the spec's sentence to nobody", async () => {
    const response = await book({ service: "Personal Tax Prep", appointment_time: TUESDAY_9AM }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.booking.loginRequired, code: "spec.booking.loginRequired" });
  });

  it("books a free slot as pending and answers 201 with the message and the appointment", async () => {
    const response = await book({ service: "Personal Tax Prep", appointment_time: TUESDAY_9AM });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: MESSAGES.booking.submitted,
      code: "spec.booking.submitted",
      appointment: { id: expect.any(Number), service: "Personal Tax Prep", appointment_time: TUESDAY_9AM, status: "pending", preparer: null },
    });
    const availability = await t.app.inject({ method: "GET", url: "/api/availability?date=2026-03-03" });
    expect(availability.json()).not.toContain(TUESDAY_9AM);
  });

  it("answers 409 for a slot already held", async () => {
    const response = await book({ service: "IRS Representation", appointment_time: TUESDAY_9AM });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: API_MESSAGES.booking.slotUnavailable, code: "booking.slotUnavailable" });
  });

  it("accepts the slot written with a local offset", async () => {
    const response = await book({ service: "IRS Representation", appointment_time: "2026-03-03T10:00:00-08:00" });
    expect(response.statusCode).toBe(201);
    expect(response.json().appointment.appointment_time).toBe(TUESDAY_10AM);
  });

  it.each([
    [{ appointment_time: "2026-03-03T19:00:00.000Z" }, MESSAGES.booking.selectionRequired],
    [{ service: "Personal Tax Prep" }, MESSAGES.booking.selectionRequired],
    [{ service: "Astrology", appointment_time: "2026-03-03T19:00:00.000Z" }, MESSAGES.booking.selectionRequired],
    [{ service: "Personal Tax Prep", appointment_time: "tomorrow" }, MESSAGES.booking.selectionRequired],
    [{ service: "Personal Tax Prep", appointment_time: "2026-03-03T17:30:00.000Z" }, API_MESSAGES.booking.notASlot],
    [{ service: "Personal Tax Prep", appointment_time: "2026-03-08T17:00:00.000Z" }, API_MESSAGES.booking.notASlot],
  ])("answers 400 for %j", async (payload, message) => {
    const response = await book(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: expect.any(String) });
  });

  it("answers 409 for a slot in the past, within the notice, or inside a blocked period", async () => {
    expect((await book({ service: "Personal Tax Prep", appointment_time: "2026-02-28T17:00:00.000Z" })).statusCode).toBe(409);
    await t.db.blockedTime.create({
      data: { startTime: new Date("2026-03-03T20:00:00.000Z"), endTime: new Date("2026-03-03T22:00:00.000Z") },
    });
    const blocked = await book({ service: "Personal Tax Prep", appointment_time: "2026-03-03T21:00:00.000Z" });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: API_MESSAGES.booking.slotUnavailable, code: "booking.slotUnavailable" });
  });

  it("lets exactly one of 20 simultaneous requests for one slot win", async () => {
    const slot = "2026-03-04T17:00:00.000Z";
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(t.db)));
    const cookies = await Promise.all(users.map((user) => signIn(t.app, user)));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book({ service: "Personal Tax Prep", appointment_time: slot }, cookies[index % cookies.length]),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await t.db.appointment.count({ where: { appointmentTime: new Date(slot) } })).toBe(1);
  });
});

describe("GET /api/appointments/my", () => {
  it("answers 401 to nobody", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/my" })).statusCode).toBe(401);
  });

  it("lists only the caller's appointments, every status, ascending by time", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await appointmentAt("2026-03-10T18:00:00.000Z", "confirmed", user.id);
    await appointmentAt("2026-03-09T17:00:00.000Z", "cancelled", user.id);
    await appointmentAt("2026-03-11T17:00:00.000Z", "pending", user.id);
    await appointmentAt("2026-03-09T18:00:00.000Z", "pending", other.id);
    const response = await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: await signIn(t.app, user) });
    expect(response.statusCode).toBe(200);
    const base = { id: expect.any(Number), service: "Business Tax Services", preparer: null };
    expect(response.json()).toEqual([
      { ...base, appointment_time: "2026-03-09T17:00:00.000Z", status: "cancelled", cancellation: null, calendar: null },
      {
        ...base,
        appointment_time: "2026-03-10T18:00:00.000Z",
        status: "confirmed",
        cancellation: "online",
        calendar: {
          ics_url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/appointments\/\d+\/invitation\.ics\?sig=[\w-]+$/),
          google_url: expect.stringMatching(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Business\+Tax\+Services/),
        },
      },
      { ...base, appointment_time: "2026-03-11T17:00:00.000Z", status: "pending", cancellation: "online", calendar: null },
    ]);
  });
});

describe("admin appointment paths answer 401 to nobody and 403 to a client", () => {
  it.each([
    ["GET", "/api/appointments/all"],
    ["PUT", "/api/appointments/1/confirm"],
  ] as const)("%s %s", async (method, url) => {
    const payload = method === "PUT" ? { new_appointment_time: TUESDAY_10AM } : undefined;
    const anonymous = await t.app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: API_MESSAGES.auth.signInRequired, code: "auth.signInRequired" });
    const asClient = await t.app.inject({ method, url, payload, cookies: clientCookies });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ message: API_MESSAGES.auth.forbidden, code: "auth.forbidden" });
  });
});

describe("GET /api/appointments/all", () => {
  it("lists every appointment with its client, pending first, then by time", async () => {
    const fresh = await createTestApp({ now: () => NOW });
    try {
      const user = await createUser(fresh.db, { fullName: "Pat Doe" });
      await fresh.db.user.update({ where: { id: user.id }, data: { phone: "559-555-0177" } });
      const at = (iso: string, status: string) =>
        fresh.db.appointment.create({ data: { userId: user.id, service: "IRS Representation", appointmentTime: new Date(iso), status } });
      await at("2026-03-05T17:00:00.000Z", "confirmed");
      await at("2026-03-06T17:00:00.000Z", "pending");
      await at("2026-03-04T17:00:00.000Z", "cancelled");
      await at("2026-03-03T17:00:00.000Z", "pending");
      const admin = await signIn(fresh.app, await createUser(fresh.db, { role: "admin" }));
      const response = await fresh.app.inject({ method: "GET", url: "/api/appointments/all", cookies: admin });
      expect(response.statusCode).toBe(200);
      const rows = response.json() as Array<Record<string, unknown>>;
      expect(rows.map((row) => [row.status, row.appointment_time])).toEqual([
        ["pending", "2026-03-03T17:00:00.000Z"],
        ["pending", "2026-03-06T17:00:00.000Z"],
        ["cancelled", "2026-03-04T17:00:00.000Z"],
        ["confirmed", "2026-03-05T17:00:00.000Z"],
      ]);
      expect(rows[0]).toEqual({
        id: expect.any(Number),
        service: "IRS Representation",
        appointment_time: "2026-03-03T17:00:00.000Z",
        status: "pending",
        client_name: "Pat Doe",
        client_email: user.email,
        client_phone: "559-555-0177",
        note: null,
        preparer: null,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe("GET /api/appointments/all is bounded so its cost does not grow with the history", () => {
  let fresh: TestApp;
  let admin: Cookies;
  beforeAll(async () => {
    fresh = await createTestApp({ now: () => NOW });
    const user = await createUser(fresh.db);
    const at = (iso: string, status: string) =>
      fresh.db.appointment.create({ data: { userId: user.id, service: "IRS Representation", appointmentTime: new Date(iso), status } });
    await at("2025-12-01T17:00:00.000Z", "confirmed"); // 91 days before NOW: outside the default window
    await at("2026-01-31T17:00:00.000Z", "pending"); // 30 days before NOW: inside
    await at("2026-03-03T17:00:00.000Z", "confirmed");
    await at("2026-03-04T17:00:00.000Z", "pending");
    admin = await signIn(fresh.app, await createUser(fresh.db, { role: "admin" }));
  });
  afterAll(async () => {
    await fresh.close();
  });
  const list = (query = "") => fresh.app.inject({ method: "GET", url: `/api/appointments/all${query}`, cookies: admin });
  const times = (response: { json: () => unknown }) =>
    (response.json() as Array<{ appointment_time: string }>).map((row) => row.appointment_time);

  it("shows from 30 business-local days before today by default", async () => {
    expect(times(await list())).toEqual([
      "2026-01-31T17:00:00.000Z",
      "2026-03-04T17:00:00.000Z",
      "2026-03-03T17:00:00.000Z",
    ]);
  });

  it("reaches further back with ?from and stops at ?limit, pending first", async () => {
    expect(times(await list("?from=2025-11-01"))).toHaveLength(4);
    expect(times(await list("?from=2025-11-01&limit=2"))).toEqual(["2026-01-31T17:00:00.000Z", "2026-03-04T17:00:00.000Z"]);
  });

  it("answers 400 naming the problem for a bad window", async () => {
    expect((await list("?limit=0")).json()).toEqual({ message: "limit must be at least 1.", code: "validation.limitMin" });
    expect((await list("?limit=5000")).statusCode).toBe(400);
    expect((await list("?from=2026-02-30")).json()).toEqual({ message: "date must be a real calendar date.", code: "validation.dateReal" });
  });
});

describe("PUT /api/appointments/{id}/confirm", () => {
  const confirm = (id: number | string) =>
    t.app.inject({ method: "PUT", url: `/api/appointments/${id}/confirm`, cookies: adminCookies });

  it("confirms a pending appointment and returns it", async () => {
    const row = await appointmentAt("2026-03-12T17:00:00.000Z", "pending");
    const response = await confirm(row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, status: "confirmed", client_name: "Carla Client" });
  });

  it("answers 409 for an appointment that is not pending", async () => {
    for (const status of ["confirmed", "cancelled"]) {
      const row = await appointmentAt(`2026-03-12T${status === "confirmed" ? 18 : 19}:00:00.000Z`, status);
      const response = await confirm(row.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: API_MESSAGES.appointments.onlyPendingCanBeConfirmed, code: "appointments.onlyPendingCanBeConfirmed" });
      expect((await t.db.appointment.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(status);
    }
  });

  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    const missing = await confirm(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MESSAGES.appointments.notFound, code: "appointments.notFound" });
    const invalid = await confirm("abc");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: "The id must be a positive whole number.", code: "validation.idPositive" });
  });
});

describe("PUT /api/appointments/{id}/reschedule", () => {
  const reschedule = (id: number, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/appointments/${id}/reschedule`, cookies: adminCookies, payload });

  it("moves a confirmed appointment to a free slot; it stays confirmed and the old slot frees up", async () => {
    const row = await appointmentAt("2026-03-13T17:00:00.000Z", "confirmed");
    const response = await reschedule(row.id, { new_appointment_time: "2026-03-13T20:00:00.000Z" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      appointment_time: "2026-03-13T20:00:00.000Z",
      status: "confirmed",
      client_email: client.email,
    });
    const slots = (await t.app.inject({ method: "GET", url: "/api/availability?date=2026-03-13" })).json();
    expect(slots).toContain("2026-03-13T17:00:00.000Z");
    expect(slots).not.toContain("2026-03-13T20:00:00.000Z");
  });

  it("answers 400 with the spec's sentence when no new time is given", async () => {
    const row = await appointmentAt("2026-03-14T17:00:00.000Z", "confirmed");
    for (const payload of [{}, { new_appointment_time: "" }]) {
      const response = await reschedule(row.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.admin.selectNewSlot, code: "spec.admin.selectNewSlot" });
    }
  });

  it("answers 400 for the current time or a time that is not a slot", async () => {
    const row = await appointmentAt("2026-03-14T18:00:00.000Z", "confirmed");
    const same = await reschedule(row.id, { new_appointment_time: "2026-03-14T18:00:00.000Z" });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: API_MESSAGES.appointments.sameTime, code: "appointments.sameTime" });
    const offGrid = await reschedule(row.id, { new_appointment_time: "2026-03-14T18:15:00.000Z" });
    expect(offGrid.json()).toEqual({ message: API_MESSAGES.booking.notASlot, code: "booking.notASlot" });
  });

  it("answers 409 for a held slot, and for a cancelled appointment", async () => {
    const row = await appointmentAt("2026-03-14T19:00:00.000Z", "confirmed");
    await appointmentAt("2026-03-14T20:00:00.000Z", "pending");
    const taken = await reschedule(row.id, { new_appointment_time: "2026-03-14T20:00:00.000Z" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: API_MESSAGES.booking.slotUnavailable, code: "booking.slotUnavailable" });

    const cancelled = await appointmentAt("2026-03-16T18:00:00.000Z", "cancelled");
    const response = await reschedule(cancelled.id, { new_appointment_time: "2026-03-16T21:00:00.000Z" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: API_MESSAGES.appointments.cancelledCannotBeRescheduled, code: "appointments.cancelledCannotBeRescheduled" });
  });

  it("moves a pending request, which stays pending, and tells the client without an invitation", async () => {
    const pending = await appointmentAt("2026-03-16T17:00:00.000Z", "pending");
    const response = await reschedule(pending.id, { new_appointment_time: "2026-03-16T22:00:00.000Z" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: pending.id, status: "pending", appointment_time: "2026-03-16T22:00:00.000Z" });
    const emails = await t.db.outboxMessage.findMany({ where: { kind: "client.appointment-rescheduled" } });
    const payloads = emails.map((email) => JSON.parse(email.payload) as { appointment: { id: number }; stillPending?: boolean });
    expect(payloads.find((payload) => payload.appointment.id === pending.id)?.stillPending).toBe(true);
    expect(await t.db.outboxMessage.count({ where: { kind: "client.appointment-reminder", payload: { contains: `"id":${pending.id},` } } })).toBe(0);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await reschedule(999_999, { new_appointment_time: "2026-03-16T21:00:00.000Z" });
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE /api/appointments/{id}", () => {
  const cancel = (id: number) => t.app.inject({ method: "DELETE", url: `/api/appointments/${id}`, cookies: adminCookies });

  it("cancels a pending or confirmed appointment, keeps the record and frees the slot", async () => {
    for (const [time, status] of [["2026-03-17T17:00:00.000Z", "pending"], ["2026-03-17T18:00:00.000Z", "confirmed"]]) {
      const row = await appointmentAt(time as string, status as string);
      const response = await cancel(row.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: row.id, status: "cancelled" });
      expect((await t.db.appointment.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("cancelled");
    }
    const slots = (await t.app.inject({ method: "GET", url: "/api/availability?date=2026-03-17" })).json();
    expect(slots).toEqual(expect.arrayContaining(["2026-03-17T17:00:00.000Z", "2026-03-17T18:00:00.000Z"]));
  });

  it("answers 409 for an appointment already cancelled and 404 for an unknown one", async () => {
    const row = await appointmentAt("2026-03-17T19:00:00.000Z", "cancelled");
    const again = await cancel(row.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: API_MESSAGES.appointments.alreadyCancelled, code: "appointments.alreadyCancelled" });
    expect((await cancel(999_999)).statusCode).toBe(404);
  });
});
