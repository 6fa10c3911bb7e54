import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** GET /api/schedule and tRPC schedule.range: the office's week calendar (decision 0120). */
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
let ana: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Monday 2 March 2026, 9:00 AM in Los Angeles; clocks go forward on Sunday the 8th.
  let admin: TestUser;
  ({ t, admin, adminCookies, client: ana, clientCookies } = await createAppWithAccounts({
    app: { now: () => new Date("2026-03-02T17:00:00.000Z") },
    client: { fullName: "Ana Reyes" },
  }));
  const at = async (name: string, iso: string, status: string) => {
    const row = await t.db.appointment.create({
      data: { userId: ana.id, service: "Personal Tax Prep", appointmentTime: new Date(iso), status, adminNote: name === "pending" ? "Bring last year's return" : null },
    });
    ids[name] = row.id;
  };
  await at("before", "2026-03-02T07:59:00.000Z", "confirmed"); // Sunday 1 March, 11:59 PM
  await at("pending", "2026-03-02T17:00:00.000Z", "pending");
  await at("confirmed", "2026-03-03T18:00:00.000Z", "confirmed");
  await at("cancelled", "2026-03-05T19:00:00.000Z", "cancelled");
  await at("lastMinute", "2026-03-09T06:59:00.000Z", "pending"); // Sunday 8 March, 11:59 PM (PDT)
  await at("after", "2026-03-09T07:00:00.000Z", "confirmed"); // Monday 9 March, midnight (PDT)
  await t.db.blockedTime.createMany({
    data: [
      { startTime: new Date("2026-03-01T20:00:00.000Z"), endTime: new Date("2026-03-02T20:00:00.000Z"), reason: "Conference", createdById: admin.id },
      { startTime: new Date("2026-03-10T17:00:00.000Z"), endTime: new Date("2026-03-10T18:00:00.000Z"), reason: null, createdById: admin.id },
    ],
  });
  const closure = await t.app.inject({
    method: "PUT",
    url: "/api/hours/exceptions/2026-03-04",
    cookies: adminCookies,
    payload: { hours: [], note: "Staff training" },
  });
  expect(closure.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookies = adminCookies) => t.app.inject({ method: "GET", url, cookies });

describe("GET /api/schedule", () => {
  it("answers a business-local week: its hours, closures, appointments of every status and blocked periods", async () => {
    const response = await get("/api/schedule?from=2026-03-02");
    expect(response.statusCode).toBe(200);
    const week = response.json();
    expect(week).toMatchObject({ from: "2026-03-02", to: "2026-03-08", time_zone: "America/Los_Angeles", slot_minutes: 60 });
    expect(week.days).toEqual([
      { date: "2026-03-02", hours: [{ opens: "09:00", closes: "17:00" }], exception: null },
      { date: "2026-03-03", hours: [{ opens: "09:00", closes: "17:00" }], exception: null },
      { date: "2026-03-04", hours: [], exception: { note: "Staff training" } },
      { date: "2026-03-05", hours: [{ opens: "09:00", closes: "17:00" }], exception: null },
      { date: "2026-03-06", hours: [{ opens: "09:00", closes: "17:00" }], exception: null },
      { date: "2026-03-07", hours: [{ opens: "09:00", closes: "17:00" }], exception: null },
      { date: "2026-03-08", hours: [], exception: null },
    ]);
    // The week's edges are local midnights, the last one after the clocks went forward.
    expect(week.appointments.map((row: { id: number }) => row.id)).toEqual([ids.pending, ids.confirmed, ids.cancelled, ids.lastMinute]);
    expect(week.appointments[0]).toEqual({
      id: ids.pending,
      service: "Personal Tax Prep",
      appointment_time: "2026-03-02T17:00:00.000Z",
      status: "pending",
      client_name: "Ana Reyes",
      client_email: ana.email,
      client_phone: null,
      note: "Bring last year's return",
      preparer: null,
      ends_at: "2026-03-02T18:00:00.000Z",
    });
    expect(week.blocked_times).toEqual([
      { id: expect.any(Number), start_time: "2026-03-01T20:00:00.000Z", end_time: "2026-03-02T20:00:00.000Z", reason: "Conference", preparer: null },
    ]);
  });

  it("answers a single day for a phone", async () => {
    const day = (await get("/api/schedule?from=2026-03-08&days=1")).json();
    expect(day).toMatchObject({ from: "2026-03-08", to: "2026-03-08" });
    expect(day.appointments.map((row: { id: number }) => row.id)).toEqual([ids.lastMinute]);
    expect(day.blocked_times).toEqual([]);
  });

  it("is the same through tRPC", async () => {
    const rest = (await get("/api/schedule?from=2026-03-02&days=3")).json();
    const viaTrpc = await trpcCall(t.app, "query", "schedule.range", { input: { from: "2026-03-02", days: 3 }, cookies: adminCookies });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data).toEqual(rest);
  });

  it("is for admins only", async () => {
    expect((await get("/api/schedule?from=2026-03-02", {})).statusCode).toBe(401);
    expect((await get("/api/schedule?from=2026-03-02", clientCookies)).statusCode).toBe(403);
    const viaTrpc = await trpcCall(t.app, "query", "schedule.range", { input: { from: "2026-03-02" }, cookies: clientCookies });
    expect(viaTrpc.error?.code).toBe("FORBIDDEN");
  });

  it("refuses a missing or impossible date and more than a week, with a clear message", async () => {
    const cases: Array<[string, string]> = [
      ["/api/schedule", "date is required (YYYY-MM-DD)."],
      ["/api/schedule?from=2026-02-30", "date must be a real calendar date."],
      ["/api/schedule?from=2026-03-02&days=8", "days must be at most 7."],
      ["/api/schedule?from=2026-03-02&days=0", "days must be at least 1."],
      ["/api/schedule?from=2026-03-02&days=two", "days must be a whole number."],
      ["/api/schedule?from=2026-03-02&view=month", "Unrecognized key: \"view\""],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
  });
});
