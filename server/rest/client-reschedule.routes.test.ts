import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * A client moves their own appointment (issue 32, decision 0227): PUT /api/appointments/{id}/reschedule
 * as the client, and tRPC appointments.rescheduleMine, until CANCEL_CUTOFF_HOURS (24) before it starts.
 * Los Angeles; the clock is Monday 2026-03-02, 9:00 AM PST.
 */
const clock = testClock("2026-03-02T17:00:00.000Z");
const TUESDAY_10 = "2026-03-03T18:00:00.000Z";
const WEDNESDAY_9 = "2026-03-04T17:00:00.000Z";
const WEDNESDAY_10 = "2026-03-04T18:00:00.000Z";
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let ownerCookies: Record<string, string>;
let otherCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, client: owner, clientCookies: ownerCookies } = await createAppWithAccounts({
    app: { now: clock.now, env: { BOOKING_NOTICE_MINUTES: "0" } },
    client: { fullName: "Rosa Mover" },
  }));
  other = await createUser(t.db, { fullName: "Tom Other" });
  otherCookies = await signIn(t.app, other);
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
const move = (id: number, to: string, cookies = ownerCookies) =>
  t.app.inject({ method: "PUT", url: `/api/appointments/${id}/reschedule`, cookies, payload: { new_appointment_time: to } });
const rowOf = (id: number) => t.db.appointment.findUniqueOrThrow({ where: { id } });

