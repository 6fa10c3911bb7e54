import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";

/**
 * The office's own races (issue 32's concurrency, decision 0230): ten staff requests at once on
 * one slot or one appointment. Exactly one wins; the others get a 409 and write nothing, on both
 * engines (this file is in the PostgreSQL contract).
 */
const NOW = new Date("2026-03-02T17:00:00.000Z");
const WEDNESDAY_9 = "2026-03-04T17:00:00.000Z";
let t: TestApp;
let client: TestUser;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, client, adminCookies } = await createAppWithAccounts({ app: { now: () => NOW, env: { BOOKING_NOTICE_MINUTES: "0" } } }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.outboxMessage.deleteMany();
  await t.db.appointment.deleteMany();
});

const tenTimes = <T>(request: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, request));
const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();
const NINE_CONFLICTS = Array.from({ length: 9 }, () => 409);

describe("ten staff requests at once", () => {
  it("booking one slot for a client: one booking, nine 409s, one confirmation", async () => {
    const answers = await tenTimes(() =>
      t.app.inject({
        method: "POST",
        url: "/api/appointments/for-client",
        cookies: adminCookies,
        payload: { client_id: client.id, service: "Personal Tax Prep", appointment_time: WEDNESDAY_9 },
      }),
    );
    expect(statuses(answers)).toEqual([201, ...NINE_CONFLICTS]);
    expect(await t.db.appointment.count()).toBe(1);
    expect(await t.db.outboxMessage.count({ where: { kind: "client.appointment-confirmed" } })).toBe(1);
  });

  it("confirming one request: one confirmation, nine 409s, one email", async () => {
    const { id } = await t.db.appointment.create({ data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date(WEDNESDAY_9) } });
    const answers = await tenTimes(() => t.app.inject({ method: "PUT", url: `/api/appointments/${id}/confirm`, cookies: adminCookies }));
    expect(statuses(answers)).toEqual([200, ...NINE_CONFLICTS]);
    expect(await t.db.outboxMessage.count({ where: { kind: "client.appointment-confirmed" } })).toBe(1);
  });

  it("cancelling one appointment: one cancellation, nine 409s, one email", async () => {
    const { id } = await t.db.appointment.create({
      data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date(WEDNESDAY_9), status: "confirmed" },
    });
    const answers = await tenTimes(() => t.app.inject({ method: "DELETE", url: `/api/appointments/${id}`, cookies: adminCookies, payload: {} }));
    expect(statuses(answers)).toEqual([200, ...NINE_CONFLICTS]);
    expect(await t.db.outboxMessage.count({ where: { kind: "client.appointment-cancelled" } })).toBe(1);
  });
});
