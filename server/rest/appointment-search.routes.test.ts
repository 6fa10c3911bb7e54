import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** GET /api/appointments/search: every appointment, past and future, by client, status, service and dates. */
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  let rosa: TestUser;
  ({ t, adminCookies, client: rosa, clientCookies } = await createAppWithAccounts({
    app: { now: () => new Date("2026-03-02T17:00:00.000Z") },
    client: { fullName: "Rosa Martinez" },
  }));
  const ken = await createUser(t.db, { fullName: "Ken Okafor" });
  await t.db.user.update({ where: { id: ken.id }, data: { phone: "(559) 555-0177" } });
  const at = (userId: number, iso: string, status: string, service = "Personal Tax Prep") =>
    t.db.appointment.create({ data: { userId, service, appointmentTime: new Date(iso), status } });
  await at(rosa.id, "2025-04-10T17:00:00.000Z", "confirmed"); // last tax season, far outside the list's window
  await at(rosa.id, "2026-03-03T17:00:00.000Z", "pending");
  await at(ken.id, "2026-03-04T01:30:00.000Z", "confirmed", "IRS Representation"); // March 3, 5:30 PM in Fresno
  await at(ken.id, "2026-03-05T17:00:00.000Z", "cancelled", "Business Tax Services");
  for (let day = 10; day < 40; day += 1) {
    await at(rosa.id, new Date(Date.UTC(2026, 3, day, 17)).toISOString(), "confirmed");
  }
});
afterAll(async () => {
  await t.close();
});

type Result = { appointments: { client_name: string; appointment_time: string; status: string; service: string }[]; total: number; page: number; page_size: number };
const search = async (query: string) => {
  const response = await t.app.inject({ method: "GET", url: `/api/appointments/search${query}`, cookies: adminCookies });
  expect(response.statusCode).toBe(200);
  return response.json() as Result;
};

describe("GET /api/appointments/search", () => {
  it("finds by part of a client's name, email or phone, newest first, history included", async () => {
    const byName = await search("?q=rosa");
    expect(byName.total).toBe(32);
    expect(byName.appointments.at(-1)?.appointment_time).not.toBe("2025-04-10T17:00:00.000Z");
    const byPhone = await search("?q=555-0177");
    expect(byPhone.appointments.map((row) => [row.client_name, row.service])).toEqual([
      ["Ken Okafor", "Business Tax Services"],
      ["Ken Okafor", "IRS Representation"],
    ]);
    expect((await search("?q=@example.com")).total).toBe(34);
    expect((await search("?q=nobody-like-this")).total).toBe(0);
  });

  it("filters by status, service and business-local dates, both ends included", async () => {
    expect((await search("?status=cancelled")).appointments.map((row) => row.client_name)).toEqual(["Ken Okafor"]);
    expect((await search("?service=IRS%20Representation")).total).toBe(1);
    // 01:30 UTC on March 4 is still March 3 in Fresno.
    const march3 = await search("?from=2026-03-03&to=2026-03-03");
    expect(march3.appointments.map((row) => row.appointment_time)).toEqual(["2026-03-04T01:30:00.000Z", "2026-03-03T17:00:00.000Z"]);
    expect((await search("?to=2025-12-31")).appointments.map((row) => row.appointment_time)).toEqual(["2025-04-10T17:00:00.000Z"]);
  });

  it("pages 25 at a time with the total, so the list's history has a bounded cost", async () => {
    const first = await search("?q=rosa");
    expect(first).toMatchObject({ total: 32, page: 1, page_size: 25 });
    expect(first.appointments).toHaveLength(25);
    const second = await search("?q=rosa&page=2");
    expect(second.appointments).toHaveLength(7);
    expect(second.appointments.at(-1)?.appointment_time).toBe("2025-04-10T17:00:00.000Z");
    expect((await search("?q=rosa&page=3")).appointments).toEqual([]);
  });

  it.each([
    ["?status=lost", "status must be pending, confirmed, cancelled, completed or no_show."],
    ["?from=2026-03-10&to=2026-03-01", "The end date must not be before the start date."],
    ["?page=0", "page must be at least 1."],
    [`?q=${"x".repeat(101)}`, "Search for at most 100 characters."],
    ["?sort=name", null],
  ])("refuses %s with a clear 400", async (query, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/appointments/search${query}`, cookies: adminCookies });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it("is for admins only, over REST and tRPC", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/search" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/search", cookies: clientCookies })).statusCode).toBe(403);
    expect((await trpcCall(t.app, "query", "appointments.search", { input: {}, cookies: clientCookies })).status).toBe(403);
    const viaTrpc = await trpcCall(t.app, "query", "appointments.search", { input: { q: "Ken", status: "confirmed" }, cookies: adminCookies });
    expect(viaTrpc.data).toMatchObject({ total: 1, appointments: [{ client_name: "Ken Okafor", status: "confirmed" }] });
  });
});
