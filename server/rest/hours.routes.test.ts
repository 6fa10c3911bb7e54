import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../env";
import { loadOpeningHours } from "../services/hours/hours.service";
import { createUser, signIn } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Opening hours as data: GET/PUT /api/hours, exceptions, federal holidays, the booking
 * horizon and GET /api/availability/days, and how availability and booking follow them.
 * Business-local today is Monday 2026-03-02 (Los Angeles, UTC-8 until March 8).
 */
const clock = testClock("2026-03-02T12:00:00.000Z");
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies: admin, clientCookies: client } = await createAppWithAccounts({ app: { now: clock.now } }));
});
afterAll(async () => {
  await t.close();
});

const nineToFive = [{ opens: "09:00", closes: "17:00" }];
const week = (overrides: Record<string, { opens: string; closes: string }[]> = {}) => ({
  sunday: [],
  monday: nineToFive,
  tuesday: nineToFive,
  wednesday: nineToFive,
  thursday: nineToFive,
  friday: nineToFive,
  saturday: nineToFive,
  ...overrides,
});
const getHours = () => t.app.inject({ method: "GET", url: "/api/hours" });
const putHours = (payload: object, cookies = admin) => t.app.inject({ method: "PUT", url: "/api/hours", cookies, payload });
const putException = (date: string, payload: object, cookies = admin) =>
  t.app.inject({ method: "PUT", url: `/api/hours/exceptions/${date}`, cookies, payload });
const deleteException = (date: string, cookies = admin) =>
  t.app.inject({ method: "DELETE", url: `/api/hours/exceptions/${date}`, cookies });
const slotsOn = async (date: string) =>
  (await t.app.inject({ method: "GET", url: `/api/availability?date=${date}` })).json() as string[];
const clockTimes = (slots: string[]) => slots.map((slot) => slot.slice(11, 16));

describe("GET /api/hours", () => {
  it("starts from the environment's defaults, for anyone, with the week in words", async () => {
    const response = await getHours();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      weekly: week(),
      exceptions: [],
      horizon_days: 90,
      slot_minutes: 60,
      text: "Monday to Saturday, 9:00 AM to 5:00 PM",
    });
  });
});

