import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { bookOverRest, createUser, signIn, type TestUser } from "../testing/factories";
import { API_MESSAGES } from "../shared/api-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/test-webhook-receiver";
import { createWebhookWorker } from "./webhook-worker";

/**
 * Webhooks end to end in one process: the real server over a fresh SQLite file, the real
 * webhook worker, and a real HTTP receiver on 127.0.0.1 that verifies every signature with
 * the Standard Webhooks reference library. The worker is driven pass by pass under a test
 * clock, so nothing sleeps.
 */

/** Monday 2026-03-02, 7:00 AM in Los Angeles; Tuesday 9:00 AM is 17:00 UTC. */
const clock = testClock("2026-03-02T15:00:00.000Z");
const TUESDAY_9AM = "2026-03-03T17:00:00.000Z";
const THURSDAY_10AM = "2026-03-05T18:00:00.000Z";

let t: TestApp;
let worker: OutboxWorker;
let receiver: WebhookReceiver;
let client: TestUser;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
let secret: string;

type Body = { type: string; timestamp: string; data: Record<string, Record<string, unknown>> };

/**
 * Every delivery the receiver got, verified with the Standard Webhooks library (which throws
 * on a bad signature). It checks the timestamp against the system clock, so the clock is set
 * to the delivery's own moment: the test clock lives in March 2026.
 */
function verifiedBodies(): (Body & { id: string })[] {
  return receiver.received.map(({ headers, body }) => {
    vi.useFakeTimers({ toFake: ["Date"], now: Number(headers["webhook-timestamp"]) * 1000 });
    try {
      const verified = new Webhook(secret).verify(body, headers as Record<string, string>) as Body;
      return { ...verified, id: headers["webhook-id"] as string };
    } finally {
      vi.useRealTimers();
    }
  });
}

async function deliverAll(): Promise<void> {
  while ((await worker.runOnce()) > 0);
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ t, client, adminCookies, clientCookies } = await createAppWithAccounts({
    app: { now: clock.now, env: { WEBHOOKS_ALLOW_PRIVATE: "true" } },
    client: { fullName: "Carla Client" },
  }));
  worker = createWebhookWorker({ db: t.db, config: t.config, now: clock.now });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    cookies: adminCookies,
    payload: {
      url: receiver.url(),
      events: ["appointment.requested", "appointment.confirmed", "appointment.rescheduled", "appointment.cancelled", "contact.received"],
    },
  });
  expect(created.statusCode).toBe(201);
  secret = (created.json() as { secret: string }).secret;
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  clock.reset();
  receiver.answerWith(200);
  receiver.received.length = 0;
  await t.db.outboxMessage.deleteMany();
  await t.db.appointment.deleteMany();
});

const book = (time = TUESDAY_9AM) => bookOverRest(t.app, clientCookies, time);

