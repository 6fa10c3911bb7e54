import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { PLACEHOLDER_PROFILE } from "../shared/business";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { cookiesFrom, createUser, signIn } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The office's settings (issue 33, decision 0242) over REST and tRPC: the environment's values
 * until the owner saves the page, then the page's, which the cancel cutoff, the open-requests limit
 * and the reminders follow at once; who emails are from, and whether that is still the example address.
 * Los Angeles; the clock is Monday 2026-03-02, 9:00 AM PST; Wednesday 10:00 AM is 49 hours away.
 */
const clock = testClock("2026-03-02T17:00:00.000Z");
const TUESDAY_9 = "2026-03-03T17:00:00.000Z";
const WEDNESDAY_10 = "2026-03-04T18:00:00.000Z";
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies, clientCookies } = await createAppWithAccounts({ app: { now: clock.now, env: { BOOKING_NOTICE_MINUTES: "0" } } }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.reset();
  await t.db.outboxMessage.deleteMany();
  await t.db.appointment.deleteMany();
});

const DEFAULTS = { cancel_cutoff_hours: 24, max_open_requests: 3, reminder_minutes_before: 1440, reviews_shown: true };
const asAdmin = (method: "GET" | "PUT", payload?: object) => t.app.inject({ method, url: "/api/settings", cookies: adminCookies, ...(payload && { payload }) });
const book = (time: string) => t.app.inject({ method: "POST", url: "/api/appointments", cookies: clientCookies, payload: { service: "Personal Tax Prep", appointment_time: time } });

