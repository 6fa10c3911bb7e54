import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engineOf } from "../db";
import { DEFAULT_SERVICES } from "../shared/default-services";
import { directBatch } from "../db/direct-batch";
import { rawWritesFor, type Hold } from "../db/raw-writes";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createUser, signIn, type TestUser } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";

/**
 * A service's length and the buffer after it (issue 32, decision 0239), over HTTP: the starts where
 * it fits, the time it holds its preparer, moves and reassignments that keep it, the calendar's and
 * the invitation's end, fifty bookings at once, and the database's own overlap rule in the booking's
 * insert (the checks before it cannot see a request that commits between them and the insert). Los Angeles; the clock is Monday 2026-03-02, 8:00 AM PST; Tuesday opens 9 to 5 (hour slots).
 */
const clock = testClock("2026-03-02T16:00:00.000Z");
const TUESDAY = "2026-03-03";
/** Tuesday at `hour` o'clock in Los Angeles (PST, UTC-8), as the API writes it. */
const tuesdayAt = (hour: number, minute = 0) => new Date(Date.UTC(2026, 2, 3, hour + 8, minute)).toISOString();
const LONG = "Business returns";
let t: TestApp;
let adminCookies: Record<string, string>;
let ana: TestUser;
let ben: TestUser;

beforeAll(async () => {
  ({ t, adminCookies } = await createAppWithAccounts({ app: { now: clock.now, env: { BOOKING_NOTICE_MINUTES: "0" } } }));
  ana = await createUser(t.db, { role: "preparer", fullName: "Ana Long" });
  ben = await createUser(t.db, { role: "preparer", fullName: "Ben Long" });
  // Two hours, then a quarter of an hour kept free; only Ana offers it.
  const created = await asAdmin("POST", "/api/services", {
    name: LONG,
    name_es: "Declaraciones de negocios",
    description: "A business's return, start to finish.",
    description_es: "La declaración de un negocio, de principio a fin.",
    price_cents: null,
    slots: 2,
    buffer_minutes: 15,
    preparer_ids: [ana.id],
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ slots: 2, buffer_minutes: 15 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.reset();
  await t.db.outboxMessage.deleteMany();
  await t.db.appointment.deleteMany();
});

function asAdmin(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return t.app.inject({ method, url, cookies: adminCookies, ...(payload && { payload }) });
}
let clientCount = 0;
/** A new client, signed in from an address of their own (the sign-in limits count per address). */
async function newClient(): Promise<Record<string, string>> {
  clientCount += 1;
  const client = await createUser(t.db, { fullName: `Long Client ${clientCount}` });
  return signIn(t.app, client, { remoteAddress: `203.0.113.${clientCount % 250}` });
}
async function book(service: string, time: string, preparerId?: number, cookies?: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/appointments",
    cookies: cookies ?? (await newClient()),
    payload: { service, appointment_time: time, ...(preparerId !== undefined && { preparer_id: preparerId }) },
  });
}
async function bookedId(service: string, time: string, preparerId?: number, cookies?: Record<string, string>): Promise<number> {
  const response = await book(service, time, preparerId, cookies);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { appointment: { id: number } }).appointment.id;
}
const freeOn = async (query: string) => (await t.app.inject({ method: "GET", url: `/api/availability?date=${TUESDAY}&${query}` })).json() as string[];

