import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Completed and no-show (issue 32, decision 0226): the office records what became of a confirmed
 * appointment once it has started; the audit trail and the webhooks hear of it; it then holds no
 * action but a correction from one outcome to the other.
 */
const NOW = new Date("2026-03-04T19:00:00.000Z");
let t: TestApp;
let client: TestUser;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, client, adminCookies, clientCookies } = await createAppWithAccounts({
    app: { now: () => NOW },
    client: { fullName: "Omar Outcome" },
  }));
  await t.db.webhookEndpoint.create({
    data: { url: "https://hooks.example.test/in", events: JSON.stringify(["appointment.completed", "appointment.no_show"]), secret: "whsec_dGVzdA==" },
  });
});
afterAll(async () => {
  await t.close();
});

/** An appointment of the test's own, `hoursFromNow` after the clock (negative: it has started). */
const appointment = async (status: string, hoursFromNow: number) =>
  (
    await t.db.appointment.create({
      data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date(NOW.getTime() + hoursFromNow * 3_600_000), status },
    })
  ).id;

const putOutcome = (id: number, outcome: unknown, cookies = adminCookies) =>
  t.app.inject({ method: "PUT", url: `/api/appointments/${id}/outcome`, cookies, payload: { outcome } });

describe("PUT /api/appointments/{id}/outcome", () => {
  it("marks a confirmed appointment that has started completed, records who did it and tells the webhooks", async () => {
    const id = await appointment("confirmed", -1);
    const response = await putOutcome(id, "completed");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: "completed", client_name: "Omar Outcome" });
    const record = await t.db.auditEvent.findFirstOrThrow({ where: { action: "appointment.completed", subjectType: "appointment", subjectId: String(id) } });
    expect(JSON.parse(record.before ?? "{}")).toEqual({ status: "confirmed" });
    expect(JSON.parse(record.after ?? "{}")).toEqual({ status: "completed" });
    const hooks = await t.db.outboxMessage.findMany({ where: { channel: "webhook", kind: "appointment.completed" } });
    expect(hooks.map((hook) => (JSON.parse(hook.payload) as { body: { data: { appointment: unknown } } }).body.data.appointment)).toEqual([
      expect.objectContaining({ id, status: "completed" }),
    ]);
    // The client is not emailed about it, and their list shows it as it is.
    expect(await t.db.outboxMessage.count({ where: { channel: "email" } })).toBe(0);
    const mine = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: clientCookies })).json() as { id: number; status: string; cancellation: unknown }[];
    expect(mine.find((row) => row.id === id)).toMatchObject({ status: "completed", cancellation: null });
  });

  it("corrects one outcome to the other; the same outcome again changes and records nothing", async () => {
    const id = await appointment("confirmed", -2);
    expect((await putOutcome(id, "no_show")).json()).toMatchObject({ status: "no_show" });
    expect((await putOutcome(id, "no_show")).json()).toMatchObject({ status: "no_show" });
    expect((await putOutcome(id, "completed")).json()).toMatchObject({ status: "completed" });
    const actions = await t.db.auditEvent.findMany({ where: { subjectType: "appointment", subjectId: String(id) }, orderBy: { id: "asc" }, select: { action: true } });
    expect(actions.map((row) => row.action)).toEqual(["appointment.no_show", "appointment.completed"]);
  });

  it("refuses an appointment still to come, a pending or cancelled one, and an unknown outcome, changing nothing", async () => {
    const future = await appointment("confirmed", 1);
    const early = await putOutcome(future, "completed");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("An appointment can be marked completed or no-show only once it has started.");
    for (const status of ["pending", "cancelled"]) {
      const id = await appointment(status, -3);
      const refused = await putOutcome(id, "no_show");
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("Only a confirmed appointment can be marked completed or no-show.");
      expect((await t.db.appointment.findUniqueOrThrow({ where: { id } })).status).toBe(status);
    }
    const unknown = await putOutcome(future, "attended");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("outcome must be completed or no_show.");
    expect((await putOutcome(999_999, "completed")).statusCode).toBe(404);
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id: future } })).status).toBe("confirmed");
  });

  it("leaves a completed or no-show appointment out of reach of moving and cancelling, by the office or the client", async () => {
    const id = await appointment("no_show", -4);
    const cancel = await t.app.inject({ method: "DELETE", url: `/api/appointments/${id}`, cookies: adminCookies, payload: {} });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("This appointment is already marked completed or no-show, so it can no longer be moved or cancelled.");
    const move = await t.app.inject({
      method: "PUT",
      url: `/api/appointments/${id}/reschedule`,
      cookies: adminCookies,
      payload: { new_appointment_time: "2026-03-10T17:00:00.000Z" },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(cancel.json().message);
    const own = await t.app.inject({ method: "DELETE", url: `/api/appointments/${id}`, cookies: clientCookies, payload: {} });
    expect(own.statusCode).toBe(409);
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id } })).status).toBe("no_show");
  });

  it("is the office's: a client cannot mark even their own, nor can anyone signed out", async () => {
    const id = await appointment("confirmed", -5);
    expect((await putOutcome(id, "completed", clientCookies)).statusCode).toBe(403);
    expect((await putOutcome(id, "completed", {})).statusCode).toBe(401);
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id } })).status).toBe("confirmed");
  });

  it("has a tRPC twin, for the office only", async () => {
    const id = await appointment("confirmed", -6);
    const input = { id, outcome: "no_show" };
    expect((await trpcCall(t.app, "mutation", "appointments.recordOutcome", { input, cookies: clientCookies })).status).toBe(403);
    const marked = await trpcCall(t.app, "mutation", "appointments.recordOutcome", { input, cookies: adminCookies });
    expect(marked.data).toMatchObject({ id, status: "no_show" });
  });
});
