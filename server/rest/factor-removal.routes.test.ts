import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { argon2Calls } from "../auth/password";
import { engineOf } from "../db";
import { hashToken } from "../auth/tokens";
import { createEmailWorker } from "../notifications/email-worker";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Issue 29 item 1, second half (decision 0177): a password change or reset emails the account,
 * listing its second factors with a link that removes them all together with the current
 * password; POST /api/users/mfa/remove-with-link and tRPC mfa.removeWithLink.
 */
const clock = testClock("2026-03-02T15:00:10.000Z");
const LIMIT = 5;
let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    now: clock.now,
    env: { SMTP_URL: smtp.url, APP_URL: "https://book.example.com", LOGIN_MAX_FAILURES: String(LIMIT), LOGIN_MAX_FAILURES_PER_ACCOUNT: "8" },
  });
  worker = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  clock.reset();
  smtp.messages.length = 0;
});

type Cookies = Record<string, string>;

const changePassword = (cookies: Cookies, currentPassword: string, newPassword: string) =>
  t.app.inject({ method: "PUT", url: "/api/users/password", cookies, payload: { currentPassword, newPassword } });
const removeWithLink = (token: string, password: string, remoteAddress = "198.51.100.7") =>
  t.app.inject({ method: "POST", url: "/api/users/mfa/remove-with-link", payload: { token, password }, remoteAddress });
const me = (cookies: Cookies) => t.app.inject({ method: "GET", url: "/api/users/me", cookies });
const login = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

/** The password-change emails written for an address, oldest first. */
const passwordEmails = async (email: string) =>
  (await t.db.outboxMessage.findMany({ where: { recipient: email }, orderBy: { id: "asc" } }))
    .map((row) => JSON.parse(row.payload) as { kind: string; how?: string; change?: string; userId?: number; locale?: string })
    .filter((payload) => payload.kind === "account.password-changed");

/** A client with every kind of second factor: the app (from the factory), two passkeys, and recovery codes (one used). */
async function clientWithFactors(password = "first-password"): Promise<TestUser> {
  const user = await createUser(t.db, { mfa: true, password, fullName: "Fran Factors" });
  for (const [id, name] of [
    ["credential-work", "Work laptop"],
    ["credential-phone", "Fran's phone"],
  ] as const) {
    await t.db.passkey.create({
      data: { id: `${id}-${user.id}`, userId: user.id, publicKey: Buffer.from([1, 2, 3]), name, createdAt: clock.now() },
    });
    clock.advance(1000);
  }
  await t.db.recoveryCode.createMany({
    data: ["a", "b", "c", "d"].map((code, index) => ({
      userId: user.id,
      codeHash: hashToken(`${code}-${user.id}`),
      usedAt: index === 0 ? clock.now() : null,
    })),
  });
  return user;
}

/** Delivers the outbox to the test SMTP server; answers the newest email to `address` whose subject matches. */
async function deliveredTo(address: string, subject: RegExp) {
  while ((await worker.runOnce()) > 0);
  const mail = smtp.messages
    .filter((message) => JSON.stringify(message.to ?? "").includes(address) && subject.test(message.subject ?? ""))
    .at(-1);
  if (!mail) throw new Error(`no email to ${address} matching ${subject}`);
  return mail;
}

const linkIn = (text: string | undefined) => /https:\/\/book\.example\.com\/remove-two-step\?token=([\w%-]+)/.exec(text ?? "")?.[1];

/** Changes the password on Settings and answers the removal link's token from the email that follows. */
async function changeAndOpenEmail(user: TestUser, newPassword: string): Promise<{ token: string; cookies: Cookies }> {
  const cookies = await signIn(t.app, user);
  expect((await changePassword(cookies, user.password, newPassword)).statusCode).toBe(200);
  const token = linkIn((await deliveredTo(user.email, /password was changed$/)).text);
  if (!token) throw new Error("the email carries no removal link");
  return { token: decodeURIComponent(token), cookies };
}

