import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { createUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";

const NOW = new Date("2026-03-02T15:00:00.000Z");

let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  ({ t, admin: { id: adminId }, adminCookies: admin, clientCookies: client } = await createAppWithAccounts({ app: { now: () => NOW } }));
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/blocked-times", cookies: admin, payload });

describe("blocked-time paths answer 401 to nobody and 403 to a client", () => {
  it.each([
    ["GET", "/api/blocked-times"],
    ["POST", "/api/blocked-times"],
    ["DELETE", "/api/blocked-times/1"],
  ] as const)("%s %s", async (method, url) => {
    const payload = method === "POST" ? { start_time: "2026-03-10T09:00", end_time: "2026-03-10T10:00" } : undefined;
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, payload, cookies: client })).statusCode).toBe(403);
  });
});

describe("POST /api/blocked-times", () => {
  it("reads datetime-local values as business-local time and answers 201 with the period", async () => {
    const response = await create({ start_time: "2026-03-10T09:00", end_time: "2026-03-10T12:30", reason: " Staff training " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      start_time: "2026-03-10T16:00:00.000Z", // 9:00 AM PDT: the clocks changed on 2026-03-08.
      end_time: "2026-03-10T19:30:00.000Z",
      reason: "Staff training",
      preparer: null,
      overlapping_appointments: 0,
    });
    expect((await t.db.blockedTime.findFirstOrThrow({ where: { reason: "Staff training" } })).createdById).toBe(adminId);
  });

  it("accepts ISO-8601 instants with an offset, and no reason", async () => {
    const response = await create({ start_time: "2026-03-11T09:00:00-07:00", end_time: "2026-03-11T17:00:00Z" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ start_time: "2026-03-11T16:00:00.000Z", end_time: "2026-03-11T17:00:00.000Z", reason: null });
  });

  it("counts the active appointments it overlaps and leaves them as they are", async () => {
    const user = await createUser(t.db);
    const at = (iso: string, status: string) =>
      t.db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date(iso), status } });
    // Local times (PDT): the block runs 9:30 AM to 12:00 PM.
    const pending = await at("2026-03-12T16:00:00.000Z", "pending"); // 9:00-10:00 AM: overlaps its first half hour.
    await at("2026-03-12T18:00:00.000Z", "confirmed"); // 11:00 AM: inside.
    await at("2026-03-12T17:00:00.000Z", "cancelled"); // 10:00 AM: inside, but no longer holds the slot.
    await at("2026-03-12T19:00:00.000Z", "pending"); // 12:00 PM: starts as the block ends.
    const response = await create({ start_time: "2026-03-12T09:30", end_time: "2026-03-12T12:00" });
    expect(response.json().overlapping_appointments).toBe(2);
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("pending");
  });

  it.each([
    [{ end_time: "2026-03-10T10:00" }, MESSAGES.blockedTimes.startEndRequired],
    [{ start_time: "2026-03-10T10:00", end_time: "" }, MESSAGES.blockedTimes.startEndRequired],
    [{ start_time: "2026-03-10T10:00", end_time: "2026-03-10T10:00" }, MESSAGES.blockedTimes.endAfterStart],
    [{ start_time: "2026-03-10T10:00", end_time: "2026-03-10T09:00" }, MESSAGES.blockedTimes.endAfterStart],
    [{ start_time: "next tuesday", end_time: "2026-03-10T09:00" }, "Times must be ISO-8601 date-times (e.g. 2026-03-02T09:00)."],
    [{ start_time: "2026-03-10T09:00", end_time: "2026-03-10T10:00", reason: "x".repeat(256) }, "Reason must be at most 255 characters."],
  ])("answers 400 for %j", async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: expect.any(String) });
  });

  it("accepts a reason of exactly 255 characters", async () => {
    const response = await create({ start_time: "2026-03-13T09:00", end_time: "2026-03-13T10:00", reason: "x".repeat(255) });
    expect(response.statusCode).toBe(201);
  });
});

describe("GET and DELETE /api/blocked-times", () => {
  it("lists periods by start time and deletes one, which frees its slots", async () => {
    await create({ start_time: "2026-03-20T12:00", end_time: "2026-03-20T17:00", reason: "Later" });
    const early = (await create({ start_time: "2026-03-20T09:00", end_time: "2026-03-20T12:00", reason: "Earlier" })).json();
    const list = (await t.app.inject({ method: "GET", url: "/api/blocked-times", cookies: admin })).json() as Array<{
      start_time: string;
    }>;
    const starts = list.map((period) => period.start_time);
    expect(starts).toEqual([...starts].sort());
    expect(starts.indexOf(early.start_time)).toBeLessThan(starts.indexOf("2026-03-20T19:00:00.000Z"));

    expect((await t.app.inject({ method: "GET", url: "/api/availability?date=2026-03-20" })).json()).toEqual([]);
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/blocked-times/${early.id}`, cookies: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: "GET", url: "/api/availability?date=2026-03-20" })).json()).toHaveLength(3);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.app.inject({ method: "DELETE", url: "/api/blocked-times/999999", cookies: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MESSAGES.blockedTimes.notFound, code: "blockedTimes.notFound" });
    const malformed = await t.app.inject({ method: "DELETE", url: "/api/blocked-times/-4", cookies: admin });
    expect(malformed.statusCode).toBe(400);
  });
});
