import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmailWorker } from "../../notifications/email-worker";
import type { OutboxWorker } from "../../outbox/outbox-worker";
import { API_MESSAGES } from "../../shared/api-messages";
import { cookiesFrom, createUser, signIn, TEST_COOKIE_SECRET } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { startTestSmtp, type TestSmtp } from "../../testing/test-smtp";
import { storageOf, withOutbox } from "../deps";
import { databaseUrlOf } from "../../db/database-url";
import { createAdminAccounts, type AdminAccounts } from "./admin-accounts";

/**
 * Issue 29, items 2 and 10: ADMIN_PASSWORD creates the first admin and never brings a password
 * back, an address registered as a client before it became the admin's keeps none of what its
 * registrant left on it, and `npm run create-admin` accepts a good password (it refused all).
 */
let smtp: TestSmtp;
let t: TestApp;
let storage: ReturnType<typeof storageOf>;
let accounts: AdminAccounts;
let worker: OutboxWorker;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: "https://book.example.com" } });
  storage = storageOf(t.db);
  accounts = createAdminAccounts(withOutbox({ ...storage, config: t.config, now: () => new Date() }));
  worker = createEmailWorker({ db: t.db, config: t.config }) as OutboxWorker;
});
afterAll(async () => {
  await worker.stop();
  await storage.reads.close();
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress: "198.51.100.20" });

describe("ADMIN_EMAIL and ADMIN_PASSWORD at start", () => {
  it("create the first admin once; a restart never brings the setting's password back", async () => {
    const owner = { email: "first-owner@example.com", password: "a-long-admin-kiwi", name: "Owner" };
    expect(await accounts.ensureFirstAdmin(owner)).toBe("created");
    // The owner changes the password (here as the command line would), then the server restarts.
    expect(await accounts.setAdmin({ ...owner, password: "another-long-kiwi" })).toBe("password-set");
    expect(await accounts.ensureFirstAdmin(owner)).toBe("kept");

    expect((await login(owner.email, owner.password)).statusCode).toBe(401);
    expect((await login(owner.email, "another-long-kiwi")).statusCode).toBe(200);
  });

  it("promote a client's account only without its sessions, factors and password, and email a link to set one", async () => {
    const registrant = await createUser(t.db, { mfa: true });
    const cookies = await signIn(t.app, registrant);
    await t.db.passkey.create({ data: { id: "cred-registrant", userId: registrant.id, publicKey: Buffer.from([1, 2, 3]), name: "Phone" } });
    await t.db.recoveryCode.create({ data: { userId: registrant.id, codeHash: "hash-of-a-code" } });

    const outcome = await accounts.ensureFirstAdmin({ email: registrant.email.toUpperCase(), password: "the-setting-password", name: "Owner" });
    expect(outcome).toBe("promoted");

    const row = await t.db.user.findUniqueOrThrow({ where: { id: registrant.id }, include: { passkeys: true, recoveryCodes: true } });
    expect({ role: row.role, totp: row.totpSecret, mfa: row.mfaEnabled, passkeys: row.passkeys.length, codes: row.recoveryCodes.length }).toEqual(
      { role: "admin", totp: null, mfa: false, passkeys: 0, codes: 0 },
    );
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).statusCode).toBe(401);
    expect((await login(registrant.email, registrant.password)).statusCode).toBe(401);
    // Neither the registrant's password nor the setting's opens the account: only the emailed link.
    expect((await login(registrant.email, "the-setting-password")).statusCode).toBe(401);

    while ((await worker.runOnce()) > 0);
    const mail = smtp.messages.find((message) => [message.to].flat().some((to) => to?.value.some((entry) => entry.address === registrant.email)));
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password: "owner-chose-this-one" } });
    expect(reset.statusCode).toBe(200);
    expect((await login(registrant.email, "owner-chose-this-one")).statusCode).toBe(200);

    const event = await t.db.auditEvent.findFirst({ where: { action: "auth.promoted_to_admin", subjectId: String(registrant.id) } });
    expect(event?.actorLabel).toBe("ADMIN_EMAIL");
  });

  it("hold the admin password rules", async () => {
    const email = "rules-owner@example.com";
    await expect(accounts.ensureFirstAdmin({ email, password: "kiwi-short", name: "Owner" })).rejects.toThrow(API_MESSAGES.auth.adminPasswordTooShort);
    await expect(accounts.setAdmin({ email, password: "passwordpassword", name: "Owner" })).rejects.toThrow(API_MESSAGES.auth.passwordTooCommon);
    expect(await t.db.user.count({ where: { email } })).toBe(0);
  });

  it("refuse a password made of the admin's name or email or the office's name or city, or too easy for an admin (decision 0175)", async () => {
    const owner = { email: "dana.ortiz@example.com", name: "Dana Ortiz" };
    const refusals = [
      ["aaaaaaaaaaaa", API_MESSAGES.auth.passwordTooEasy],
      // Strong enough for a client (zxcvbn's 2), not for an admin (3).
      ["old-password", API_MESSAGES.auth.passwordTooEasy],
      ["Fresno123456", API_MESSAGES.auth.passwordPersonal],
      ["ValleyTaxPros!", API_MESSAGES.auth.passwordPersonal],
      ["DanaOrtiz2025!", API_MESSAGES.auth.passwordPersonal],
      [owner.email, API_MESSAGES.auth.passwordPersonal],
    ] as const;
    for (const [password, message] of refusals) {
      await expect(accounts.ensureFirstAdmin({ ...owner, password }), password).rejects.toThrow(message);
      await expect(accounts.setAdmin({ ...owner, password }), password).rejects.toThrow(message);
    }
    expect(await t.db.user.count({ where: { email: owner.email } })).toBe(0);
    expect(await accounts.setAdmin({ ...owner, password: "Harbor!Velvet!Quince" })).toBe("created");
    // An existing account keeps its name, whatever --name says: that name is the one to refuse.
    const client = await createUser(t.db, { fullName: "Marta Quiroga" });
    await expect(accounts.setAdmin({ email: client.email, name: "Owner", password: "MartaQuiroga2025" })).rejects.toThrow(
      API_MESSAGES.auth.passwordPersonal,
    );
  });
});

describe("npm run create-admin", () => {
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: databaseUrlOf(t.config.database), COOKIE_SECRET: TEST_COOKIE_SECRET },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, out: failed.stdout, err: failed.stderr }),
    );

  // Two runs, as each starts a Node.js process: a refusal, then a good password that promotes a client.
  it("refuses a common password with the rule's sentence, and promotes a client with a good one, signing it out everywhere", async () => {
    const client = await createUser(t.db);
    const cookies = cookiesFrom(await login(client.email, client.password));

    const refused = await run("--email", client.email, "--name", "Promoted", "--password", "passwordpassword");
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(API_MESSAGES.auth.passwordTooCommon);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: client.id } })).role).toBe("client");

    const promoted = await run("--email", client.email, "--name", "Promoted", "--password", "a-long-admin-kiwi");
    expect(promoted).toMatchObject({ code: 0, out: expect.stringContaining(`promoted to admin`) });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: client.id } })).role).toBe("admin");
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).statusCode).toBe(401);
    expect((await login(client.email, "a-long-admin-kiwi")).statusCode).toBe(200);
  });
});
