import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { DEFAULT_SERVICES } from "../shared/default-services";
import { MESSAGES } from "../shared/messages";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createUser, signIn, type TestUser } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";
import { loadActiveServices } from "../services/office-services/office-services.service";

/**
 * The office's own services (issue 32, decision 0237), over REST and tRPC: the spec's three as
 * the first-start defaults, the owner's edits in both languages, the order, retiring, a name that
 * stays once booked, and who offers each, which the free times and the assignment follow.
 * Los Angeles; the clock is Monday 2026-03-02, 9:00 AM PST; Tuesday opens 9 to 5.
 */
const clock = testClock("2026-03-02T17:00:00.000Z");
const TUESDAY = "2026-03-03";
const TUESDAY_9 = "2026-03-03T17:00:00.000Z";
const TUESDAY_10 = "2026-03-03T18:00:00.000Z";
let t: TestApp;
let adminCookies: Record<string, string>;

const BOOKKEEPING = {
  name: "Bookkeeping",
  name_es: "Contabilidad",
  description: "Monthly books for small businesses.",
  description_es: "Contabilidad mensual para pequeños negocios.",
  price_cents: 15000,
  price_from: true,
  slots: 1,
  buffer_minutes: 0,
};

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
});

const asAdmin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => t.app.inject({ method, url, cookies: adminCookies, ...(payload && { payload }) });
const publicServices = async () => (await t.app.inject({ method: "GET", url: "/api/services" })).json() as { id: number; name: string }[];
/** Adds a service as the owner and answers its id. */
async function addService(body: object): Promise<number> {
  const created = await asAdmin("POST", "/api/services", body);
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: number }).id;
}
async function newClient(fullName: string): Promise<{ user: TestUser; cookies: Record<string, string> }> {
  const user = await createUser(t.db, { fullName });
  return { user, cookies: await signIn(t.app, user) };
}
const book = (cookies: Record<string, string>, service: string, time: string, preparerId?: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/appointments",
    cookies,
    payload: { service, appointment_time: time, ...(preparerId !== undefined && { preparer_id: preparerId }) },
  });
const freeOn = async (query: string) => (await t.app.inject({ method: "GET", url: `/api/availability?date=${TUESDAY}&${query}` })).json() as string[];

describe("the first start", () => {
  it("offers the spec's three services in its order, on both transports and in the business profile", async () => {
    const services = await publicServices();
    expect(services).toEqual(DEFAULT_SERVICES.map((service) => ({ ...service, id: expect.any(Number) })));
    expect((await trpcCall(t.app, "query", "officeServices.list")).data).toEqual(services);
    expect(((await t.app.inject({ method: "GET", url: "/api/business" })).json() as { services: unknown }).services).toEqual(services);
  });

  it("writes the three once and whole, however many read a fresh table at once (instances starting together)", async () => {
    const { t: fresh } = await createAppWithAccounts();
    try {
      const reads = await Promise.all(Array.from({ length: 4 }, () => loadActiveServices(fresh.db)));
      for (const read of reads) expect(read.map((service) => service.name)).toEqual(DEFAULT_SERVICES.map((service) => service.name));
      expect(await fresh.db.officeService.count()).toBe(DEFAULT_SERVICES.length);
    } finally {
      await fresh.close();
    }
  });
});