const adminCall = (method: "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: adminCookies, payload });

describe("cloud metadata, even with WEBHOOKS_ALLOW_PRIVATE (issue 29 item 20)", () => {
  it("refuses an endpoint at a metadata address in any of its forms, and a delivery to one", async () => {
    for (const url of ["http://169.254.169.254/latest/meta-data/", "http://[fd00:ec2::254]/", "http://[::ffff:169.254.169.254]/"]) {
      const response = await t.app.inject({ method: "POST", url: "/api/webhooks", cookies: adminCookies, payload: { url, events: ["contact.received"] } });
      expect([response.statusCode, response.json()], url).toEqual([400, { message: API_MESSAGES.integrations.webhookPrivateAddress, code: "integrations.webhookPrivateAddress" }]);
    }
  });
});

describe("events", () => {
  it("tells the endpoint of a request, its confirmation, a move and a cancellation, each once, signed", async () => {
    const id = await book();
    expect((await adminCall("PUT", `/api/appointments/${id}/confirm`)).statusCode).toBe(200);
    expect((await adminCall("PUT", `/api/appointments/${id}/reschedule`, { new_appointment_time: THURSDAY_10AM })).statusCode).toBe(200);
    expect((await adminCall("DELETE", `/api/appointments/${id}`)).statusCode).toBe(200);
    await deliverAll();
    await deliverAll();

    const bodies = verifiedBodies();
    expect(bodies.map((body) => body.type)).toEqual([
      "appointment.requested",
      "appointment.confirmed",
      "appointment.rescheduled",
      "appointment.cancelled",
    ]);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(4);
    const [requested, confirmed, rescheduled, cancelled] = bodies as unknown as [Body, Body, Body, Body];
    expect(requested.data.appointment).toEqual({
      id,
      service: "Personal Tax Prep",
      appointment_time: TUESDAY_9AM,
      status: "pending",
      client: { full_name: "Carla Client", email: client.email, phone: null },
      preparer: null,
    });
    expect(confirmed.data.appointment).toMatchObject({ id, status: "confirmed" });
    expect(rescheduled.data.appointment).toMatchObject({ id, status: "confirmed", appointment_time: THURSDAY_10AM, previous_appointment_time: TUESDAY_9AM });
    expect(cancelled.data.appointment).toMatchObject({ id, status: "cancelled", cancelled_by: "office" });
    expect(requested.timestamp).toBe(clock.now().toISOString());
    for (const { headers } of receiver.received) {
      expect(headers["content-type"]).toBe("application/json");
      expect(headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
  });

  it("tells of a client's own cancellation with their reason, and of a contact message", async () => {
    const id = await book();
    const cancelled = await t.app.inject({ method: "DELETE", url: `/api/appointments/${id}`, cookies: clientCookies, payload: { reason: "Moving away" } });
    expect(cancelled.statusCode).toBe(200);
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Pat Prospect", email: "pat@example.com", phone: "", message: "Do you do amended returns?" },
    });
    expect(contact.statusCode).toBe(200);
    await deliverAll();
    const bodies = verifiedBodies();
    expect(bodies.map((body) => body.type)).toEqual(["appointment.requested", "appointment.cancelled", "contact.received"]);
    expect(bodies[1]?.data.appointment).toMatchObject({ id, cancelled_by: "client", reason: "Moving away" });
    expect(bodies[2]?.data.contact).toMatchObject({ name: "Pat Prospect", email: "pat@example.com", message: "Do you do amended returns?" });
  });

  it("sends an endpoint only the events it asked for, and nothing once it is removed", async () => {
    const only = await t.app.inject({
      method: "POST",
      url: "/api/webhooks",
      cookies: adminCookies,
      payload: { url: receiver.url("/only-contact"), events: ["contact.received"] },
    });
    expect(only.statusCode).toBe(201);
    const onlyId = (only.json() as { webhook: { id: number } }).webhook.id;
    const sendContact = () =>
      t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Pat", email: "pat@example.com", message: "Hello there" } });

    await book();
    expect((await sendContact()).statusCode).toBe(200);
    await deliverAll();
    expect(receiver.received.map((delivery) => delivery.path)).toEqual(["/hooks", "/hooks", "/only-contact"]);

    expect((await adminCall("DELETE", `/api/webhooks/${onlyId}`)).statusCode).toBe(200);
    receiver.received.length = 0;
    expect((await sendContact()).statusCode).toBe(200);
    await deliverAll();
    expect(receiver.received.map((delivery) => delivery.path)).toEqual(["/hooks"]);
  });

  it("withdraws deliveries still waiting for an endpoint that is removed", async () => {
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/webhooks",
      cookies: adminCookies,
      payload: { url: receiver.url("/removed"), events: ["appointment.requested"] },
    });
    await book();
    expect((await adminCall("DELETE", `/api/webhooks/${(extra.json() as { webhook: { id: number } }).webhook.id}`)).statusCode).toBe(200);
    await deliverAll();
    expect(receiver.received.map((delivery) => delivery.path)).toEqual(["/hooks"]);
    const withdrawn = await t.db.outboxMessage.findFirstOrThrow({ where: { channel: "webhook", recipient: receiver.url("/removed") } });
    expect([withdrawn.status, withdrawn.lastError]).toEqual(["cancelled", "The endpoint was removed."]);
  });

  it("writes nothing for a change that fails (a slot already taken)", async () => {
    await book();
    const second = await createUser(t.db);
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: await signIn(t.app, second),
      payload: { service: "Personal Tax Prep", appointment_time: TUESDAY_9AM },
    });
    expect(taken.statusCode).toBe(409);
    expect(await t.db.outboxMessage.count({ where: { channel: "webhook" } })).toBe(1);
  });
});

describe("an endpoint that is down", () => {
  it("gets every delivery that piled up once it is back, with the same webhook-id as the failed attempt", async () => {
    await receiver.stop();
    await book();
    await book(THURSDAY_10AM);
    await deliverAll();
    const waiting = await t.db.outboxMessage.findMany({ where: { channel: "webhook" }, orderBy: { id: "asc" } });
    expect(waiting.map((row) => [row.status, row.attempts, row.responseCode])).toEqual([
      ["retrying", 1, null],
      ["retrying", 1, null],
    ]);

    await receiver.start();
    clock.advance(61_000);
    await deliverAll();
    const bodies = verifiedBodies();
    expect(bodies.map((body) => body.type)).toEqual(["appointment.requested", "appointment.requested"]);
    expect(bodies.map((body) => body.id)).toEqual(waiting.map((row) => row.messageId));
    const sent = await t.db.outboxMessage.findMany({ where: { channel: "webhook" } });
    expect(sent.map((row) => [row.status, row.responseCode])).toEqual([
      ["sent", 200],
      ["sent", 200],
    ]);
  });

  it("records an endpoint's error answer, retries it, and 'send again' redelivers a sent one", async () => {
    receiver.answerWith(503);
    await book();
    await deliverAll();
    const deliveries = await t.app.inject({ method: "GET", url: "/api/webhooks/deliveries", cookies: adminCookies });
    expect(deliveries.json()).toEqual([
      expect.objectContaining({ event: "appointment.requested", status: "retrying", response_code: 503, attempts: 1, last_error: "The endpoint answered 503." }),
    ]);

    receiver.answerWith(200);
    clock.advance(61_000);
    await deliverAll();
    const [delivery] = (await t.app.inject({ method: "GET", url: "/api/webhooks/deliveries?status=sent", cookies: adminCookies })).json() as {
      id: number;
      webhook_id: string;
    }[];
    expect(delivery).toBeDefined();
    const again = await t.app.inject({ method: "POST", url: `/api/webhooks/deliveries/${delivery?.id}/resend`, cookies: adminCookies });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "queued", attempts: 0 });
    await deliverAll();
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([delivery?.webhook_id, delivery?.webhook_id, delivery?.webhook_id]);
  });
});
