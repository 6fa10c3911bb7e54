import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createUser, signIn, type TestUser } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Preparers with their own calendars (issue 32, decision 0231), over REST and tRPC: the union of
 * their free slots, "first available" and why, one appointment per preparer per slot, a move that
 * keeps the preparer, the office's reassignment, and a preparer who sees only their own.
 * Los Angeles; the clock is Monday 2026-03-02, 9:00 AM PST; Tuesday opens 9 to 5.
 */
const clock = testClock("2026-03-02T17:00:00.000Z");
const TUESDAY = "2026-03-03";
const TUESDAY_9 = "2026-03-03T17:00:00.000Z";
const TUESDAY_10 = "2026-03-03T18:00:00.000Z";
const TUESDAY_11 = "2026-03-03T19:00:00.000Z";
let t: TestApp;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies } = await createAppWithAccounts({ app: { now: clock.now, env: { BOOKING_NOTICE_MINUTES: "0" } } }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.reset();
  await t.db.outboxMessage.deleteMany();
  await t.db.appointment.deleteMany();
  await t.db.blockedTime.deleteMany();
  await t.db.preparerHours.deleteMany();
});

/** A new client, signed in. */
async function newClient(fullName: string): Promise<{ user: TestUser; cookies: Record<string, string> }> {
  const user = await createUser(t.db, { fullName });
  return { user, cookies: await signIn(t.app, user) };
}
const book = (cookies: Record<string, string>, time: string, preparerId?: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/appointments",
    cookies,
    payload: { service: "Personal Tax Prep", appointment_time: time, ...(preparerId !== undefined && { preparer_id: preparerId }) },
  });
const freeOn = async (date: string, preparerId?: number) =>
  (await t.app.inject({ method: "GET", url: `/api/availability?date=${date}${preparerId ? `&preparer_id=${preparerId}` : ""}` })).json() as string[];
const appointmentAt = async (userId: number, time: string, preparerId: number | null, createdAt?: Date) =>
  (
    await t.db.appointment.create({
      data: { userId, service: "Personal Tax Prep", appointmentTime: new Date(time), status: "confirmed", preparerId, ...(createdAt && { createdAt }) },
    })
  ).id;

describe("an office without preparers", () => {
  it("lists none, keeps one calendar, and refuses a preparer_id with a clear message", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/preparers" })).json()).toEqual([]);
    const { cookies } = await newClient("Solo Client");
    const asked = await book(cookies, TUESDAY_9, 12345);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ message: API_MESSAGES.booking.unknownPreparer, code: "booking.unknownPreparer" });
    expect((await t.app.inject({ method: "GET", url: `/api/availability?date=${TUESDAY}&preparer_id=12345` })).statusCode).toBe(400);

    const booked = await book(cookies, TUESDAY_9);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().appointment.preparer).toBeNull();
    expect(await freeOn(TUESDAY)).not.toContain(TUESDAY_9);
    const second = await newClient("Second Solo");
    expect((await book(second.cookies, TUESDAY_9)).statusCode).toBe(409);
  });
});

