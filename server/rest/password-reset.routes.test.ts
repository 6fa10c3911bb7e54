import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { createEmailWorker } from "../notifications/email-worker";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/** POST /api/auth/forgot-password and /api/auth/reset-password, and their tRPC twins. */
const clock = testClock("2026-03-02T15:00:00.000Z");
let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let user: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    now: clock.now,
    env: { SMTP_URL: smtp.url, APP_URL: "https://book.example.com", PASSWORD_RESET_MAX_PER_HOUR: "3" },
  });
  worker = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  clock.reset();
  smtp.messages.length = 0;
  await t.db.outboxMessage.deleteMany();
  user = await createUser(t.db, { fullName: "Rosa Reset", password: "old-password" });
});

let address = 0;
/** Each request from its own address, so the per-address limit stays out of the way. */
const forgot = (email: string, remoteAddress = `203.0.113.${++address % 250}`) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });

/** Delivers the outbox and returns the reset link's token from the newest email. */
async function tokenFromEmail(): Promise<string> {
  while ((await worker.runOnce()) > 0);
  const mail = smtp.messages.at(-1);
  const link = /https:\/\/book\.example\.com\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? "");
  if (!link) throw new Error(`no reset link in ${mail?.text}`);
  return link[1] as string;
}

describe("forgot password", () => {
  it("answers the same status and body for a known and an unknown address", async () => {
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot("nobody-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: API_MESSAGES.passwordReset.requested, code: "passwordReset.requested" });
    expect(unknown.body).toBe(known.body);
  });

  it("emails a known address a link; an unknown one gets nothing, and the outbox says why", async () => {
    await forgot(user.email);
    await forgot("nobody-here@example.com");
    const token = await tokenFromEmail();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.subject).toBe("Reset your Valley Tax Pros password");
    expect(smtp.messages[0]?.html).toContain("Choose a new password");
    expect(token.length).toBeGreaterThanOrEqual(40);
    const skipped = await t.db.outboxMessage.findFirstOrThrow({ where: { recipient: "nobody-here@example.com" } });
    expect([skipped.status, skipped.lastError]).toEqual(["cancelled", "No account uses this address."]);
    // Only the token's hash is stored: neither the outbox nor the token table holds it.
    const stored = JSON.stringify([await t.db.outboxMessage.findMany(), await t.db.passwordResetToken.findMany()]);
    expect(stored).not.toContain(token);
  });

  it("refuses a bad address with a 400, and more than the hourly limit per account or per address with a 429", async () => {
    expect((await forgot("not-an-email")).statusCode).toBe(400);
    for (let index = 0; index < 3; index++) expect((await forgot(user.email)).statusCode).toBe(200);
    const limited = await forgot(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_MESSAGES.passwordReset.tooMany, code: "passwordReset.tooMany" });
    // The same for an address nobody uses, so the limit tells nothing either.
    for (let index = 0; index < 3; index++) await forgot("ghost@example.com");
    expect((await forgot("ghost@example.com")).statusCode).toBe(429);
    for (let index = 0; index < 3; index++) await forgot(`someone-${index}@example.com`, "198.51.100.9");
    expect((await forgot("someone-else@example.com", "198.51.100.9")).statusCode).toBe(429);
  });
});

describe("reset password", () => {
  it("sets the new password, signs the account out everywhere, and works once", async () => {
    const cookies = await signIn(t.app, { email: user.email, password: "old-password" });
    await forgot(user.email);
    const token = await tokenFromEmail();

    const response = await reset(token, "new-password");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.passwordReset.done, code: "passwordReset.done" });
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).statusCode).toBe(401);
    const oldLogin = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: "old-password" } });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(t.app, { email: user.email, password: "new-password" });

    const again = await reset(token, "another-password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MESSAGES.passwordReset.invalidLink, code: "passwordReset.invalidLink" });
  });

  it("refuses a link asked for before the password was changed in Settings (issue 29 item 18)", async () => {
    await forgot(user.email);
    const token = await tokenFromEmail();
    const cookies = await signIn(t.app, { email: user.email, password: "old-password" });
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/users/password",
      cookies,
      payload: { currentPassword: "old-password", newPassword: "changed-in-settings" },
    });
    expect(changed.statusCode).toBe(200);
    const late = await reset(token, "attackers-password");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: API_MESSAGES.passwordReset.invalidLink, code: "passwordReset.invalidLink" });
    await signIn(t.app, { email: user.email, password: "changed-in-settings" });
  });

  it("refuses an expired link, and one that was never issued", async () => {
    await forgot(user.email);
    const token = await tokenFromEmail();
    clock.advance(61 * 60_000);
    expect((await reset(token, "new-password")).json()).toEqual({ message: API_MESSAGES.passwordReset.invalidLink, code: "passwordReset.invalidLink" });
    expect((await reset("made-up-token", "new-password")).statusCode).toBe(400);
  });

  it("applies Register's password rule and message", async () => {
    await forgot(user.email);
    const token = await tokenFromEmail();
    const short = await reset(token, "12345");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: MESSAGES.register.passwordTooShort, code: "spec.register.passwordTooShort" });
    const missing = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { password: "long-enough" } });
    expect(missing.json()).toEqual({ message: API_MESSAGES.passwordReset.tokenMissing, code: "passwordReset.tokenMissing" });
  });

  it("sends the same link again when the first delivery failed, so a retry never strands the client", async () => {
    smtp.setMode("reject");
    await forgot(user.email);
    while ((await worker.runOnce()) > 0);
    smtp.setMode("accept");
    const row = await t.db.outboxMessage.findFirstOrThrow({ where: { recipient: user.email }, orderBy: { id: "desc" } });
    await t.db.outboxMessage.update({ where: { id: row.id }, data: { status: "retrying" } });
    const first = await tokenFromEmail();
    await t.db.outboxMessage.update({ where: { id: row.id }, data: { status: "retrying" } });
    const second = await tokenFromEmail();
    expect(second).toBe(first);
    expect(await t.db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("the tRPC twins", () => {
  it("request and reset exactly like REST", async () => {
    const requested = await trpcCall(t.app, "mutation", "auth.forgotPassword", { input: { email: user.email } });
    expect(requested.data).toEqual({ message: API_MESSAGES.passwordReset.requested, code: "passwordReset.requested" });
    const token = await tokenFromEmail();
    const done = await trpcCall(t.app, "mutation", "auth.resetPassword", { input: { token, password: "via-trpc-password" } });
    expect(done.data).toEqual({ message: API_MESSAGES.passwordReset.done, code: "passwordReset.done" });
    const reused = await trpcCall(t.app, "mutation", "auth.resetPassword", { input: { token, password: "via-trpc-password" } });
    expect(reused.error?.message).toBe(API_MESSAGES.passwordReset.invalidLink);
  });
});
