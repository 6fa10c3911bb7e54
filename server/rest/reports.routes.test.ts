import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The owner's counts (issue 32, decision 0229): appointments by status, by their business-local
 * start, this week (Monday to Sunday) and this season (the calendar year). Los Angeles; the clock
 * is Wednesday 2026-03-04, 4:30 PM PST.
 */
const NOW = new Date("2026-03-05T00:30:00.000Z");
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
let ana: { id: number };
let ben: { id: number };

beforeAll(async () => {
  let client: { id: number };
  ({ t, client, adminCookies, clientCookies } = await createAppWithAccounts({ app: { now: () => NOW } }));
  ana = await createUser(t.db, { role: "preparer", fullName: "Ana Preparer" });
  ben = await createUser(t.db, { role: "preparer", fullName: "Ben Preparer" });
  const at = (iso: string, status: string, preparerId: number | null = null) =>
    t.db.appointment.create({ data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date(iso), status, preparerId } });
  // This week: Monday 9 AM (completed, Ana's), Tuesday (no-show, Ana's), Thursday (confirmed), Sunday 11 PM local (pending, still this week).
  await at("2026-03-02T17:00:00.000Z", "completed", ana.id);
  await at("2026-03-03T17:00:00.000Z", "no_show", ana.id);
  await at("2026-03-05T17:00:00.000Z", "confirmed");
  await at("2026-03-09T06:00:00.000Z", "pending");
  // Sunday 4 PM local before the week: last week, this season.
  await at("2026-03-02T00:00:00.000Z", "cancelled");
  // Monday after the week (12:30 AM local): next week, this season.
  await at("2026-03-09T08:30:00.000Z", "confirmed");
  // New Year's Eve, 11 PM local: last season (it is already 2026 in UTC).
  await at("2026-01-01T07:00:00.000Z", "completed");
});
afterAll(async () => {
  await t.close();
});

const zero = { pending: 0, confirmed: 0, completed: 0, no_show: 0, cancelled: 0 };

describe("GET /api/reports/appointments", () => {
  it("counts this week's and this season's appointments by status, in the business's days", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/reports/appointments", cookies: adminCookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      today: "2026-03-04",
      week: { from: "2026-03-02", to: "2026-03-08", counts: { pending: 1, confirmed: 1, completed: 1, no_show: 1, cancelled: 0 } },
      season: { from: "2026-01-01", to: "2026-12-31", counts: { pending: 1, confirmed: 2, completed: 1, no_show: 1, cancelled: 1 } },
      // Each preparer's own (decision 0231); the appointments without one count only in the office's.
      preparers: [
        {
          id: ana.id,
          name: "Ana Preparer",
          week: { pending: 0, confirmed: 0, completed: 1, no_show: 1, cancelled: 0 },
          season: { pending: 0, confirmed: 0, completed: 1, no_show: 1, cancelled: 0 },
        },
        { id: ben.id, name: "Ben Preparer", week: zero, season: zero },
      ],
    });
  });

  it("is the owner's: not a client's, not the front desk's, and the same over tRPC", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/reports/appointments", cookies: clientCookies })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/reports/appointments" })).statusCode).toBe(401);
    const desk = await signIn(t.app, await createUser(t.db, { role: "front_desk" }));
    expect((await t.app.inject({ method: "GET", url: "/api/reports/appointments", cookies: desk })).statusCode).toBe(403);
    const viaTrpc = await trpcCall(t.app, "query", "reports.appointments", { cookies: adminCookies });
    expect(viaTrpc.data).toMatchObject({ today: "2026-03-04", week: { from: "2026-03-02" } });
  });
});
