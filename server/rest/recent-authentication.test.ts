import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import type { CreatedApiKey } from "../shared/integrations.schema";
import type { Reauthenticated } from "../shared/mfa.schema";
import { createUser, nextTotpCode, signIn, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Issue 29 items 1 and 3 (decision 0176): a session cookie alone, once its sign-in is a few
 * minutes old, cannot add a second factor (5 minutes) or hand out access to the office's data
 * (15 minutes). "Confirm it's you" (the password, and a current code when two-step is on)
 * renews it for that device only.
 */
const clock = testClock("2026-03-02T15:00:10.000Z");
const HOST = { host: "localhost:80" };
const FIVE_MINUTES = 5 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;

let t: TestApp;

beforeAll(async () => {
  // Long access cookies and idle limit, so the clock can move past the windows without a refresh.
  t = await createTestApp({
    now: clock.now,
    env: { LOGIN_MAX_FAILURES: "5", ACCESS_TOKEN_TTL_SECONDS: "7200", ADMIN_IDLE_MINUTES: "120" },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.reset();
});

type Cookies = Record<string, string>;
const post = (url: string, cookies: Cookies, payload?: object) =>
  t.app.inject({ method: "POST", url, cookies, headers: HOST, ...(payload && { payload }) });
const reauthenticate = (cookies: Cookies, payload: { password: string; code?: string }) => post("/api/users/reauthenticate", cookies, payload);
const codeFor = (user: TestUser) => nextTotpCode(user.totpSecret ?? "", clock.now());

describe("adding a second factor needs a recent sign-in or \"confirm it's you\" (item 1)", () => {
  it("refuses a session whose sign-in is over 5 minutes old, on both transports, and writes nothing", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    clock.advance(FIVE_MINUTES + 1000);

    for (const url of ["/api/users/mfa/totp", "/api/users/mfa/passkeys/options"]) {
      const refused = await post(url, cookies);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: API_MESSAGES.mfa.reauthenticationRequired, code: "mfa.reauthenticationRequired" });
    }
    for (const path of ["mfa.startTotp", "mfa.passkeyOptions"]) {
      const refused = await trpcCall(t.app, "mutation", path, { cookies });
      expect(refused.error, path).toEqual({ message: API_MESSAGES.mfa.reauthenticationRequired, code: "FORBIDDEN" });
    }
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.totpSecret).toBeNull();
    expect(stored.webauthnUserId).toBeNull();
  });

  it("accepts the password again (no two-step yet), for 5 minutes, and records it", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    clock.advance(FIVE_MINUTES + 1000);

    const wrong = await reauthenticate(cookies, { password: "not-the-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: API_MESSAGES.auth.currentPasswordWrong, code: "auth.currentPasswordWrong" });
    expect((await post("/api/users/mfa/totp", cookies)).statusCode).toBe(403);

    const confirmed = await reauthenticate(cookies, { password: user.password });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: API_MESSAGES.mfa.reauthenticated, code: "mfa.reauthenticated", authenticated_at: clock.now().toISOString() });
    expect((await post("/api/users/mfa/totp", cookies)).statusCode).toBe(200);

    clock.advance(FIVE_MINUTES + 1000);
    expect((await post("/api/users/mfa/totp", cookies)).statusCode).toBe(403);
    const trail = await t.db.auditEvent.findMany({ where: { action: "auth.reauthenticated", userId: user.id } });
    expect(trail).toHaveLength(1);
  });

  it("asks for a current code too once two-step sign-in is on, and the tRPC twin does the same", async () => {
    const user = await createUser(t.db, { mfa: true });
    const cookies = await signIn(t.app, user);
    clock.advance(FIVE_MINUTES + 1000);

    const passwordOnly = await reauthenticate(cookies, { password: user.password });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json()).toEqual({ message: API_MESSAGES.mfa.codeRequired, code: "mfa.codeRequired" });
    const wrongCode = await reauthenticate(cookies, { password: user.password, code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: API_MESSAGES.mfa.codeWrong, code: "mfa.codeWrong" });
    expect((await post("/api/users/mfa/passkeys/options", cookies)).statusCode).toBe(403);

    const confirmed = await trpcCall(t.app, "mutation", "mfa.reauthenticate", { cookies, input: { password: user.password, code: codeFor(user) } });
    expect((confirmed.data as Reauthenticated).message).toBe(API_MESSAGES.mfa.reauthenticated);
    expect((await post("/api/users/mfa/passkeys/options", cookies)).statusCode).toBe(200);
  });

  it("counts for the device that confirmed only", async () => {
    const user = await createUser(t.db);
    const laptop = await signIn(t.app, user);
    const stolen = await signIn(t.app, user);
    clock.advance(FIVE_MINUTES + 1000);
    expect((await reauthenticate(laptop, { password: user.password })).statusCode).toBe(200);
    expect((await post("/api/users/mfa/totp", laptop)).statusCode).toBe(200);
    expect((await post("/api/users/mfa/totp", stolen)).statusCode).toBe(403);
  });

  it("is limited like a wrong sign-in code: past the limit, even the right password waits", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const answers = await Promise.all(Array.from({ length: 12 }, () => reauthenticate(cookies, { password: "wrong-guess-123" })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect((await reauthenticate(cookies, { password: user.password })).statusCode).toBe(429);
  });
});

describe("handing out access to the office needs two-step sign-in in the last 15 minutes (item 3)", () => {
  it("refuses keys, webhooks and a new feed address to an older session until the admin confirms, and a key names who made it", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const cookies = await signIn(t.app, admin);
    const early = (await post("/api/api-keys", cookies, { name: "Made right after sign-in", scope: "read" })).json() as CreatedApiKey;
    expect(early.api_key.created_by).toBe(admin.fullName);

    clock.advance(FIFTEEN_MINUTES + 1000);
    const refusals = [
      await post("/api/api-keys", cookies, { name: "Bookkeeping sync", scope: "write" }),
      await t.app.inject({ method: "DELETE", url: `/api/api-keys/${early.api_key.id}`, cookies, headers: HOST }),
      await post("/api/webhooks", cookies, { url: "https://hooks.example.com/taxpro", events: ["appointment.requested"] }),
      await post("/api/calendar-feed/rotate", cookies),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: API_MESSAGES.mfa.reauthenticationRequired, code: "mfa.reauthenticationRequired" });
    }
    const trpcRefused = await trpcCall(t.app, "mutation", "integrations.createApiKey", { cookies, input: { name: "Over tRPC", scope: "read" } });
    expect(trpcRefused.error?.code).toBe("FORBIDDEN");
    expect(await t.db.apiKey.count({ where: { revokedAt: null, name: { not: "Made right after sign-in" } } })).toBe(0);
    expect(await t.db.webhookEndpoint.count()).toBe(0);

    expect((await reauthenticate(cookies, { password: admin.password, code: codeFor(admin) })).statusCode).toBe(200);
    const made = await post("/api/api-keys", cookies, { name: "Bookkeeping sync", scope: "write" });
    expect(made.statusCode).toBe(201);
    expect((made.json() as CreatedApiKey).api_key.created_by).toBe(admin.fullName);
    const listed = (await t.app.inject({ method: "GET", url: "/api/api-keys", cookies })).json() as CreatedApiKey["api_key"][];
    expect(listed.map((key) => key.created_by)).toEqual([admin.fullName, admin.fullName]);
  });
});
