import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * What a client may do with their own appointments: cancel until CANCEL_CUTOFF_HOURS
 * before (DELETE /api/appointments/{id}, tRPC appointments.cancelMine), and hold at most
 * MAX_OPEN_REQUESTS_PER_CLIENT open ones. Los Angeles; 2026-03-08 is the spring-forward day.
 */
const clock = testClock("2026-03-02T17:00:00.000Z"); // Monday 9:00 AM PST
let t: TestApp;
let owner: TestUser;
let ownerCookies: Record<string, string>;
let otherCookies: Record<string, string>;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, client: owner, clientCookies: ownerCookies, adminCookies } = await createAppWithAccounts({
    app: { now: clock.now, env: { BOOKING_NOTICE_MINUTES: "0" } },
    client: { fullName: "Rosa Owner" },
  }));
  otherCookies = await signIn(t.app, await createUser(t.db));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.reset();
  await t.db.outboxMessage.deleteMany();
  await t.db.appointment.deleteMany();
});

const appointmentAt = async (iso: string, status = "confirmed", userId = owner.id) =>
  (await t.db.appointment.create({ data: { userId, service: "Personal Tax Prep", appointmentTime: new Date(iso), status } })).id;
const cancel = (id: number, cookies: Record<string, string>, payload?: object) =>
  t.app.inject({ method: "DELETE", url: `/api/appointments/${id}`, cookies, ...(payload && { payload }) });
/** Moves the clock and signs the owner in again then (an access cookie lives 15 minutes). */
const ownerAt = async (iso: string) => {
  clock.set(iso);
  return signIn(t.app, owner);
};
const statusOf = async (id: number) => (await t.db.appointment.findUniqueOrThrow({ where: { id } })).status;

describe("a client cancels their own appointment", () => {
  it("until exactly 24 hours before it, telling the office why and the client that it is done", async () => {
    // Tuesday 10:00 AM PST, 25 hours ahead; the clock moves to exactly 24 hours before.
    const id = await appointmentAt("2026-03-03T18:00:00.000Z");
    const response = await cancel(id, await ownerAt("2026-03-02T18:00:00.000Z"), { reason: "  My W-2 has not arrived yet.  " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, service: "Personal Tax Prep", appointment_time: "2026-03-03T18:00:00.000Z", status: "cancelled", preparer: null });
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "cancelled", cancelReason: "My W-2 has not arrived yet." });

    const emails = await t.db.outboxMessage.findMany({ orderBy: { id: "asc" } });
    expect(emails.map((email) => [email.kind, email.recipient === owner.email])).toEqual([
      ["client.appointment-cancelled", true],
      ["office.appointment-cancelled", false],
    ]);
    expect(JSON.parse(emails[1]!.payload)).toMatchObject({ reason: "My W-2 has not arrived yet.", client: { name: "Rosa Owner" } });
    expect(emails[1]!.subject).toBe("Cancelled by the client: Rosa Owner, Tue, Mar 3, 10:00 AM PST");
  });

  it("not a minute later: past the cutoff the answer is 409 with the office's phone, and nothing changes", async () => {
    const id = await appointmentAt("2026-03-03T18:00:00.000Z", "pending");
    const response = await cancel(id, await ownerAt("2026-03-02T18:01:00.000Z"));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Appointments can be cancelled online until 24 hours before they start. Please call the office at (559) 555-0123.",
    );
    expect(await statusOf(id)).toBe("pending");
    expect(await t.db.outboxMessage.count()).toBe(0);
  });

  it("counts real hours across the daylight-saving change", async () => {
    // Monday 2026-03-09 9:00 AM PDT; 24 real hours before is Sunday 9:00 AM PDT, although the night lost an hour.
    const id = await appointmentAt("2026-03-09T16:00:00.000Z");
    expect((await cancel(id, await ownerAt("2026-03-08T16:01:00.000Z"))).statusCode).toBe(409);
    expect((await cancel(id, await ownerAt("2026-03-08T16:00:00.000Z"))).statusCode).toBe(200);
  });

  it("answers 403 for someone else's, 409 when already cancelled, 404 for none, 400 for a long reason", async () => {
    const id = await appointmentAt("2026-03-10T18:00:00.000Z");
    expect((await cancel(id, otherCookies)).statusCode).toBe(403);
    expect((await cancel(id, {})).statusCode).toBe(401);
    const tooLong = await cancel(id, ownerCookies, { reason: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Please keep the reason to 500 characters.");
    expect(await statusOf(id)).toBe("confirmed");
    expect((await cancel(id, ownerCookies)).statusCode).toBe(200);
    const again = await cancel(id, ownerCookies);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This appointment is already cancelled.");
    expect((await cancel(999_999, ownerCookies)).statusCode).toBe(404);
  });

  it("leaves admins free to cancel at any time, with the client told and no office note", async () => {
    const id = await appointmentAt("2026-03-02T18:00:00.000Z");
    const response = await cancel(id, adminCookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", client_name: "Rosa Owner" });
    expect((await t.db.outboxMessage.findMany()).map((email) => email.kind)).toEqual(["client.appointment-cancelled"]);
  });

  it("cancels once when the client's two tabs ask at the same moment: one 200, one 409, one set of emails", async () => {
    const id = await appointmentAt("2026-03-04T18:00:00.000Z");
    const cookies = await ownerAt("2026-03-02T17:00:00.000Z");
    const answers = await Promise.all([cancel(id, cookies, { reason: "First tab" }), cancel(id, cookies, { reason: "Second tab" })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe("This appointment is already cancelled.");
    expect(await t.db.outboxMessage.count({ where: { kind: "office.appointment-cancelled" } })).toBe(1);
  });

  it("works over tRPC too, for the owner only", async () => {
    const id = await appointmentAt("2026-03-10T18:00:00.000Z");
    const refused = await trpcCall(t.app, "mutation", "appointments.cancelMine", { input: { id }, cookies: otherCookies });
    expect(refused.status).toBe(403);
    const done = await trpcCall(t.app, "mutation", "appointments.cancelMine", { input: { id, reason: "Moved away" }, cookies: ownerCookies });
    expect(done.data).toMatchObject({ id, status: "cancelled" });
  });
});

describe("the client's list", () => {
  it("says which appointments can still be cancelled online and gives confirmed ones calendar links", async () => {
    const soon = await appointmentAt("2026-03-03T16:00:00.000Z"); // 23 hours ahead
    const later = await appointmentAt("2026-03-04T18:00:00.000Z");
    const pending = await appointmentAt("2026-03-05T18:00:00.000Z", "pending");
    const gone = await appointmentAt("2026-03-06T18:00:00.000Z", "cancelled");
    const list = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: ownerCookies })).json() as {
      id: number;
      cancellation: string | null;
      calendar: { ics_url: string; google_url: string } | null;
    }[];
    const byId = new Map(list.map((row) => [row.id, row]));
    const past = await appointmentAt("2026-03-01T18:00:00.000Z");
    const withPast = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: ownerCookies })).json() as typeof list;
    expect([soon, later, pending, gone].map((id) => byId.get(id)?.cancellation)).toEqual(["by_phone", "online", "online", null]);
    expect(withPast.find((row) => row.id === past)?.cancellation).toBeNull();
    expect(byId.get(pending)?.calendar).toBeNull();
    expect(byId.get(gone)?.calendar).toBeNull();
    const links = byId.get(later)?.calendar;
    expect(links?.google_url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Personal\+Tax\+Prep/);
    const file = await t.app.inject({ method: "GET", url: new URL(links?.ics_url ?? "").pathname + new URL(links?.ics_url ?? "").search });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain("BEGIN:VEVENT");
    expect(file.body).toContain("DTSTART:20260304T180000Z");
  });

  it("changes as its times pass, with nothing written in between: the cutoff, the start, the end", async () => {
    const id = await appointmentAt("2026-03-04T18:00:00.000Z"); // an hour long (the default slot)
    type Row = { id: number; cancellation: string | null; calendar: object | null };
    const rowAt = async (iso: string, cookies: Record<string, string>) => {
      clock.set(iso);
      const list = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies })).json() as Row[];
      const row = list.find((entry) => entry.id === id);
      return { cancellation: row?.cancellation, calendar: row?.calendar !== null };
    };
    // Each pair is a millisecond apart on one cookie: signing in writes, and a write would renew the list anyway.
    let cookies = await ownerAt("2026-03-03T18:00:00.000Z");
    expect(await rowAt("2026-03-03T18:00:00.000Z", cookies)).toEqual({ cancellation: "online", calendar: true });
    expect(await rowAt("2026-03-03T18:00:00.001Z", cookies)).toEqual({ cancellation: "by_phone", calendar: true });
    cookies = await ownerAt("2026-03-04T17:59:59.999Z");
    expect(await rowAt("2026-03-04T17:59:59.999Z", cookies)).toEqual({ cancellation: "by_phone", calendar: true });
    expect(await rowAt("2026-03-04T18:00:00.000Z", cookies)).toEqual({ cancellation: null, calendar: true });
    cookies = await ownerAt("2026-03-04T18:59:59.999Z");
    expect(await rowAt("2026-03-04T18:59:59.999Z", cookies)).toEqual({ cancellation: null, calendar: true });
    expect(await rowAt("2026-03-04T19:00:00.000Z", cookies)).toEqual({ cancellation: null, calendar: false });
    // And back: a clock set earlier (as tests do) gets the list of that time, not the kept one.
    expect(await rowAt("2026-03-04T18:59:59.999Z", cookies)).toEqual({ cancellation: null, calendar: true });
  });
});