describe("a service that lasts two slots with a buffer after", () => {
  it("joins the spec's three, though the office added it before anything read the list", async () => {
    const names = ((await t.app.inject({ method: "GET", url: "/api/services" })).json() as { name: string }[]).map((service) => service.name);
    expect(names).toEqual([...DEFAULT_SERVICES.map((service) => service.name), LONG]);
  });

  it("offers only the starts where it fits before closing, and holds its preparer for its length and the buffer", async () => {
    const long = await freeOn(`service=${encodeURIComponent(LONG)}`);
    expect(long).toEqual([9, 10, 11, 12, 13, 14, 15].map((hour) => tuesdayAt(hour)));
    const late = await book(LONG, tuesdayAt(16));
    expect(late.statusCode).toBe(409);

    const id = await bookedId(LONG, tuesdayAt(9));
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ preparerId: ana.id, slots: 2, bufferMinutes: 15 });
    // 9 to 11, then free from 11:15: Ana's next whole slot is noon; Ben's day is untouched.
    expect(await freeOn(`preparer_id=${ana.id}`)).toEqual([12, 13, 14, 15, 16].map((hour) => tuesdayAt(hour)));
    expect(await freeOn(`preparer_id=${ben.id}`)).toContain(tuesdayAt(10));
    expect(await freeOn(`service=${encodeURIComponent(LONG)}`)).toEqual([12, 13, 14, 15].map((hour) => tuesdayAt(hour)));
    const inBuffer = await book("Personal Tax Prep", tuesdayAt(11), ana.id);
    expect(inBuffer.statusCode).toBe(409);
    // Before it: a one-slot appointment at 8 would end as it starts, but the office opens at 9; a
    // long one at 11 would start in its buffer.
    expect((await book(LONG, tuesdayAt(11))).statusCode).toBe(409);
  });

  it("shows its own end on the office's calendar, in the invitation and in Google Calendar's link", async () => {
    const cookies = await newClient();
    const id = await bookedId(LONG, tuesdayAt(10), undefined, cookies);
    expect((await asAdmin("PUT", `/api/appointments/${id}/confirm`)).statusCode).toBe(200);
    const week = (await asAdmin("GET", `/api/schedule?from=${TUESDAY}&days=1`)).json() as { appointments: { id: number; ends_at: string }[] };
    expect(week.appointments.find((appointment) => appointment.id === id)?.ends_at).toBe(tuesdayAt(12));

    const confirmation = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "client.appointment-confirmed" } });
    const payload = JSON.parse(confirmation.payload) as { appointment: { slots?: number } };
    expect(payload.appointment.slots).toBe(2);
    const mine = await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies });
    const links = (mine.json() as { calendar: { ics_url: string; google_url: string } | null }[])[0]?.calendar;
    expect(new URL(links?.google_url ?? "").searchParams.get("dates")).toBe("20260303T180000Z/20260303T200000Z");
    const ics = await t.app.inject({ method: "GET", url: new URL(links?.ics_url ?? "").pathname + new URL(links?.ics_url ?? "").search });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain("DTSTART:20260303T180000Z");
    expect(ics.body).toContain("DTEND:20260303T200000Z");
  });

  it("moves with its length, and refuses a move or a reassignment into time another appointment holds", async () => {
    const long = await bookedId(LONG, tuesdayAt(9));
    const short = await bookedId("Personal Tax Prep", tuesdayAt(13), ana.id);
    // 12 to 2 would overlap the one at 1; 2 to 4 (and the buffer to 4:15) is free.
    expect((await asAdmin("PUT", `/api/appointments/${long}/reschedule`, { new_appointment_time: tuesdayAt(12) })).statusCode).toBe(409);
    expect((await asAdmin("PUT", `/api/appointments/${long}/reschedule`, { new_appointment_time: tuesdayAt(14) })).statusCode).toBe(200);
    expect(await freeOn(`preparer_id=${ana.id}`)).toEqual([9, 10, 11, 12].map((hour) => tuesdayAt(hour)));
    // The one at 1 cannot move into the long one's buffer, nor to 3.
    expect((await asAdmin("PUT", `/api/appointments/${short}/reschedule`, { new_appointment_time: tuesdayAt(16) })).statusCode).toBe(409);
    expect((await asAdmin("PUT", `/api/appointments/${short}/reschedule`, { new_appointment_time: tuesdayAt(15) })).statusCode).toBe(409);

    // Ben at 3 cannot be given the long one that runs from 2 to 4.
    const bens = await bookedId("Personal Tax Prep", tuesdayAt(15), ben.id);
    expect(bens).toBeGreaterThan(0);
    const reassigned = await asAdmin("PUT", `/api/appointments/${long}/preparer`, { preparer_id: ben.id });
    expect(reassigned.statusCode, reassigned.body).toBe(409);
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id: long } })).preparerId).toBe(ana.id);
  });

  it("gives fifty clients booking overlapping starts at once no two appointments that overlap", async () => {
    const starts = [9, 10, 11, 12, 13, 14, 15].map((hour) => tuesdayAt(hour));
    const sessions: Record<string, string>[] = [];
    for (let index = 0; index < 50; index += 1) sessions.push(await newClient());
    const responses = await Promise.all(
      sessions.map((cookies, index) =>
        t.app.inject({ method: "POST", url: "/api/appointments", cookies, payload: { service: LONG, appointment_time: starts[index % starts.length] } }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    const held = await t.db.appointment.findMany({ where: { status: "pending" }, orderBy: { appointmentTime: "asc" } });
    // Any two that do not overlap leave the rest of the day no start of two hours and a quarter free.
    expect(held.length).toBeGreaterThanOrEqual(2);
    expect(held.length).toBe(responses.filter((response) => response.statusCode === 201).length);
    for (const [index, row] of held.entries()) {
      const next = held[index + 1];
      if (next) expect(next.appointmentTime.getTime() - row.appointmentTime.getTime(), "two hours and the buffer apart").toBeGreaterThanOrEqual(135 * 60_000);
    }
  });
});

describe("the database's overlap check (both engines)", () => {
  const holdAt = (start: string, preparerId: number | null, slots = 1, bufferMinutes = 0): Hold => ({
    preparerId,
    start: new Date(start),
    slots,
    bufferMinutes,
    slotMinutes: 60,
    longestHoldMs: 10 * 60 * 60_000,
    exceptId: 0,
  });
  const taken = async (hold: Hold) => (await t.db.$queryRaw<unknown[]>(rawWritesFor(engineOf(t.db)).holdTaken(hold))).length > 0;

  it("finds another active appointment of the preparer whose length or buffer overlaps, and nothing else", async () => {
    const user = await createUser(t.db, { fullName: "Overlap Client" });
    const row = await t.db.appointment.create({
      data: { userId: user.id, service: LONG, appointmentTime: new Date(tuesdayAt(10)), status: "confirmed", preparerId: ana.id, slots: 2, bufferMinutes: 15 },
    });
    expect(await taken(holdAt(tuesdayAt(11), ana.id))).toBe(true);
    expect(await taken(holdAt(tuesdayAt(12), ana.id))).toBe(true);
    expect(await taken(holdAt(tuesdayAt(12, 15), ana.id))).toBe(false);
    // One that ends as it starts, or whose buffer runs up to it, does not overlap.
    expect(await taken(holdAt(tuesdayAt(9), ana.id))).toBe(false);
    expect(await taken(holdAt(tuesdayAt(8), ana.id, 1, 60))).toBe(false);
    expect(await taken(holdAt(tuesdayAt(8), ana.id, 2, 5))).toBe(true);
    expect(await taken(holdAt(tuesdayAt(11), ben.id))).toBe(false);
    expect(await taken({ ...holdAt(tuesdayAt(11), ana.id), exceptId: row.id })).toBe(false);
    await t.db.appointment.update({ where: { id: row.id }, data: { status: "cancelled" } });
    expect(await taken(holdAt(tuesdayAt(11), ana.id))).toBe(false);
  });

  it("is part of a booking's own insert, so a request that passed the checks before another took the time inserts nothing", async () => {
    const [first, second] = [await createUser(t.db, { fullName: "Insert First" }), await createUser(t.db, { fullName: "Insert Second" })];
    await t.db.appointment.create({
      data: { userId: first.id, service: LONG, appointmentTime: new Date(tuesdayAt(10)), status: "pending", preparerId: ana.id, slots: 2, bufferMinutes: 15 },
    });
    const insertAt = async (hour: number) => {
      const statements = rawWritesFor(engineOf(t.db)).appointmentRequest({
        userId: second.id,
        service: "Personal Tax Prep",
        at: clock.now(),
        maxOpen: 5,
        assignment: "chosen",
        hold: holdAt(tuesdayAt(hour), ana.id),
      });
      return (await directBatch(t.db, statements)).at(-1);
    };
    expect(await insertAt(12)).toEqual([]);
    expect(await insertAt(13)).toHaveLength(1);
    expect(await t.db.appointment.count({ where: { userId: second.id } })).toBe(1);
  });
});
