import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../shared/api-messages";
import { createUser, signIn } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

/** emails.list and emails.resend: the REST twins' rules, over tRPC. */
describe("emails router", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
    client = await signIn(t.app, await createUser(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the outbox for admins, refuses clients, and resends only a failed message", async () => {
    // No SMTP_URL: the contact message's email waits in the outbox.
    await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Ana", email: "ana@example.com", message: "Hola" } });
    const list = await trpcCall(t.app, "query", "emails.list", { input: {}, cookies: admin });
    expect(list.data).toEqual([expect.objectContaining({ subject: "New message from Ana", status: "queued", attempts: 0 })]);
    expect((await trpcCall(t.app, "query", "emails.list", { input: {}, cookies: client })).error?.code).toBe("FORBIDDEN");

    const [entry] = list.data as { id: number }[];
    const queued = await trpcCall(t.app, "mutation", "emails.resend", { input: { id: entry?.id }, cookies: admin });
    expect(queued.error?.message).toBe(API_MESSAGES.emailLog.onlyFailedCanBeResent);
    await t.db.outboxMessage.update({ where: { id: entry?.id }, data: { status: "failed", attempts: 18 } });
    const resent = await trpcCall(t.app, "mutation", "emails.resend", { input: { id: entry?.id }, cookies: admin });
    expect(resent.data).toEqual(expect.objectContaining({ status: "queued", attempts: 0 }));
  });
});
