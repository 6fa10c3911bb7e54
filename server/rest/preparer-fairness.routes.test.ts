import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";

/**
 * "First available" at volume (issue 32, decision 0231), over HTTP: a hundred bookings one after
 * another spread evenly over three preparers, and fifty at once never give one preparer two
 * appointments at one time. Los Angeles; the clock is Monday 2026-03-02, 8:00 AM PST; the office
 * is open 9 to 5 on weekdays, so a day has 8 slots and 24 places.
 */
const clock = testClock("2026-03-02T16:00:00.000Z");
let t: TestApp;
let team: TestUser[];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { BOOKING_NOTICE_MINUTES: "0" } });
  team = await Promise.all(["Ana", "Ben", "Cy"].map((name) => createUser(t.db, { role: "preparer", fullName: `${name} Preparer` })));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.appointment.deleteMany();
});

/** The free slots of the next weekdays, in order, as many as asked for. */
async function slots(count: number): Promise<string[]> {
  const found: string[] = [];
  for (let day = 1; found.length < count; day += 1) {
    const date = new Date(Date.UTC(2026, 2, 2 + day)).toISOString().slice(0, 10);
    found.push(...((await t.app.inject({ method: "GET", url: `/api/availability?date=${date}` })).json() as string[]));
  }
  return found.slice(0, count);
}

const book = (cookies: Record<string, string>, time: string) =>
  t.app.inject({ method: "POST", url: "/api/appointments", cookies, payload: { service: "Personal Tax Prep", appointment_time: time } });

let clientCount = 0;
/** New clients, signed in one after another, each from an address of its own (the sign-in limits count per address). */
async function signedInClients(count: number): Promise<Record<string, string>[]> {
  const sessions: Record<string, string>[] = [];
  for (let index = 0; index < count; index += 1) {
    clientCount += 1;
    const client = await createUser(t.db, { fullName: `Client ${clientCount}` });
    sessions.push(await signIn(t.app, client, { remoteAddress: `198.51.100.${clientCount % 250}` }));
  }
  return sessions;
}

describe("first available at volume", () => {
  it("spreads a hundred bookings over three preparers within one of each other, overall and every day", async () => {
    const clients = await signedInClients(100);
    const times = await slots(100);
    // Each client books once, "first available", one after another, each at an hour nobody holds:
    // every preparer is free each time, so only the rule decides who gets it.
    for (const [index, cookies] of clients.entries()) {
      const response = await book(cookies, times[index] as string);
      expect(response.statusCode, response.body).toBe(201);
    }
    const rows = await t.db.appointment.findMany({ select: { preparerId: true, appointmentTime: true } });
    expect(rows).toHaveLength(100);
    const perPreparer = team.map((preparer) => rows.filter((row) => row.preparerId === preparer.id).length);
    expect(Math.max(...perPreparer) - Math.min(...perPreparer)).toBeLessThanOrEqual(1);
    const days = new Set(rows.map((row) => row.appointmentTime.toISOString().slice(0, 10)));
    for (const day of days) {
      const thatDay = team.map((preparer) => rows.filter((row) => row.preparerId === preparer.id && row.appointmentTime.toISOString().startsWith(day)).length);
      expect(Math.max(...thatDay) - Math.min(...thatDay), day).toBeLessThanOrEqual(1);
    }
  });

  it("gives fifty clients booking five hours at once no more than one appointment per preparer and hour", async () => {
    const cookies = await signedInClients(50);
    const times = await slots(5);
    const responses = await Promise.all(cookies.map((each, index) => book(each, times[index % times.length] as string)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(15);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    const rows = await t.db.appointment.findMany({ select: { preparerId: true, appointmentTime: true } });
    const places = rows.map((row) => `${row.preparerId} ${row.appointmentTime.toISOString()}`);
    expect(new Set(places).size).toBe(15);
    expect(rows.every((row) => row.preparerId !== null)).toBe(true);
  });
});