describe("PUT /api/hours", () => {
  it("is for admins only", async () => {
    expect((await putHours({ horizon_days: 30 }, {})).statusCode).toBe(401);
    expect((await putHours({ horizon_days: 30 }, client)).statusCode).toBe(403);
    expect((await getHours()).json()).toMatchObject({ horizon_days: 90 });
  });

  it.each([
    [{ weekly: week({ monday: [{ opens: "17:00", closes: "09:00" }] }) }, "The closing time must be after the opening time."],
    [{ weekly: week({ monday: [{ opens: "9:00", closes: "17:00" }] }) }, "Enter a time such as 09:00 (24-hour)."],
    [
      { weekly: week({ monday: [{ opens: "09:00", closes: "13:00" }, { opens: "12:00", closes: "17:00" }] }) },
      "The second range must start after the first one ends.",
    ],
    [
      { weekly: week({ monday: [nineToFive[0]!, nineToFive[0]!, nineToFive[0]!] }) },
      "A day can have at most 2 opening ranges.",
    ],
    [
      { weekly: week({ monday: [{ opens: "09:00", closes: "09:30" }] }) },
      "Each opening range must last at least 60 minutes, the length of one appointment.",
    ],
    [{ horizon_days: 0 }, "Choose between 1 and 730 days."],
    [{}, "Send weekly hours, a booking horizon, or both."],
    [{ weekly: { monday: nineToFive } }, null],
  ])("refuses %j with a clear 400 and changes nothing", async (payload, message) => {
    const before = (await getHours()).body;
    const response = await putHours(payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect((await getHours()).body).toBe(before);
  });

  it("saves two ranges a day: slots fill both and none falls in the break; every hours text follows", async () => {
    const lunch = [
      { opens: "09:00", closes: "12:00" },
      { opens: "13:00", closes: "17:00" },
    ];
    const response = await putHours({ weekly: week({ monday: lunch, saturday: [{ opens: "10:00", closes: "14:00" }] }) });
    expect(response.statusCode).toBe(200);
    const text = "Monday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM; Tuesday to Friday, 9:00 AM to 5:00 PM; Saturday, 10:00 AM to 2:00 PM";
    expect(response.json()).toMatchObject({ weekly: { monday: lunch }, text });
    // Monday 2026-03-09 is PDT (UTC-7): 9, 10, 11 AM, then 1 to 4 PM.
    expect(clockTimes(await slotsOn("2026-03-09"))).toEqual(["16:00", "17:00", "18:00", "20:00", "21:00", "22:00", "23:00"]);
    expect(clockTimes(await slotsOn("2026-03-14"))).toEqual(["17:00", "18:00", "19:00", "20:00"]);
    expect((await t.app.inject({ method: "GET", url: "/api/business" })).json().hours.text).toBe(text);

    const booking = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: client,
      payload: { service: "Personal Tax Prep", appointment_time: "2026-03-09T19:00:00.000Z" },
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toBe("Please choose one of the available time slots.");

    expect((await putHours({ weekly: week() })).statusCode).toBe(200);
  });

  it("keeps the saved hours once the owner has saved them, whatever the environment says later", async () => {
    await putHours({ weekly: week({ saturday: [] }) });
    const otherEnvironment = loadConfig(
      { DATABASE_URL: "file:unused.db", COOKIE_SECRET: "x".repeat(40), OPENING_DAYS: "sun" },
      () => {},
    );
    const loaded = await loadOpeningHours(t.db, otherEnvironment);
    expect(loaded.weekly).toEqual(week({ saturday: [] }));
    await putHours({ weekly: week() });
  });
});

describe("closures and special hours", () => {
  it("closes a working day, opens special hours on a closed one, and both can be removed", async () => {
    expect((await putException("2026-03-05", { hours: [], note: "Staff retreat" }, client)).statusCode).toBe(403);

    const closed = await putException("2026-03-05", { hours: [], note: "Staff retreat" });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().exceptions).toEqual([{ date: "2026-03-05", hours: [], note: "Staff retreat" }]);
    expect(await slotsOn("2026-03-05")).toEqual([]);

    const evening = await putException("2026-03-15", { hours: [{ opens: "17:00", closes: "20:00" }], note: "Tax-season Sunday" });
    expect(evening.statusCode).toBe(200);
    expect(clockTimes(await slotsOn("2026-03-15"))).toEqual(["00:00", "01:00", "02:00"]);

    const booked = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: client,
      payload: { service: "Personal Tax Prep", appointment_time: "2026-03-05T17:00:00.000Z" },
    });
    expect(booked.statusCode).toBe(400);

    expect((await deleteException("2026-03-05")).json().exceptions).toEqual([
      { date: "2026-03-15", hours: [{ opens: "17:00", closes: "20:00" }], note: "Tax-season Sunday" },
    ]);
    expect(await slotsOn("2026-03-05")).toHaveLength(8);
    expect((await deleteException("2026-03-05")).statusCode).toBe(404);
    await deleteException("2026-03-15");
  });

  it("replaces what a date had, and refuses past dates, bad dates and short ranges", async () => {
    await putException("2026-03-06", { hours: [] });
    const replaced = await putException("2026-03-06", { hours: [{ opens: "09:00", closes: "11:00" }], note: "Half day" });
    expect(replaced.json().exceptions).toEqual([{ date: "2026-03-06", hours: [{ opens: "09:00", closes: "11:00" }], note: "Half day" }]);
    expect(await slotsOn("2026-03-06")).toHaveLength(2);
    await deleteException("2026-03-06");

    expect((await putException("2026-03-01", { hours: [] })).json().message).toBe("Choose today or a later date.");
    expect((await putException("2026-02-30", { hours: [] })).json().message).toBe("date must be a real calendar date.");
    expect((await putException("2026-03-07", { hours: [{ opens: "09:00", closes: "09:45" }] })).statusCode).toBe(400);
    expect((await putException("2026-03-07", { hours: [], note: "x".repeat(81) })).json().message).toBe(
      "Keep the note to 80 characters.",
    );
    expect((await getHours()).json().exceptions).toEqual([]);
  });

  it("lays special hours out in real time on a daylight-saving day", async () => {
    // 2026-03-08, spring forward: 2:00 AM does not exist, so 00:00-05:00 holds four hour slots.
    await putException("2026-03-08", { hours: [{ opens: "00:00", closes: "05:00" }], note: "Night shift" });
    expect(await slotsOn("2026-03-08")).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-03-08T09:00:00.000Z",
      "2026-03-08T10:00:00.000Z",
      "2026-03-08T11:00:00.000Z",
    ]);
    await deleteException("2026-03-08");
  });

  it("offers the coming year's US federal holidays, each marked once the office closes for it", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/hours/holidays", cookies: client })).statusCode).toBe(403);
    const holidays = async () =>
      (await t.app.inject({ method: "GET", url: "/api/hours/holidays", cookies: admin })).json() as {
        date: string;
        name: string;
        closed: boolean;
      }[];
    const list = await holidays();
    expect(list).toContainEqual({ date: "2026-11-26", name: "Thanksgiving Day", closed: false });
    expect(list).toContainEqual({ date: "2026-12-25", name: "Christmas Day", closed: false });
    expect(list).toContainEqual({ date: "2027-01-01", name: "New Year's Day", closed: false });
    expect(list.every((holiday) => holiday.date >= "2026-03-02" && holiday.date <= "2027-03-02")).toBe(true);
    expect(list.map((holiday) => holiday.date)).not.toContain("2026-01-01");

    await putException("2026-11-26", { hours: [], note: "Thanksgiving Day" });
    expect(await holidays()).toContainEqual({ date: "2026-11-26", name: "Thanksgiving Day", closed: true });
    await deleteException("2026-11-26");
  });

  it("names the holidays in the request's language, on both transports", async () => {
    const spanish = { "accept-language": "es" };
    const rest = (await t.app.inject({ method: "GET", url: "/api/hours/holidays", cookies: admin, headers: spanish })).json() as { date: string; name: string }[];
    expect(rest).toContainEqual(expect.objectContaining({ date: "2026-11-26", name: "Acción de Gracias" }));
    expect(rest).toContainEqual(expect.objectContaining({ date: "2026-12-25", name: "Navidad" }));
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/hours.holidays", cookies: admin, headers: spanish });
    expect(trpc.body).toContain("Acción de Gracias");
    // The calendar is shared: English asks after Spanish still get English.
    const english = (await t.app.inject({ method: "GET", url: "/api/hours/holidays", cookies: admin })).json() as { date: string; name: string }[];
    expect(english).toContainEqual(expect.objectContaining({ date: "2026-11-26", name: "Thanksgiving Day" }));
  });
});