describe("an office with two preparers", () => {
  let ana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    ana = await createUser(t.db, { role: "preparer", fullName: "Ana Preparer" });
    ben = await createUser(t.db, { role: "preparer", fullName: "Ben Preparer" });
  });

  it("lists them for the booking page, over REST and tRPC alike", async () => {
    // Nobody filled in a profile yet (decision 0238): no photo, credentials or languages.
    const expected = [
      { id: ana.id, name: "Ana Preparer", photo: null, credentials: "", languages: [] },
      { id: ben.id, name: "Ben Preparer", photo: null, credentials: "", languages: [] },
    ];
    expect((await t.app.inject({ method: "GET", url: "/api/preparers" })).json()).toEqual(expected);
    expect((await trpcCall(t.app, "query", "preparers.list")).data).toEqual(expected);
  });

  it("books two clients into one hour with two preparers, and turns the third away with a 409", async () => {
    const clients = await Promise.all(["First", "Second", "Third"].map((name) => newClient(`${name} Client`)));
    const first = await book(clients[0]!.cookies, TUESDAY_9);
    const second = await book(clients[1]!.cookies, TUESDAY_9);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const preparers = [first.json().appointment.preparer, second.json().appointment.preparer];
    expect(preparers.map((preparer) => preparer.id).sort()).toEqual([ana.id, ben.id].sort());
    expect(await freeOn(TUESDAY)).not.toContain(TUESDAY_9);

    const third = await book(clients[2]!.cookies, TUESDAY_9);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: API_MESSAGES.booking.slotUnavailable });
  });

  it("offers a slot while anyone is free, and one preparer's own free slots when asked", async () => {
    const { user } = await newClient("Held Client");
    await appointmentAt(user.id, TUESDAY_9, ana.id);
    expect(await freeOn(TUESDAY)).toContain(TUESDAY_9);
    expect(await freeOn(TUESDAY, ana.id)).not.toContain(TUESDAY_9);
    expect(await freeOn(TUESDAY, ben.id)).toContain(TUESDAY_9);
    const viaTrpc = await trpcCall(t.app, "query", "availability.forDate", { input: { date: TUESDAY, preparer_id: ana.id } });
    expect(viaTrpc.data).toEqual(await freeOn(TUESDAY, ana.id));
    const days = (await t.app.inject({ method: "GET", url: `/api/availability/days?from=${TUESDAY}&to=${TUESDAY}&preparer_id=${ana.id}` })).json();
    const anyone = (await t.app.inject({ method: "GET", url: `/api/availability/days?from=${TUESDAY}&to=${TUESDAY}` })).json();
    expect(days[0].free_slots).toBe(anyone[0].free_slots - 1);
  });

  it("counts an appointment without a preparer (booked before the first came) as taking someone's place", async () => {
    const { user } = await newClient("Legacy Client");
    await appointmentAt(user.id, TUESDAY_9, null);
    expect(await freeOn(TUESDAY)).toContain(TUESDAY_9);
    await appointmentAt(user.id, TUESDAY_9, ana.id);
    expect(await freeOn(TUESDAY)).not.toContain(TUESDAY_9);
  });

  it("books the chosen preparer, or says they are busy though someone else is free", async () => {
    const held = await newClient("Held By Ana");
    await appointmentAt(held.user.id, TUESDAY_9, ana.id);
    const { cookies } = await newClient("Chooser");
    const busy = await book(cookies, TUESDAY_9, ana.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: API_MESSAGES.booking.preparerBusy, code: "booking.preparerBusy" });
    const chosen = await book(cookies, TUESDAY_10, ana.id);
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().appointment.preparer).toEqual({ id: ana.id, name: "Ana Preparer" });
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id: chosen.json().appointment.id } })).toMatchObject({ assignment: "chosen" });
  });

  it("assigns the first available: the client's preparer of record, else the fewest that day, else the least recently booked", async () => {
    const returning = await newClient("Returning Client");
    // Ben saw this client last year; Ana has more appointments on Tuesday.
    await appointmentAt(returning.user.id, "2025-03-04T17:00:00.000Z", ben.id);
    const busyDay = await newClient("Busy Day");
    await appointmentAt(busyDay.user.id, TUESDAY_11, ben.id);
    const usual = await book(returning.cookies, TUESDAY_9);
    expect(usual.json().appointment.preparer.id).toBe(ben.id);
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id: usual.json().appointment.id } })).toMatchObject({ assignment: "usual_preparer" });

    // A new client at 10: Ben has two that day, Ana none.
    const fresh = await newClient("Fresh Client");
    const fewest = await book(fresh.cookies, TUESDAY_10);
    expect(fewest.json().appointment.preparer.id).toBe(ana.id);
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id: fewest.json().appointment.id } })).toMatchObject({ assignment: "fewest_that_day" });
  });

  it("breaks a tie by who was booked least recently, and records it", async () => {
    const { user } = await newClient("Earlier Bookings");
    // One each on Tuesday; Ana's was booked last week, Ben's yesterday.
    await appointmentAt(user.id, TUESDAY_9, ana.id, new Date("2026-02-23T17:00:00.000Z"));
    await appointmentAt(user.id, TUESDAY_10, ben.id, new Date("2026-03-01T17:00:00.000Z"));
    const fresh = await newClient("Tie Client");
    const booked = await book(fresh.cookies, TUESDAY_11);
    expect(booked.json().appointment.preparer.id).toBe(ana.id);
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id: booked.json().appointment.id } })).toMatchObject({
      assignment: "least_recently_booked",
    });
  });

  it("keeps the preparer when the appointment moves, and refuses a time when they are busy", async () => {
    const mover = await newClient("Mover");
    const id = await appointmentAt(mover.user.id, TUESDAY_9, ana.id);
    const other = await newClient("Other");
    await appointmentAt(other.user.id, TUESDAY_11, ana.id);
    const move = (to: string, cookies: Record<string, string>) =>
      t.app.inject({ method: "PUT", url: `/api/appointments/${id}/reschedule`, cookies, payload: { new_appointment_time: to } });

    const moved = await move(TUESDAY_10, mover.cookies);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().preparer).toEqual({ id: ana.id, name: "Ana Preparer" });
    // Ben is free at 11, Ana is not: the move keeps Ana, so it is refused, for the client and the office alike.
    for (const cookies of [mover.cookies, adminCookies]) {
      const refused = await move(TUESDAY_11, cookies);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: API_MESSAGES.booking.preparerBusy });
    }
  });

  it("lets the office give an appointment to another preparer who is free then, over REST and tRPC, and records it", async () => {
    const { user } = await newClient("Reassigned Client");
    const id = await appointmentAt(user.id, TUESDAY_9, ana.id);
    const taken = await newClient("Ben's Client");
    await appointmentAt(taken.user.id, TUESDAY_9, ben.id);
    const toBen = await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/preparer`, cookies: adminCookies, payload: { preparer_id: ben.id } });
    expect(toBen.statusCode).toBe(409);
    expect(toBen.json()).toMatchObject({ message: API_MESSAGES.booking.preparerBusy });

    await t.db.appointment.updateMany({ where: { userId: taken.user.id }, data: { status: "cancelled" } });
    const reassigned = await trpcCall(t.app, "mutation", "appointments.reassign", { cookies: adminCookies, input: { id, preparer_id: ben.id } });
    expect(reassigned.status).toBe(200);
    expect(reassigned.data).toMatchObject({ id, preparer: { id: ben.id, name: "Ben Preparer" } });
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ preparerId: ben.id, assignment: "office" });
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "appointment.reassigned", subjectId: String(id) } });
    expect(JSON.parse(event.before ?? "{}")).toEqual({ preparer: "Ana Preparer" });
    expect(JSON.parse(event.after ?? "{}")).toEqual({ preparer: "Ben Preparer" });

    const unknown = await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/preparer`, cookies: adminCookies, payload: { preparer_id: user.id } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: API_MESSAGES.booking.unknownPreparer });
  });

  it("sends the office's emails about an appointment to its preparer too, and no one else's preparer; webhooks name them", async () => {
    const hook = await t.db.webhookEndpoint.create({
      data: { url: "https://hooks.example.com/preparers", events: JSON.stringify(["appointment.requested"]), secret: "whsec_preparers" },
    });
    const { cookies } = await newClient("Emailing Client");
    const booked = await book(cookies, TUESDAY_10, ana.id);
    expect(booked.statusCode).toBe(201);
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/appointments/${booked.json().appointment.id}`,
      cookies,
      payload: { reason: "Found my W-2 late" },
    });
    expect(cancelled.statusCode).toBe(200);
    const officeEmails = await t.db.outboxMessage.findMany({ where: { kind: { startsWith: "office." } }, orderBy: { id: "asc" } });
    const toAna = officeEmails.filter((email) => email.recipient === ana.email).map((email) => email.kind);
    expect(toAna).toEqual(["office.appointment-requested", "office.appointment-cancelled"]);
    expect(officeEmails.some((email) => email.recipient === ben.email)).toBe(false);
    // The client's own emails name whom they will see.
    const received = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "client.appointment-received" } });
    expect(JSON.parse(received.payload)).toMatchObject({ appointment: { preparer: "Ana Preparer" } });
    const delivery = await t.db.outboxMessage.findFirstOrThrow({ where: { channel: "webhook", kind: "appointment.requested" } });
    expect(JSON.parse(delivery.payload)).toMatchObject({ body: { data: { appointment: { preparer: { id: ana.id, name: "Ana Preparer" } } } } });
    await t.db.webhookEndpoint.delete({ where: { id: hook.id } });
    // The office still hears of both.
    expect(officeEmails.filter((email) => email.recipient !== ana.email).map((email) => email.kind)).toEqual([
      "office.appointment-requested",
      "office.appointment-cancelled",
    ]);
  });

  it("takes a preparer's time off out of their own slots only, and books around it", async () => {
    const { user, cookies } = await newClient("Time Off Client");
    const bensAt10 = await appointmentAt(user.id, TUESDAY_10, ben.id);
    const off = await t.app.inject({
      method: "POST",
      url: "/api/blocked-times",
      cookies: adminCookies,
      payload: { start_time: `${TUESDAY}T09:00`, end_time: `${TUESDAY}T11:00`, reason: "Dentist", preparer_id: ana.id },
    });
    expect(off.statusCode).toBe(201);
    // Ben's appointment in those hours is not Ana's: the answer counts none.
    expect(off.json()).toMatchObject({ reason: "Dentist", preparer: { id: ana.id, name: "Ana Preparer" }, overlapping_appointments: 0 });

    expect(await freeOn(TUESDAY, ana.id)).not.toContain(TUESDAY_9);
    expect(await freeOn(TUESDAY, ana.id)).toContain(TUESDAY_11);
    expect(await freeOn(TUESDAY)).toContain(TUESDAY_9);
    // At 10 Ana is away and Ben is booked: nobody.
    expect(await freeOn(TUESDAY)).not.toContain(TUESDAY_10);
    const asked = await book(cookies, TUESDAY_9, ana.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ message: API_MESSAGES.booking.preparerBusy });
    const anyone = await book(cookies, TUESDAY_9);
    expect(anyone.statusCode).toBe(201);
    expect(anyone.json().appointment.preparer).toEqual({ id: ben.id, name: "Ben Preparer" });

    // The office cannot give Ben's 10 o'clock to Ana while she is away.
    const reassigned = await t.app.inject({ method: "PUT", url: `/api/appointments/${bensAt10}/preparer`, cookies: adminCookies, payload: { preparer_id: ana.id } });
    expect(reassigned.statusCode).toBe(409);
    expect(reassigned.json()).toMatchObject({ message: API_MESSAGES.booking.preparerBusy });
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id: bensAt10 } })).preparerId).toBe(ben.id);

    const listed = (await trpcCall(t.app, "query", "blockedTimes.list", { cookies: adminCookies })).data as { preparer: unknown }[];
    expect(listed).toEqual([expect.objectContaining({ preparer: { id: ana.id, name: "Ana Preparer" } })]);
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "blocked_time.created" }, orderBy: { id: "desc" } });
    expect(JSON.parse(event.details ?? "{}")).toMatchObject({ preparer: "Ana Preparer" });

    const nobody = await t.app.inject({
      method: "POST",
      url: "/api/blocked-times",
      cookies: adminCookies,
      payload: { start_time: `${TUESDAY}T13:00`, end_time: `${TUESDAY}T14:00`, preparer_id: user.id },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ message: API_MESSAGES.booking.unknownPreparer });
    expect(await t.db.blockedTime.count()).toBe(1);
  });

  it("bounds a preparer by their own weekly hours inside the office's, over REST and tRPC, and records each change", async () => {
    const afternoons = { opens: "13:00", closes: "17:00" };
    const weekly = { sunday: [], monday: [afternoons], tuesday: [afternoons], wednesday: [afternoons], thursday: [afternoons], friday: [afternoons], saturday: [] };
    const set = await t.app.inject({ method: "PUT", url: `/api/preparers/${ben.id}/hours`, cookies: adminCookies, payload: { weekly } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ preparer: { id: ben.id, name: "Ben Preparer" }, weekly });
    const listed = await t.app.inject({ method: "GET", url: "/api/preparers/hours", cookies: adminCookies });
    expect(listed.json()).toEqual([
      { preparer: { id: ana.id, name: "Ana Preparer" }, weekly: null },
      { preparer: { id: ben.id, name: "Ben Preparer" }, weekly },
    ]);
    expect((await trpcCall(t.app, "query", "hours.preparers", { cookies: adminCookies })).data).toEqual(listed.json());

    // Ben's Tuesday starts at 1 PM (21:00Z); the office's at 9, so Ana still covers the morning.
    const bens = await freeOn(TUESDAY, ben.id);
    expect(bens[0]).toBe("2026-03-03T21:00:00.000Z");
    expect(await freeOn(TUESDAY)).toContain(TUESDAY_9);
    const { cookies } = await newClient("Morning Client");
    expect((await book(cookies, TUESDAY_9, ben.id)).statusCode).toBe(409);
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "hours.preparer_updated" }, orderBy: { id: "desc" } });
    expect(event).toMatchObject({ subjectType: "user", subjectId: String(ben.id) });

    // Back to whenever the office is open, over tRPC.
    const cleared = await trpcCall(t.app, "mutation", "hours.setPreparer", { cookies: adminCookies, input: { id: ben.id, weekly: null } });
    expect(cleared.data).toEqual({ preparer: { id: ben.id, name: "Ben Preparer" }, weekly: null });
    expect(await freeOn(TUESDAY, ben.id)).toContain(TUESDAY_9);
  });

  it("refuses hours for someone who is not a preparer, and hours that do not hold together", async () => {
    const { user } = await newClient("Not A Preparer");
    const closed = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };
    const nobody = await t.app.inject({ method: "PUT", url: `/api/preparers/${user.id}/hours`, cookies: adminCookies, payload: { weekly: closed } });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ message: API_MESSAGES.preparers.notFound });
    const reversed = { ...closed, monday: [{ opens: "17:00", closes: "09:00" }] };
    const bad = await t.app.inject({ method: "PUT", url: `/api/preparers/${ana.id}/hours`, cookies: adminCookies, payload: { weekly: reversed } });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.preparerHours.count()).toBe(0);
  });

  it("lets a preparer confirm and note their own appointments, over REST and tRPC, and answers 404 for another's", async () => {
    const { user } = await newClient("Pending Client");
    const anasId = (await t.db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date(TUESDAY_9), status: "pending", preparerId: ana.id } })).id;
    const bensId = (await t.db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date(TUESDAY_10), status: "pending", preparerId: ben.id } })).id;
    const anaCookies = await signIn(t.app, ana);

    const confirmed = await t.app.inject({ method: "PUT", url: `/api/appointments/assigned/${anasId}/confirm`, cookies: anaCookies });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: anasId, status: "confirmed" });
    expect((await t.app.inject({ method: "PUT", url: `/api/appointments/assigned/${anasId}/confirm`, cookies: anaCookies })).statusCode).toBe(409);
    const noted = await trpcCall(t.app, "mutation", "appointments.noteAssigned", { cookies: anaCookies, input: { id: anasId, note: "Bring last year's return" } });
    expect(noted.data).toMatchObject({ id: anasId, note: "Bring last year's return" });
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "appointment.confirmed", subjectId: String(anasId) } });
    expect(event.userId).toBe(ana.id);

    // Ben's is not hers: 404 on both transports, and nothing changes.
    expect((await t.app.inject({ method: "PUT", url: `/api/appointments/assigned/${bensId}/confirm`, cookies: anaCookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PUT", url: `/api/appointments/assigned/${bensId}/note`, cookies: anaCookies, payload: { note: "x" } })).statusCode).toBe(404);
    expect((await trpcCall(t.app, "mutation", "appointments.confirmAssigned", { cookies: anaCookies, input: { id: bensId } })).status).toBe(404);
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id: bensId } })).toMatchObject({ status: "pending", adminNote: null });
    // The office's own paths stay closed to her.
    expect((await t.app.inject({ method: "PUT", url: `/api/appointments/${bensId}/confirm`, cookies: anaCookies })).statusCode).toBe(403);
  });

  it("shows a preparer their own appointments and nobody else's, and nothing of the office's", async () => {
    const { user } = await newClient("Ana's Client");
    const anasId = await appointmentAt(user.id, TUESDAY_9, ana.id);
    await appointmentAt(user.id, TUESDAY_10, ben.id);
    const anaCookies = await signIn(t.app, ana);

    const own = await t.app.inject({ method: "GET", url: "/api/appointments/assigned", cookies: anaCookies });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ id: anasId, client_name: "Ana's Client", client_email: user.email, preparer: { id: ana.id, name: "Ana Preparer" } }),
    ]);
    expect((await trpcCall(t.app, "query", "appointments.assignedToMe", { cookies: anaCookies })).data).toEqual(own.json());
    for (const url of ["/api/appointments/all", "/api/appointments/search?q=a", "/api/schedule?from=2026-03-02&to=2026-03-08"]) {
      expect((await t.app.inject({ method: "GET", url, cookies: anaCookies })).statusCode, url).toBe(403);
    }
    const clientCookies = (await newClient("Curious Client")).cookies;
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/assigned", cookies: clientCookies })).statusCode).toBe(403);
  });

  it("lets a preparer mark their own appointment completed or a no-show once it has started, and answers 404 for another's", async () => {
    const { user } = await newClient("Outcome Client");
    const anasId = await appointmentAt(user.id, TUESDAY_9, ana.id);
    const bensId = await appointmentAt(user.id, TUESDAY_10, ben.id);
    // The last of Ana's sign-ins in this file: her authenticator's steps follow the clock, which goes on from here.
    clock.set("2026-03-03T16:55:00.000Z");
    const anaCookies = await signIn(t.app, ana);
    const mark = (id: number, outcome: string) =>
      t.app.inject({ method: "PUT", url: `/api/appointments/assigned/${id}/outcome`, cookies: anaCookies, payload: { outcome } });

    expect((await mark(anasId, "completed")).statusCode).toBe(409);
    clock.set("2026-03-03T17:05:00.000Z");
    const completed = await mark(anasId, "completed");
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ id: anasId, status: "completed" });
    const corrected = await trpcCall(t.app, "mutation", "appointments.recordOutcomeAssigned", { cookies: anaCookies, input: { id: anasId, outcome: "no_show" } });
    expect(corrected.data).toMatchObject({ id: anasId, status: "no_show" });
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "appointment.no_show", subjectId: String(anasId) } });
    expect(event.userId).toBe(ana.id);

    expect((await mark(bensId, "completed")).statusCode).toBe(404);
    expect((await trpcCall(t.app, "mutation", "appointments.recordOutcomeAssigned", { cookies: anaCookies, input: { id: bensId, outcome: "no_show" } })).status).toBe(404);
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id: bensId } })).toMatchObject({ status: "confirmed" });
    expect((await t.app.inject({ method: "PUT", url: `/api/appointments/${bensId}/outcome`, cookies: anaCookies, payload: { outcome: "completed" } })).statusCode).toBe(403);
  });
});