/** A trigger that refuses the password-change email, so its transaction fails after everything else was written. */
async function refusingPasswordEmails<T>(run: () => Promise<T>): Promise<T> {
  const postgresql = engineOf(t.db) === "postgresql";
  if (postgresql) {
    await t.db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_password_emails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await t.db.$executeRawUnsafe(`
      CREATE TRIGGER refuse_password_emails BEFORE INSERT ON outbox_messages
      FOR EACH ROW WHEN (NEW.payload LIKE '%account.password-changed%') EXECUTE FUNCTION refuse_password_emails()`);
  } else {
    await t.db.$executeRawUnsafe(`
      CREATE TRIGGER refuse_password_emails BEFORE INSERT ON outbox_messages
      WHEN NEW.payload LIKE '%account.password-changed%'
      BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
  }
  try {
    return await run();
  } finally {
    await t.db.$executeRawUnsafe(postgresql ? "DROP TRIGGER refuse_password_emails ON outbox_messages" : "DROP TRIGGER refuse_password_emails");
    if (postgresql) await t.db.$executeRawUnsafe("DROP FUNCTION refuse_password_emails()");
  }
}

describe("a password change or reset emails the account", () => {
  it("writes the change's email in its transaction: when the email cannot be written, the password stays as it was", async () => {
    const user = await createUser(t.db, { password: "first-password" });
    const cookies = await signIn(t.app, user);
    const refused = await refusingPasswordEmails(() => changePassword(cookies, "first-password", "second-password"));
    expect(refused.statusCode).toBe(500);
    expect((await login(user.email, "first-password")).statusCode).toBe(200);
    expect(await passwordEmails(user.email)).toEqual([]);
    expect(await t.db.auditEvent.count({ where: { action: "auth.password_changed", subjectId: String(user.id) } })).toBe(0);

    expect((await changePassword(cookies, "first-password", "second-password")).json()).toEqual({ message: MESSAGES.settings.passwordChanged, code: "spec.settings.passwordChanged" });
    expect(await passwordEmails(user.email)).toEqual([{ kind: "account.password-changed", userId: user.id, how: "changed", locale: "en" }]);
    expect((await deliveredTo(user.email, /password was changed$/)).subject).toBe("Your Valley Tax Pros password was changed");
  });

  it("writes a reset's email in its transaction too, and the link of a refused one still works", async () => {
    const user = await createUser(t.db, { password: "first-password" });
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const resetToken = /reset-password\?token=([\w-]+)/.exec((await deliveredTo(user.email, /^Reset your/)).text ?? "")?.[1] as string;
    const reset = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: resetToken, password } });

    expect((await refusingPasswordEmails(() => reset("second-password"))).statusCode).toBe(500);
    expect((await login(user.email, "first-password")).statusCode).toBe(200);
    expect(await passwordEmails(user.email)).toEqual([]);

    expect((await reset("second-password")).statusCode).toBe(200);
    expect(await passwordEmails(user.email)).toEqual([{ kind: "account.password-changed", userId: user.id, how: "reset", locale: "en" }]);
    const mail = await deliveredTo(user.email, /password was reset$/);
    expect(mail.text).toContain("was just reset with a link we emailed to you");
    // No second factor: nothing to list, and no link to remove any.
    expect(mail.text).not.toContain("second step");
    expect(linkIn(mail.text)).toBeUndefined();
    expect(await t.db.factorRemovalToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("lists the factors the account has when the email is sent, with a link whose token is stored only as its hash", async () => {
    const user = await clientWithFactors();
    const { token } = await changeAndOpenEmail(user, "second-password");
    const mail = smtp.messages.at(-1);
    for (const item of ["Authenticator app", "Passkey “Work laptop”", "Passkey “Fran's phone”", "3 unused recovery codes"]) {
      expect(mail?.text).toContain(`* ${item}`);
    }
    expect(mail?.html).toContain("Remove two-step sign-in");
    expect(mail?.text).toContain("for the next 24 hours");
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await t.db.factorRemovalToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify([stored, await t.db.outboxMessage.findMany({ where: { recipient: user.email } })])).not.toContain(token);
  });

  it("sends the same link again when a delivery is retried", async () => {
    const user = await clientWithFactors();
    const { token } = await changeAndOpenEmail(user, "second-password");
    const row = await t.db.outboxMessage.findFirstOrThrow({
      where: { recipient: user.email, payload: { contains: "account.password-changed" } },
    });
    await t.db.outboxMessage.update({ where: { id: row.id }, data: { status: "retrying" } });
    expect(decodeURIComponent(linkIn((await deliveredTo(user.email, /password was changed$/)).text) ?? "")).toBe(token);
    expect(await t.db.factorRemovalToken.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("removing two-step sign-in with the emailed link", () => {
  it("with the new password removes the app, passkeys and recovery codes, signs out every device, records it and tells the owner", async () => {
    const user = await clientWithFactors();
    const elsewhere = await signIn(t.app, user);
    const { token, cookies } = await changeAndOpenEmail(user, "second-password");
    expect((await me(cookies)).statusCode).toBe(200);

    const done = await removeWithLink(token, "second-password");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: API_MESSAGES.mfa.removedWithLink, code: "mfa.removedWithLink" });

    const row = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect([row.totpSecret, row.totpEnabledAt, row.mfaEnabled]).toEqual([null, null, false]);
    expect(await t.db.passkey.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    for (const session of [cookies, elsewhere]) expect((await me(session)).statusCode).toBe(401);
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "auth.mfa_removed_by_link", subjectId: String(user.id) } });
    expect([event.userId, event.actorLabel, event.ip, JSON.parse(event.details ?? "{}")]).toEqual([
      user.id,
      "Fran Factors",
      "198.51.100.7",
      { app: true, credentials: 2, recovery_codes: 3 },
    ]);
    expect((await deliveredTo(user.email, /^Security alert/)).text).toContain("Two-step sign-in was removed from your Valley Tax Pros account");

    // Signing in now takes the password alone.
    const signedIn = await login(user.email, "second-password");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id, mfa_enabled: false });
  });

  it("refuses a wrong password with 400 and removes nothing; the link then works with the right one", async () => {
    const user = await clientWithFactors();
    const { token, cookies } = await changeAndOpenEmail(user, "second-password");
    // The old password is no longer the account's: the link needs the one just set.
    const wrong = await removeWithLink(token, "first-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: API_MESSAGES.auth.currentPasswordWrong, code: "auth.currentPasswordWrong" });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(true);
    expect(await t.db.passkey.count({ where: { userId: user.id } })).toBe(2);
    expect(await t.db.recoveryCode.count({ where: { userId: user.id } })).toBe(4);
    expect((await me(cookies)).statusCode).toBe(200);
    expect(await t.db.auditEvent.count({ where: { action: "auth.mfa_removed_by_link", subjectId: String(user.id) } })).toBe(0);

    expect((await removeWithLink(token, "second-password")).statusCode).toBe(200);
  });

  it("works once: used again, or by two requests at once, the link answers 400", async () => {
    const first = await clientWithFactors();
    const { token } = await changeAndOpenEmail(first, "second-password");
    expect((await removeWithLink(token, "second-password")).statusCode).toBe(200);
    const again = await removeWithLink(token, "second-password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MESSAGES.mfa.removalLinkInvalid, code: "mfa.removalLinkInvalid" });

    const second = await clientWithFactors();
    const race = await changeAndOpenEmail(second, "second-password");
    const answers = await Promise.all([
      removeWithLink(race.token, "second-password"),
      removeWithLink(race.token, "second-password", "203.0.113.4"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.auditEvent.count({ where: { action: "auth.mfa_removed_by_link", subjectId: String(second.id) } })).toBe(1);
  });

  it("refuses a link after 24 hours, one never issued, and none at all", async () => {
    const user = await clientWithFactors();
    const { token } = await changeAndOpenEmail(user, "second-password");
    clock.advance(24 * 60 * 60_000 + 1000);
    const late = await removeWithLink(token, "second-password");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: API_MESSAGES.mfa.removalLinkInvalid, code: "mfa.removalLinkInvalid" });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(true);
    expect((await removeWithLink("never-issued", "second-password")).json()).toEqual({ message: API_MESSAGES.mfa.removalLinkInvalid, code: "mfa.removalLinkInvalid" });
    const missing = await t.app.inject({ method: "POST", url: "/api/users/mfa/remove-with-link", payload: { password: "second-password" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: API_MESSAGES.mfa.removalTokenMissing, code: "mfa.removalTokenMissing" });
  });

  it("reserves each attempt against the sign-in limits before argon2 runs: of 12 wrong passwords at once, 5 are evaluated", async () => {
    const user = await clientWithFactors();
    const { token } = await changeAndOpenEmail(user, "second-password");
    const verifications = vi.spyOn(argon2Calls, "verify");
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => removeWithLink(token, "wrong-guess-123")));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMIT);
      expect(verifications).toHaveBeenCalledTimes(LIMIT);
    } finally {
      verifications.mockRestore();
    }
    // Past the limit even the right password waits; from other addresses the account's own limit (8) holds.
    expect((await removeWithLink(token, "second-password")).statusCode).toBe(429);
    const addresses = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];
    const elsewhere = await Promise.all(addresses.map((ip) => removeWithLink(token, "wrong-guess-123", ip)));
    expect(elsewhere.map((answer) => answer.statusCode).sort()).toEqual([400, 400, 400, 429]);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(true);
  });

  it("leaves an admin to set two-step sign-in up again before any office page", async () => {
    const admin = await createUser(t.db, { role: "admin", password: "admin-first-password" });
    const { token } = await changeAndOpenEmail(admin, "admin-second-password");
    expect((await removeWithLink(token, "admin-second-password")).statusCode).toBe(200);
    const signedIn = await login(admin.email, "admin-second-password");
    expect(signedIn.json()).toMatchObject({ role: "admin", mfa_enabled: false });
    const cookies = Object.fromEntries(signedIn.cookies.map((cookie) => [cookie.name, cookie.value]));
    const office = await t.app.inject({ method: "GET", url: "/api/emails", cookies });
    expect(office.statusCode).toBe(403);
    expect(office.json()).toEqual({ message: API_MESSAGES.mfa.setupRequired, code: "mfa.setupRequired" });
  });

  it("does the same over tRPC, with no session", async () => {
    const user = await clientWithFactors();
    const { token } = await changeAndOpenEmail(user, "second-password");
    const wrong = await trpcCall(t.app, "mutation", "mfa.removeWithLink", { input: { token, password: "first-password" } });
    expect(wrong.error).toEqual({ message: API_MESSAGES.auth.currentPasswordWrong, code: "BAD_REQUEST" });
    const done = await trpcCall(t.app, "mutation", "mfa.removeWithLink", { input: { token, password: "second-password" } });
    expect(done.data).toEqual({ message: API_MESSAGES.mfa.removedWithLink, code: "mfa.removedWithLink" });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(false);
    const reused = await trpcCall(t.app, "mutation", "mfa.removeWithLink", { input: { token, password: "second-password" } });
    expect(reused.error?.message).toBe(API_MESSAGES.mfa.removalLinkInvalid);
  });

  it("answers a reset's link the same way: it removes the factors with the password the reset set", async () => {
    const user = await clientWithFactors();
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const resetToken = /reset-password\?token=([\w-]+)/.exec((await deliveredTo(user.email, /^Reset your/)).text ?? "")?.[1] as string;
    const reset = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: resetToken, password: "reset-password-1" } });
    expect(reset.statusCode).toBe(200);
    const mail = await deliveredTo(user.email, /password was reset$/);
    expect(mail.text).toContain("* Passkey “Work laptop”");
    const token = decodeURIComponent(linkIn(mail.text) ?? "");
    expect((await removeWithLink(token, "reset-password-1")).statusCode).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(false);
  });

  it("after an office account's reset lists its factors but offers no link: a mailbox alone never removes them", async () => {
    const admin = await createUser(t.db, { role: "admin", password: "admin-first-password" });
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: admin.email } });
    const resetToken = /reset-password\?token=([\w-]+)/.exec((await deliveredTo(admin.email, /^Reset your/)).text ?? "")?.[1] as string;
    const reset = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: resetToken, password: "admin-reset-password-77" } });
    expect(reset.statusCode).toBe(200);
    const mail = await deliveredTo(admin.email, /password was reset$/);
    expect(mail.text).toContain("* Authenticator app");
    expect(mail.text).toContain("cannot be removed from an emailed link after a reset");
    expect(linkIn(mail.text)).toBeUndefined();
    expect(await t.db.factorRemovalToken.count({ where: { userId: admin.id } })).toBe(0);
  });
});