describe("a client moves their own appointment", () => {
  it("to another free time: it keeps its status, the client gets the new time and the office is told", async () => {
    const id = await appointmentAt(TUESDAY_10);
    const response = await move(id, WEDNESDAY_9);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, service: "Personal Tax Prep", appointment_time: WEDNESDAY_9, status: "confirmed", preparer: null });
    expect(await rowOf(id)).toMatchObject({ appointmentTime: new Date(WEDNESDAY_9), status: "confirmed", icsSequence: 1 });

    const emails = await t.db.outboxMessage.findMany({ where: { channel: "email" }, orderBy: { id: "asc" } });
    expect(emails.map((email) => [email.kind, email.recipient === owner.email])).toEqual([
      ["client.appointment-rescheduled", true],
      // The reminder is armed again for the new time.
      ["client.appointment-reminder", true],
      ["office.appointment-moved", false],
    ]);
    expect(emails[2]?.subject).toBe("Moved by the client: Rosa Mover, now Wed, Mar 4, 9:00 AM PST");
    const record = await t.db.auditEvent.findFirstOrThrow({ where: { action: "appointment.rescheduled_by_client", subjectId: String(id) } });
    expect(JSON.parse(record.before ?? "{}")).toEqual({ appointment_time: TUESDAY_10 });
    expect(record.actorLabel).toBe("Rosa Mover");
    // The old time is free for others again.
    const free = (await t.app.inject({ method: "GET", url: "/api/availability?date=2026-03-03" })).json() as string[];
    expect(free).toContain(TUESDAY_10);
  });

  it("a pending request stays pending, and the tRPC twin does the same", async () => {
    const id = await appointmentAt(TUESDAY_10, "pending");
    const moved = await trpcCall(t.app, "mutation", "appointments.rescheduleMine", { input: { id, new_appointment_time: WEDNESDAY_10 }, cookies: ownerCookies });
    expect(moved.data).toMatchObject({ id, appointment_time: WEDNESDAY_10, status: "pending" });
  });

  it("until exactly the cutoff; later, the office's phone", async () => {
    const id = await appointmentAt(TUESDAY_10);
    clock.set("2026-03-02T18:00:01.000Z");
    const late = await move(id, WEDNESDAY_9, await signIn(t.app, owner));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Appointments can be moved online until 24 hours before they start\. Please call the office at /);
    expect((await rowOf(id)).appointmentTime.toISOString()).toBe(TUESDAY_10);
    clock.set("2026-03-02T18:00:00.000Z");
    expect((await move(id, WEDNESDAY_9, await signIn(t.app, owner))).statusCode).toBe(200);
  });

  it("refuses someone else's, a cancelled or past one, a taken or unchanged time, and nobody signed in", async () => {
    const theirs = await appointmentAt(TUESDAY_10, "confirmed", other.id);
    expect((await move(theirs, WEDNESDAY_9)).statusCode).toBe(403);
    expect((await move(theirs, WEDNESDAY_9, {})).statusCode).toBe(401);
    expect((await move(999_999, WEDNESDAY_9)).statusCode).toBe(404);

    const cancelled = await appointmentAt("2026-03-05T18:00:00.000Z", "cancelled");
    expect((await move(cancelled, WEDNESDAY_9)).json().message).toBe("This appointment is already cancelled.");

    const mine = await appointmentAt("2026-03-06T18:00:00.000Z");
    const taken = await move(mine, TUESDAY_10);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("That time slot is no longer available. Please choose another time.");
    const same = await move(mine, "2026-03-06T18:00:00.000Z");
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe("Please choose a time different from the current one.");
    expect((await rowOf(mine)).appointmentTime.toISOString()).toBe("2026-03-06T18:00:00.000Z");
    expect(await t.db.outboxMessage.count()).toBe(0);
  });

  it("two clients moving to the same free time at once: one gets it, the other a 409, and nothing is half-written", async () => {
    const mine = await appointmentAt(TUESDAY_10);
    const theirs = await appointmentAt("2026-03-05T18:00:00.000Z", "confirmed", other.id);
    const [first, second] = await Promise.all([move(mine, WEDNESDAY_9), move(theirs, WEDNESDAY_9, otherCookies)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const holders = await t.db.appointment.findMany({ where: { appointmentTime: new Date(WEDNESDAY_9) } });
    expect(holders).toHaveLength(1);
    // Only the winner's move was told to anyone.
    expect(await t.db.outboxMessage.count({ where: { kind: "office.appointment-moved" } })).toBe(1);
  });

  it("ten clients moving and ten booking into one free time at once: exactly one holds it, every other gets a 409 and leaves nothing behind", async () => {
    const racers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const user = await createUser(t.db, { fullName: `Racer ${index}` });
        return { user, cookies: await signIn(t.app, user) };
      }),
    );
    // The movers' own appointments, each at its own time later in the week.
    const movers = await Promise.all(
      racers.slice(0, 10).map(async ({ user, cookies }, index) => ({
        cookies,
        id: await appointmentAt(new Date(Date.parse("2026-03-09T17:00:00.000Z") + index * 3_600_000).toISOString(), "confirmed", user.id),
      })),
    );
    const answers = await Promise.all([
      ...movers.map(({ id, cookies }) => move(id, WEDNESDAY_9, cookies)),
      ...racers.slice(10).map(({ cookies }) =>
        t.app.inject({ method: "POST", url: "/api/appointments", cookies, payload: { service: "Personal Tax Prep", appointment_time: WEDNESDAY_9 } }),
      ),
    ]);
    const won = answers.filter((answer) => answer.statusCode === 200 || answer.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await t.db.appointment.count({ where: { appointmentTime: new Date(WEDNESDAY_9), status: { in: ["pending", "confirmed"] } } })).toBe(1);
    // The losing movers' appointments stayed where they were.
    const stayed = await t.db.appointment.count({ where: { id: { in: movers.map((mover) => mover.id) }, appointmentTime: { not: new Date(WEDNESDAY_9) } } });
    expect(stayed).toBe(won[0]?.statusCode === 200 ? 9 : 10);
    // One change, one set of emails: a move tells the client and the office, a booking the office and the client.
    const emails = await t.db.outboxMessage.findMany({ where: { channel: "email", kind: { not: "client.appointment-reminder" } } });
    expect(emails).toHaveLength(2);
  });
});