describe("a client's open appointments are limited", () => {
  const book = (time: string, cookies = ownerCookies) =>
    t.app.inject({ method: "POST", url: "/api/appointments", cookies, payload: { service: "IRS Representation", appointment_time: time } });

  it("to 3 upcoming pending or confirmed ones: the fourth gets a clear 409, past and cancelled ones do not count", async () => {
    await appointmentAt("2026-02-20T18:00:00.000Z", "confirmed"); // past
    await appointmentAt("2026-03-04T18:00:00.000Z", "cancelled");
    await appointmentAt("2026-03-04T19:00:00.000Z", "confirmed");
    expect((await book("2026-03-05T17:00:00.000Z")).statusCode).toBe(201);
    expect((await book("2026-03-05T18:00:00.000Z")).statusCode).toBe(201);
    const fourth = await book("2026-03-05T19:00:00.000Z");
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      "You already have 3 upcoming appointments or requests. Please cancel one, or wait until one has passed, before booking another.",
    );
    expect((await book("2026-03-05T19:00:00.000Z", otherCookies)).statusCode).toBe(201);
  });

  it("even when several requests arrive at once, and without stray emails for the refused ones", async () => {
    const times = ["17", "18", "19", "20", "21", "22"].map((hour) => `2026-03-06T${hour}:00:00.000Z`);
    const answers = await Promise.all(times.map((time) => book(time)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    expect(await t.db.appointment.count({ where: { userId: owner.id } })).toBe(3);
    const emails = await t.db.outboxMessage.findMany();
    // Each booking tells the client and the office (one admin here).
    expect(emails).toHaveLength(6);
    expect(emails.every((email) => JSON.parse(email.payload).appointment.id !== null)).toBe(true);
  });
});
