import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { argon2Calls } from "../auth/password";
import type { EmailPayload } from "../emails/email-payloads";
import { API_MESSAGES } from "../shared/api-messages";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Issue 29 item 7 (decision 0181): registration and email change say nothing about which
 * addresses have accounts. A taken address gets the same status, body and work (one argon2 hash)
 * as a free one; its owner is told by email, at most once an hour.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { REGISTER_MAX_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await t.close();
});

const emailsTo = async (address: string) =>
  (await t.db.outboxMessage.findMany({ where: { channel: "email", recipient: address }, orderBy: { id: "asc" } })).map(
    (row) => JSON.parse(row.payload) as EmailPayload,
  );

const register = (email: string, remoteAddress = "192.0.2.50") =>
  t.app.inject({
    method: "POST",
    url: "/api/register",
    remoteAddress,
    payload: { fullName: "Jordan Reyes", email, phone: null, password: "copper-harbor-lantern-9" },
  });

describe("registering", () => {
  it("answers a taken address with the same status, body, cookies and hashing as a new one, and tells its owner once an hour", async () => {
    const owner = await createUser(t.db, { fullName: "Olivia Owner" });
    const hashes = vi.spyOn(argon2Calls, "hash");
    try {
      const fresh = await register(`fresh-${owner.id}@example.com`);
      const hashesForFresh = hashes.mock.calls.length;
      const taken = await register(owner.email.toUpperCase());
      expect(hashes.mock.calls.length - hashesForFresh).toBe(hashesForFresh);
      expect(hashesForFresh).toBe(1);

      for (const answer of [fresh, taken]) {
        expect(answer.statusCode).toBe(201);
        expect(answer.json()).toEqual({ message: API_MESSAGES.auth.registered, code: "auth.registered" });
        expect(answer.cookies).toEqual([]);
      }
      expect(fresh.headers["content-length"]).toBe(taken.headers["content-length"]);
    } finally {
      hashes.mockRestore();
    }
    const stored = await t.db.user.findUniqueOrThrow({ where: { email: owner.email } });
    expect(stored.fullName).toBe("Olivia Owner");

    expect(await emailsTo(owner.email)).toEqual([{ kind: "account.address-in-use", name: "Olivia Owner", attempt: "registration", locale: "en" }]);
    // Once an hour: the form cannot flood the owner's inbox.
    expect((await register(owner.email)).statusCode).toBe(201);
    const overTrpc = await trpcCall(t.app, "mutation", "auth.register", {
      input: { fullName: "Jordan Reyes", email: owner.email, phone: null, password: "copper-harbor-lantern-9" },
    });
    expect(overTrpc.data).toEqual({ message: API_MESSAGES.auth.registered, code: "auth.registered" });
    expect(await emailsTo(owner.email)).toHaveLength(1);
  });

  it("makes one account of two registrations of one new address at once, answering both alike", async () => {
    const email = `racing-${Date.now()}@example.com`;
    const answers = await Promise.all([register(email), register(email)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await t.db.user.count({ where: { email } })).toBe(1);
  });

  it("still limits registrations per address (10 an hour by default)", async () => {
    const limited = await createTestApp({ env: { REGISTER_MAX_PER_HOUR: "10" } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 12; index++) {
        const answer = await limited.app.inject({
          method: "POST",
          url: "/api/register",
          remoteAddress: "192.0.2.77",
          payload: { fullName: "Jordan Reyes", email: `limited-${index}@example.com`, phone: null, password: "copper-harbor-lantern-9" },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("changing the email to a taken address", () => {
  it("answers as for a free address, sends no link, tells the address's owner, and records the request", async () => {
    const mover = await createUser(t.db, { fullName: "Mo Mover" });
    const holder = await createUser(t.db, { fullName: "Hana Holder" });
    const cookies = await signIn(t.app, mover);
    const ask = (newEmail: string) =>
      t.app.inject({ method: "POST", url: "/api/users/email-change", cookies, payload: { newEmail, currentPassword: mover.password } });

    const free = await ask(`free-${mover.id}@example.com`);
    const taken = await ask(holder.email);
    for (const answer of [free, taken]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: API_MESSAGES.emailChange.requested, code: "emailChange.requested" });
    }
    expect(await emailsTo(holder.email)).toEqual([{ kind: "account.address-in-use", name: "Hana Holder", attempt: "email_change", locale: "en" }]);
    expect((await emailsTo(`free-${mover.id}@example.com`)).map((payload) => payload.kind)).toEqual(["account.email-change"]);
    const trail = await t.db.auditEvent.findMany({ where: { action: "auth.email_change_requested", userId: mover.id } });
    expect(trail).toHaveLength(2);
  });
});