describe("the booking horizon", () => {
  it("offers nothing after it, refuses bookings past it with a clear message, and moves when edited", async () => {
    expect((await putHours({ horizon_days: 10 })).json()).toMatchObject({ horizon_days: 10 });
    expect(await slotsOn("2026-03-12")).toHaveLength(8);
    expect(await slotsOn("2026-03-13")).toEqual([]);
    const tooFar = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: client,
      payload: { service: "Personal Tax Prep", appointment_time: "2026-03-13T17:00:00.000Z" },
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe("Appointments can be booked up to 10 days ahead. Please choose an earlier date.");

    expect((await putHours({ horizon_days: 90 })).statusCode).toBe(200);
    expect(await slotsOn("2026-03-13")).toHaveLength(8);
  });
});

describe("GET /api/availability/days", () => {
  const days = (query: string) => t.app.inject({ method: "GET", url: `/api/availability/days${query}` });

  it("counts each day's free slots: none on closed days, past days or after the horizon", async () => {
    await putHours({ horizon_days: 5 });
    await putException("2026-03-04", { hours: [] });
    const response = await days("?from=2026-03-01&to=2026-03-09");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { date: "2026-03-01", free_slots: 0 },
      // Today: it is 4:00 AM, so the hour's notice rules out none of the 9 AM to 4 PM slots.
      { date: "2026-03-02", free_slots: 8 },
      { date: "2026-03-03", free_slots: 8 },
      { date: "2026-03-04", free_slots: 0 },
      { date: "2026-03-05", free_slots: 8 },
      { date: "2026-03-06", free_slots: 8 },
      { date: "2026-03-07", free_slots: 8 },
      { date: "2026-03-08", free_slots: 0 },
      { date: "2026-03-09", free_slots: 0 },
    ]);
    const viaTrpc = await trpcCall(t.app, "query", "availability.days", { input: { from: "2026-03-04", to: "2026-03-05" } });
    expect(viaTrpc.data).toEqual([
      { date: "2026-03-04", free_slots: 0 },
      { date: "2026-03-05", free_slots: 8 },
    ]);
    await deleteException("2026-03-04");
    await putHours({ horizon_days: 90 });
  });

  it("subtracts held and blocked slots", async () => {
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: client,
      payload: { service: "Personal Tax Prep", appointment_time: "2026-03-10T16:00:00.000Z" },
    });
    expect(booked.statusCode).toBe(201);
    await t.app.inject({
      method: "POST",
      url: "/api/blocked-times",
      cookies: admin,
      payload: { start_time: "2026-03-11T16:00:00.000Z", end_time: "2026-03-11T20:00:00.000Z", reason: "Training" },
    });
    expect((await days("?from=2026-03-10&to=2026-03-11")).json()).toEqual([
      { date: "2026-03-10", free_slots: 7 },
      { date: "2026-03-11", free_slots: 4 },
    ]);
  });

  it.each([
    ["?from=2026-03-10&to=2026-03-01", "The end date must not be before the start date."],
    ["?from=2026-03-01&to=2027-03-02", "Ask for at most 366 days at a time."],
    ["?from=2026-03-01", "date is required (YYYY-MM-DD)."],
  ])("refuses %s with a clear 400", async (query, message) => {
    const response = await days(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("the tRPC twins", () => {
  it("read the hours for anyone and change them for admins only", async () => {
    expect((await trpcCall(t.app, "query", "hours.get")).data).toMatchObject({ horizon_days: 90 });
    const refused = await trpcCall(t.app, "mutation", "hours.update", { input: { horizon_days: 30 }, cookies: client });
    expect(refused.status).toBe(403);
    const saved = await trpcCall(t.app, "mutation", "hours.setException", {
      input: { date: "2026-04-15", hours: [{ opens: "09:00", closes: "20:00" }], note: "Tax Day" },
      cookies: admin,
    });
    expect(saved.data).toMatchObject({ exceptions: [{ date: "2026-04-15", note: "Tax Day" }] });
    expect((await trpcCall(t.app, "query", "hours.holidays", { cookies: admin })).status).toBe(200);
    const removed = await trpcCall(t.app, "mutation", "hours.removeException", { input: { date: "2026-04-15" }, cookies: admin });
    expect(removed.data).toMatchObject({ exceptions: [] });
  });
});

describe("in another business time zone", () => {
  it("reads exception dates and weekdays as the business's own calendar dates", async () => {
    const tokyo = await createTestApp({ now: clock.now, env: { BUSINESS_TIMEZONE: "Asia/Tokyo" } });
    try {
      const owner = await signIn(tokyo.app, await createUser(tokyo.db, { role: "admin" }));
      await tokyo.app.inject({
        method: "PUT",
        url: "/api/hours/exceptions/2026-03-04",
        cookies: owner,
        payload: { hours: [], note: "" },
      });
      const counts = await tokyo.app.inject({ method: "GET", url: "/api/availability/days?from=2026-03-03&to=2026-03-05" });
      // 9:00 AM in Tokyo is 00:00 UTC.
      expect(counts.json()).toEqual([
        { date: "2026-03-03", free_slots: 8 },
        { date: "2026-03-04", free_slots: 0 },
        { date: "2026-03-05", free_slots: 8 },
      ]);
      const slots = (await tokyo.app.inject({ method: "GET", url: "/api/availability?date=2026-03-05" })).json() as string[];
      expect(slots[0]).toBe("2026-03-05T00:00:00.000Z");
    } finally {
      await tokyo.close();
    }
  });
});
