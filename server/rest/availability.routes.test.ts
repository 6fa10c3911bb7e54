import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";

/** Monday 2026-03-02, 7:00 AM in Los Angeles (UTC-8). */
const MONDAY_7AM = "2026-03-02T15:00:00.000Z";
const MONDAY_SLOTS = [17, 18, 19, 20, 21, 22, 23].map((hour) => `2026-03-02T${hour}:00:00.000Z`).concat("2026-03-03T00:00:00.000Z");

describe("GET /api/availability", () => {
  const clock = testClock(MONDAY_7AM);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  beforeEach(() => clock.reset());
  afterAll(async () => {
    await t.close();
  });

  const slotsFor = async (date: string) => {
    const response = await t.app.inject({ method: "GET", url: `/api/availability?date=${date}` });
    expect(response.statusCode).toBe(200);
    return response.json() as string[];
  };

  it("lists the day's free slots as UTC ISO strings, ascending, to anyone", async () => {
    expect(await slotsFor("2026-03-02")).toEqual(MONDAY_SLOTS);
  });

  it("leaves out slots that start within the booking notice", async () => {
    clock.set("2026-03-02T17:30:00.000Z"); // 9:30 AM: 10:00 is too soon, 11:00 is not.
    expect((await slotsFor("2026-03-02"))[0]).toBe("2026-03-02T19:00:00.000Z");
    clock.set("2026-03-02T23:30:00.000Z"); // 3:30 PM: nothing left today.
    expect(await slotsFor("2026-03-02")).toEqual([]);
  });

  it("answers a date asked again for what is true now: after the clock moves and after a booking", async () => {
    // Decision 0137: a date's free slots are kept until the next write; the notice is applied on every request.
    expect(await slotsFor("2026-03-02")).toEqual(MONDAY_SLOTS);
    clock.set("2026-03-02T17:30:00.000Z"); // No write in between: 9:00 and 10:00 drop out all the same.
    expect(await slotsFor("2026-03-02")).toEqual(MONDAY_SLOTS.slice(2));
    const user = await createUser(t.db);
    await t.db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date("2026-03-02T20:00:00.000Z") } });
    expect(await slotsFor("2026-03-02")).toEqual(MONDAY_SLOTS.slice(2).filter((slot) => slot !== "2026-03-02T20:00:00.000Z"));
  });

  it("answers [] for a past date and for a closed Sunday", async () => {
    expect(await slotsFor("2026-03-01")).toEqual([]);
    expect(await slotsFor("2026-03-08")).toEqual([]);
  });

  it("reads 'today' in the business zone, not UTC", async () => {
    // 11 PM on Monday in Los Angeles is already Tuesday in UTC; Monday is today, Tuesday is open.
    clock.set("2026-03-03T07:00:00.000Z");
    expect(await slotsFor("2026-03-02")).toEqual([]);
    expect(await slotsFor("2026-03-03")).toHaveLength(8);
  });

  it("removes slots held by pending or confirmed appointments, not by cancelled ones", async () => {
    const user = await createUser(t.db);
    const at = (iso: string, status: string) =>
      t.db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date(iso), status } });
    await at("2026-03-04T17:00:00.000Z", "pending");
    await at("2026-03-04T18:00:00.000Z", "confirmed");
    await at("2026-03-04T19:00:00.000Z", "cancelled");
    const slots = await slotsFor("2026-03-04");
    expect(slots).not.toContain("2026-03-04T17:00:00.000Z");
    expect(slots).not.toContain("2026-03-04T18:00:00.000Z");
    expect(slots).toContain("2026-03-04T19:00:00.000Z");
    expect(slots).toHaveLength(6);
  });

  it("removes every slot that overlaps a blocked period, even partly", async () => {
    // 10:30 AM to 12:00 PM local blocks the 10:00 and 11:00 slots.
    await t.db.blockedTime.create({
      data: { startTime: new Date("2026-03-05T18:30:00.000Z"), endTime: new Date("2026-03-05T20:00:00.000Z") },
    });
    const slots = await slotsFor("2026-03-05");
    expect(slots).toHaveLength(6);
    expect(slots).toContain("2026-03-05T17:00:00.000Z");
    expect(slots).not.toContain("2026-03-05T18:00:00.000Z");
    expect(slots).not.toContain("2026-03-05T19:00:00.000Z");
    expect(slots).toContain("2026-03-05T20:00:00.000Z");
  });

  it.each([
    ["", "date is required (YYYY-MM-DD)."],
    ["?date=03/02/2026", "date must be a calendar date in the form YYYY-MM-DD."],
    ["?date=2026-02-30", "date must be a real calendar date."],
  ])("answers 400 for the query %j", async (query, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/availability${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: expect.any(String) });
  });
});

describe("availability on the 2026 daylight-saving days in Los Angeles (opened on Sundays)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => new Date("2026-03-01T12:00:00.000Z"),
      // The fall-back day is eight months out: past the default 90-day horizon.
      env: { OPENING_DAYS: "sun,mon,tue,wed,thu,fri,sat", BOOKING_HORIZON_DAYS: "365" },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const slotsFor = async (date: string) =>
    (await t.app.inject({ method: "GET", url: `/api/availability?date=${date}` })).json() as string[];

  it("starts at 9:00 AM PDT (16:00 UTC) on 2026-03-08, the spring-forward day", async () => {
    const slots = await slotsFor("2026-03-08");
    expect(slots).toHaveLength(8);
    expect(slots[0]).toBe("2026-03-08T16:00:00.000Z");
    expect(slots[7]).toBe("2026-03-08T23:00:00.000Z");
  });

  it("starts at 9:00 AM PST (17:00 UTC) on 2026-11-01, the fall-back day", async () => {
    const slots = await slotsFor("2026-11-01");
    expect(slots).toHaveLength(8);
    expect(slots[0]).toBe("2026-11-01T17:00:00.000Z");
    expect(slots[7]).toBe("2026-11-02T00:00:00.000Z");
  });
});