describe("the owner's services", () => {
  it("adds one last in the order with its Spanish words and a from price, which the site shows at once", async () => {
    const id = await addService({ ...BOOKKEEPING, preparer_ids: [] });
    const services = await publicServices();
    expect(services.at(-1)).toEqual({ id, ...BOOKKEEPING, preparer_ids: [] });
    expect(((await t.app.inject({ method: "GET", url: "/api/business" })).json() as { services: unknown[] }).services.at(-1)).toEqual({ id, ...BOOKKEEPING, preparer_ids: [] });

    const again = await asAdmin("POST", "/api/services", { ...BOOKKEEPING, name: "Bookkeeping" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: API_MESSAGES.services.nameTaken });
  });

  it("names the field in every refusal and writes nothing", async () => {
    const before = await t.db.officeService.count();
    const cases: [object, string][] = [
      [{ ...BOOKKEEPING, name: "  " }, VALIDATION_MESSAGES.serviceText.name.required],
      [{ ...BOOKKEEPING, name: "Trusts", name_es: "x".repeat(81) }, VALIDATION_MESSAGES.serviceText.nameEs.tooLong],
      [{ ...BOOKKEEPING, name: "Trusts", description_es: "" }, VALIDATION_MESSAGES.serviceText.descriptionEs.required],
      [{ ...BOOKKEEPING, name: "Trusts", price_cents: -100 }, VALIDATION_MESSAGES.servicePrice],
      [{ ...BOOKKEEPING, name: "Trusts", price_cents: 12.5 }, VALIDATION_MESSAGES.servicePrice],
      [{ ...BOOKKEEPING, name: "Trusts", preparer_ids: [7, 7] }, VALIDATION_MESSAGES.servicePreparers],
      [{ ...BOOKKEEPING, name: "Trusts", slots: 0 }, VALIDATION_MESSAGES.serviceSlots],
      [{ ...BOOKKEEPING, name: "Trusts", slots: 9 }, VALIDATION_MESSAGES.serviceSlots],
      [{ ...BOOKKEEPING, name: "Trusts", buffer_minutes: 7 }, VALIDATION_MESSAGES.serviceBuffer],
      [{ ...BOOKKEEPING, name: "Trusts", buffer_minutes: 125 }, VALIDATION_MESSAGES.serviceBuffer],
    ];
    for (const [body, message] of cases) {
      const response = await asAdmin("POST", "/api/services", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const client = await createUser(t.db);
    const notPreparer = await asAdmin("POST", "/api/services", { ...BOOKKEEPING, name: "Trusts", preparer_ids: [client.id] });
    expect(notPreparer.statusCode).toBe(400);
    expect(notPreparer.json()).toMatchObject({ message: API_MESSAGES.services.notPreparer });
    expect(await t.db.officeService.count()).toBe(before);
  });

  it("reorders every service, and refuses a list that leaves one out", async () => {
    const ids = (await publicServices()).map((service) => service.id);
    const reversed = [...ids].reverse();
    const answer = await asAdmin("PUT", "/api/services/order", { ids: reversed });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await publicServices()).map((service) => service.id)).toEqual(reversed);
    const partial = await asAdmin("PUT", "/api/services/order", { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ message: VALIDATION_MESSAGES.serviceOrder });
    await asAdmin("PUT", "/api/services/order", { ids });
  });

  it("retires a service: off the site and the booking page, its appointments keep it and still move; the last one stays", async () => {
    const id = await addService({ ...BOOKKEEPING, name: "Payroll", preparer_ids: [] });
    const { cookies } = await newClient("Payroll Client");
    const booked = await book(cookies, "Payroll", TUESDAY_9);
    expect(booked.statusCode, booked.body).toBe(201);

    const retired = await asAdmin("POST", `/api/services/${id}/retire`);
    expect(retired.json()).toMatchObject({ retired: true, booked: true });
    expect((await publicServices()).map((service) => service.name)).not.toContain("Payroll");
    const refused = await book(cookies, "Payroll", TUESDAY_10);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: MESSAGES.booking.selectionRequired });
    expect((await t.app.inject({ method: "GET", url: `/api/availability?date=${TUESDAY}&service=Payroll` })).statusCode).toBe(400);

    const appointmentId = (booked.json() as { appointment: { id: number } }).appointment.id;
    const moved = await asAdmin("PUT", `/api/appointments/${appointmentId}/reschedule`, { new_appointment_time: TUESDAY_10 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ service: "Payroll" });

    // Its English name is what the appointment says: it stays; the Spanish name may change.
    const renamed = await asAdmin("PUT", `/api/services/${id}`, { ...BOOKKEEPING, name: "Payroll services", preparer_ids: [] });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ message: API_MESSAGES.services.nameFixed });
    const respelled = await asAdmin("PUT", `/api/services/${id}`, { ...BOOKKEEPING, name: "Payroll", name_es: "Nómina", preparer_ids: [] });
    expect(respelled.json()).toMatchObject({ name: "Payroll", name_es: "Nómina" });

    expect((await asAdmin("POST", `/api/services/${id}/restore`)).json()).toMatchObject({ retired: false });
    const all = (await asAdmin("GET", "/api/services/all")).json() as { id: number }[];
    for (const service of all.slice(1)) await asAdmin("POST", `/api/services/${service.id}/retire`);
    const last = await asAdmin("POST", `/api/services/${all[0]!.id}/retire`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: API_MESSAGES.services.lastActive });
    for (const service of all) await asAdmin("POST", `/api/services/${service.id}/restore`);
  });

  it("writes a Spanish-speaking client's emails with the Spanish name the office gave the service", async () => {
    await addService({ ...BOOKKEEPING, name: "Trust returns", name_es: "Declaraciones de fideicomisos", preparer_ids: [] });
    const user = await createUser(t.db, { fullName: "Lucía Cliente" });
    await t.db.user.update({ where: { id: user.id }, data: { locale: "es" } });
    const booked = await book(await signIn(t.app, user), "Trust returns", TUESDAY_9);
    const id = (booked.json() as { appointment: { id: number } }).appointment.id;
    expect((await asAdmin("PUT", `/api/appointments/${id}/confirm`)).statusCode).toBe(200);
    const confirmation = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "client.appointment-confirmed" } });
    expect(confirmation.subject).toContain("Declaraciones de fideicomisos");
  });

  it("is the owner's: the front desk and a client get 403, over tRPC as over REST", async () => {
    const frontDesk = await createUser(t.db, { role: "front_desk" });
    const cookies = await signIn(t.app, frontDesk);
    expect((await t.app.inject({ method: "POST", url: "/api/services", cookies, payload: { ...BOOKKEEPING, name: "Desk" } })).statusCode).toBe(403);
    expect((await trpcCall(t.app, "mutation", "officeServices.create", { cookies, input: { ...BOOKKEEPING, name: "Desk" } })).status).toBe(403);
    const made = await trpcCall(t.app, "mutation", "officeServices.create", { cookies: adminCookies, input: { ...BOOKKEEPING, name: "Owner's own" } });
    expect(made.data).toMatchObject({ name: "Owner's own", preparers: [], booked: false });
  });
});