describe("the office's settings", () => {
  it("start as the environment's values, with the example sender named as such", async () => {
    const answer = await asAdmin("GET");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ...DEFAULTS,
      staff_idle_minutes: 30,
      email_sender: { from: `${PLACEHOLDER_PROFILE.name} <${PLACEHOLDER_PROFILE.email}>`, from_env: false, placeholder: true },
    });
  });

  it("apply at once once saved: the client's cancel cutoff, the open-requests limit, the reminder's lead time and the home page's reviews; recorded in the audit trail", async () => {
    const booked = await book(WEDNESDAY_10);
    const id = (booked.json() as { appointment: { id: number } }).appointment.id;
    const cancellation = async () =>
      ((await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: clientCookies })).json() as { id: number; cancellation: string }[]).find(
        (row) => row.id === id,
      )?.cancellation;
    expect(await cancellation()).toBe("online");

    const changed = { cancel_cutoff_hours: 72, max_open_requests: 1, reminder_minutes_before: 120, reviews_shown: false };
    const saved = await asAdmin("PUT", changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(changed);
    try {
      expect(await cancellation()).toBe("by_phone");
      const second = await book(TUESDAY_9);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ message: API_MESSAGES.appointments.tooManyOpen(1) });
      expect((await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/confirm`, cookies: adminCookies })).statusCode).toBe(200);
      const reminder = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "client.appointment-reminder" } });
      expect(reminder.dueAt.toISOString()).toBe("2026-03-04T16:00:00.000Z");
      // The home page's sample reviews are hidden: the profile every page carries says so.
      expect(((await t.app.inject({ method: "GET", url: "/api/business" })).json() as { reviews_shown: boolean }).reviews_shown).toBe(false);

      const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "settings.updated" }, orderBy: { id: "desc" } });
      expect(JSON.parse(event.before ?? "{}")).toEqual(DEFAULTS);
      expect(JSON.parse(event.after ?? "{}")).toEqual(changed);
    } finally {
      await asAdmin("PUT", DEFAULTS);
    }
  });

  it("refuses a value out of its range, naming it, and changes nothing", async () => {
    const cases: [object, string][] = [
      [{ ...DEFAULTS, cancel_cutoff_hours: -1 }, VALIDATION_MESSAGES.settings.cancelCutoffHours],
      [{ ...DEFAULTS, cancel_cutoff_hours: 1.5 }, VALIDATION_MESSAGES.settings.cancelCutoffHours],
      [{ ...DEFAULTS, max_open_requests: 0 }, VALIDATION_MESSAGES.settings.maxOpenRequests],
      [{ ...DEFAULTS, reminder_minutes_before: 10 }, VALIDATION_MESSAGES.settings.reminderMinutesBefore],
      [{ cancel_cutoff_hours: 24, max_open_requests: 3, reviews_shown: true }, VALIDATION_MESSAGES.settings.reminderMinutesBefore],
      [{ ...DEFAULTS, reviews_shown: "no" }, VALIDATION_MESSAGES.settings.reviewsShown],
      [{ ...DEFAULTS, staff_idle_minutes: 1 }, VALIDATION_MESSAGES.settings.staffIdleMinutes],
      [{ ...DEFAULTS, staff_idle_minutes: 24 * 60 + 1 }, VALIDATION_MESSAGES.settings.staffIdleMinutes],
    ];
    for (const [payload, message] of cases) {
      const refused = await asAdmin("PUT", payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
    expect((await asAdmin("GET")).json()).toMatchObject(DEFAULTS);
  });

  it("end a staff session that sat unused past the owner's idle limit, which every page's settings carry at once (decision 0245)", async () => {
    const desk = await signIn(t.app, await createUser(t.db, { role: "front_desk" }));
    const refresh = (cookies: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/auth/refresh", cookies });
    const pageSettings = async () => (await trpcCall(t.app, "query", "site.settings")).data as { adminIdleMinutes: number } | undefined;
    // Under the environment's 30 minutes, ten minutes unused is nothing.
    clock.advance(10 * 60_000);
    const kept = await refresh(desk);
    expect(kept.statusCode, kept.body).toBe(200);
    const stillIn = { ...desk, ...cookiesFrom(kept) };

    const saved = await asAdmin("PUT", { ...DEFAULTS, staff_idle_minutes: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(saved.json()).toMatchObject({ staff_idle_minutes: 5 });
      expect((await pageSettings())?.adminIdleMinutes).toBe(5);
      // Four minutes unused is within the new limit; six more is past it.
      clock.advance(4 * 60_000);
      const fresh = await refresh(stillIn);
      expect(fresh.statusCode, fresh.body).toBe(200);
      clock.advance(6 * 60_000);
      expect((await refresh({ ...stillIn, ...cookiesFrom(fresh) })).statusCode).toBe(401);
      const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "settings.updated" }, orderBy: { id: "desc" } });
      expect(JSON.parse(event.after ?? "{}")).toEqual({ staff_idle_minutes: 5 });
    } finally {
      clock.reset();
      await asAdmin("PUT", { ...DEFAULTS, staff_idle_minutes: 30 });
    }
    // A tool that sends the other rules only leaves the idle limit as it is.
    expect((await asAdmin("PUT", DEFAULTS)).json()).toMatchObject({ staff_idle_minutes: 30 });
  });

  it("name the business's saved email as the sender once the owner saves it", async () => {
    const saved = await t.app.inject({ method: "PUT", url: "/api/business", cookies: adminCookies, payload: { name: "Sierra Tax Studio", email: "office@sierratax.example" } });
    expect(saved.statusCode).toBe(200);
    expect((await asAdmin("GET")).json()).toMatchObject({ email_sender: { from: "Sierra Tax Studio <office@sierratax.example>", from_env: false, placeholder: false } });
  });

  it("are the owner's: the same over tRPC; the front desk and a client get 403", async () => {
    expect((await trpcCall(t.app, "query", "settings.get", { cookies: adminCookies })).data).toMatchObject(DEFAULTS);
    const desk = await signIn(t.app, await createUser(t.db, { role: "front_desk" }));
    expect((await t.app.inject({ method: "GET", url: "/api/settings", cookies: desk })).statusCode).toBe(403);
    expect((await trpcCall(t.app, "mutation", "settings.update", { cookies: desk, input: DEFAULTS })).status).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: "/api/settings", cookies: clientCookies, payload: DEFAULTS })).statusCode).toBe(403);
  });
});
