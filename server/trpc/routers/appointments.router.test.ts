import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../shared/api-messages";
import { MESSAGES } from "../../shared/messages";
import { createAppWithAccounts } from "../../testing/app-with-accounts";
import type { TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

/** Monday 2026-03-02, 7:00 AM in Los Angeles. */
const NOW = new Date("2026-03-02T15:00:00.000Z");

let t: TestApp;
let client: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, clientCookies: client, adminCookies: admin } = await createAppWithAccounts({ app: { now: () => NOW } }));
});
afterAll(async () => {
  await t.close();
});

describe("appointments guards", () => {
  it("book answers UNAUTHORIZED with the spec's booking sentence to nobody", async () => {
    const result = await trpcCall(t.app, "mutation", "appointments.book", {
      input: { service: "Personal Tax Prep", appointment_time: "2026-03-03T17:00:00.000Z" },
    });
    expect(result.status).toBe(401);
    expect(result.error).toEqual({ message: MESSAGES.booking.loginRequired, code: "UNAUTHORIZED" });
  });

  it("mine answers UNAUTHORIZED to nobody", async () => {
    expect((await trpcCall(t.app, "query", "appointments.mine")).status).toBe(401);
  });

  it.each([
    ["query", "appointments.all", undefined],
    ["mutation", "appointments.confirm", { id: 1 }],
    ["mutation", "appointments.reschedule", { id: 1, new_appointment_time: "2026-03-03T18:00:00.000Z" }],
    ["mutation", "appointments.cancel", { id: 1 }],
  ] as const)("%s %s is for admins: UNAUTHORIZED to nobody, FORBIDDEN to a client", async (kind, path, input) => {
    const anonymous = await trpcCall(t.app, kind, path, { input });
    expect(anonymous.status).toBe(401);
    const asClient = await trpcCall(t.app, kind, path, { input, cookies: client });
    expect(asClient.status).toBe(403);
    expect(asClient.error).toEqual({ message: API_MESSAGES.auth.forbidden, code: "FORBIDDEN" });
  });
});

describe("the appointment life cycle through tRPC", () => {
  it("books, lists, confirms, reschedules and cancels", async () => {
    const booked = await trpcCall(t.app, "mutation", "appointments.book", {
      cookies: client,
      input: { service: "Business Tax Services", appointment_time: "2026-03-03T17:00:00.000Z" },
    });
    expect(booked.data).toEqual({
      message: MESSAGES.booking.submitted,
      code: "spec.booking.submitted",
      appointment: expect.objectContaining({ status: "pending", appointment_time: "2026-03-03T17:00:00.000Z" }),
    });
    const id = (booked.data as { appointment: { id: number } }).appointment.id;

    const again = await trpcCall(t.app, "mutation", "appointments.book", {
      cookies: client,
      input: { service: "Business Tax Services", appointment_time: "2026-03-03T17:00:00.000Z" },
    });
    expect(again.error).toEqual({ message: API_MESSAGES.booking.slotUnavailable, code: "CONFLICT" });

    const mine = await trpcCall(t.app, "query", "appointments.mine", { cookies: client });
    expect(mine.data).toEqual([expect.objectContaining({ id, status: "pending" })]);
    const all = await trpcCall(t.app, "query", "appointments.all", { cookies: admin });
    expect(all.data).toEqual([expect.objectContaining({ id, client_name: expect.any(String) })]);

    const early = await trpcCall(t.app, "mutation", "appointments.reschedule", {
      cookies: admin,
      input: { id, new_appointment_time: "2026-03-03T20:00:00.000Z" },
    });
    expect(early.data).toMatchObject({ id, status: "pending", appointment_time: "2026-03-03T20:00:00.000Z" });

    const confirmed = await trpcCall(t.app, "mutation", "appointments.confirm", { cookies: admin, input: { id } });
    expect(confirmed.data).toMatchObject({ id, status: "confirmed" });

    const missingTime = await trpcCall(t.app, "mutation", "appointments.reschedule", { cookies: admin, input: { id } });
    expect(missingTime.error).toEqual({ message: MESSAGES.admin.selectNewSlot, code: "BAD_REQUEST" });

    const moved = await trpcCall(t.app, "mutation", "appointments.reschedule", {
      cookies: admin,
      input: { id, new_appointment_time: "2026-03-03T19:00:00.000Z" },
    });
    expect(moved.data).toMatchObject({ id, status: "confirmed", appointment_time: "2026-03-03T19:00:00.000Z" });

    const cancelled = await trpcCall(t.app, "mutation", "appointments.cancel", { cookies: admin, input: { id } });
    expect(cancelled.data).toMatchObject({ id, status: "cancelled" });
    const missing = await trpcCall(t.app, "mutation", "appointments.cancel", { cookies: admin, input: { id: 999_999 } });
    expect(missing.error).toEqual({ message: API_MESSAGES.appointments.notFound, code: "NOT_FOUND" });
  });
});