describe("who offers a service", () => {
  let ana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    ana = await createUser(t.db, { role: "preparer", fullName: "Ana Offers" });
    ben = await createUser(t.db, { role: "preparer", fullName: "Ben Offers" });
    await addService({ ...BOOKKEEPING, name: "Audit defense", price_cents: null, preparer_ids: [ana.id] });
  });

  it("lists them by name for the owner", async () => {
    const all = (await asAdmin("GET", "/api/services/all")).json() as { name: string; preparers: unknown }[];
    expect(all.find((service) => service.name === "Audit defense")?.preparers).toEqual([{ id: ana.id, name: "Ana Offers" }]);
    expect(all.find((service) => service.name === "Personal Tax Prep")?.preparers).toEqual([]);
  });

  it("offers its times while they are free, gives it to them, and refuses another preparer by name", async () => {
    expect(await freeOn("service=Audit%20defense")).toContain(TUESDAY_9);
    const { cookies } = await newClient("Audit Client");
    const byBen = await book(cookies, "Audit defense", TUESDAY_9, ben.id);
    expect(byBen.statusCode).toBe(400);
    expect(byBen.json()).toMatchObject({ message: API_MESSAGES.booking.preparerNotOffering });
    const booked = await book(cookies, "Audit defense", TUESDAY_9);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ appointment: { preparer: { id: ana.id } } });

    // Ana is busy at 9: nobody else offers it then, though Ben still takes other services.
    expect(await freeOn("service=Audit%20defense")).not.toContain(TUESDAY_9);
    expect(await freeOn("service=Personal%20Tax%20Prep")).toContain(TUESDAY_9);
    expect(await freeOn("")).toContain(TUESDAY_9);
    const second = await newClient("Second Audit Client");
    expect((await book(second.cookies, "Audit defense", TUESDAY_9)).statusCode).toBe(409);
    const other = await book(second.cookies, "Personal Tax Prep", TUESDAY_9);
    expect(other.json()).toMatchObject({ appointment: { preparer: { id: ben.id } } });
  });

  it("counts the days of the calendar by who offers it too", async () => {
    const days = async (query: string) =>
      ((await t.app.inject({ method: "GET", url: `/api/availability/days?from=${TUESDAY}&to=${TUESDAY}&${query}` })).json() as { free_slots: number }[])[0]?.free_slots;
    await t.db.blockedTime.create({ data: { startTime: new Date(TUESDAY_9), endTime: new Date("2026-03-04T01:00:00.000Z"), reason: "Ana away", preparerId: ana.id, createdById: ana.id } });
    expect(await days("service=Audit%20defense")).toBe(0);
    expect(await days("service=Personal%20Tax%20Prep")).toBeGreaterThan(0);
    await t.db.blockedTime.deleteMany();
  });
});
