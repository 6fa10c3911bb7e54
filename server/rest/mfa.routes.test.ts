import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { totpCode } from "../auth/totp";
import { API_MESSAGES } from "../shared/api-messages";
import type { MfaStatus, RecoveryCodes, TotpSetup } from "../shared/mfa.schema";
import { cookiesFrom, createUser, signIn, type TestUser } from "../testing/factories";
import { createPasskey, usePasskey, type SoftPasskey } from "../testing/soft-authenticator";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Issue 17, two-step sign-in: enrolment, the login's second step (app code, recovery code,
 * passkey), replay and rate limits, the challenge's expiry, removal, the emails and trail,
 * and admins refused everywhere until they have it.
 */
const clock = testClock("2026-03-02T15:00:10.000Z");
const STEP_MS = 30_000;
const SITE = { rpID: "localhost", origin: "http://localhost:80" };
const HOST = { host: "localhost:80" };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { LOGIN_MAX_FAILURES: "5", LOGIN_MAX_FAILURES_PER_ACCOUNT: "8" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.reset();
});

type Cookies = Record<string, string>;

const login = (user: TestUser, remoteAddress = "198.51.100.7") =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: user.password }, remoteAddress });
const loginMfa = (cookies: Cookies, code: string, remoteAddress = "198.51.100.7") =>
  t.app.inject({ method: "POST", url: "/api/login/mfa", cookies, payload: { code }, remoteAddress });
const status = async (cookies: Cookies) => (await t.app.inject({ method: "GET", url: "/api/users/mfa", cookies })).json() as MfaStatus;
const codeAt = (secret: string, stepsFromNow = 0) => totpCode(secret, new Date(clock.now().getTime() + stepsFromNow * STEP_MS));

/** Sets up the app for a signed-in user through the routes; answers the secret and the recovery codes. */
async function enrolTotp(cookies: Cookies): Promise<{ secret: string; codes: string[] }> {
  const setup = (await t.app.inject({ method: "POST", url: "/api/users/mfa/totp", cookies })).json() as TotpSetup;
  const confirmed = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp/confirm", cookies, payload: { code: codeAt(setup.secret) } });
  expect(confirmed.statusCode).toBe(200);
  return { secret: setup.secret, codes: (confirmed.json() as RecoveryCodes).recovery_codes };
}

const securityEmails = async (email: string) =>
  (await t.db.outboxMessage.findMany({ where: { recipient: email }, orderBy: { id: "asc" } }))
    .map((row) => JSON.parse(row.payload) as { kind: string; change?: string })
    .filter((payload) => payload.kind === "account.security-changed")
    .map((payload) => payload.change);
const actions = async (userId: number) =>
  (await t.db.auditEvent.findMany({ where: { subjectType: "user", subjectId: String(userId) }, orderBy: { id: "asc" } })).map((row) => row.action);

describe("setting up an authenticator app", () => {
  it("starts with a secret and its QR code, turns on with the first code, and answers ten recovery codes once", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    expect(await status(cookies)).toEqual({ enabled: false, required: false, totp: false, recovery_codes_left: 0, passkeys: [] });

    const setupAnswer = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp", cookies });
    // Issue 29 item 11: the secret is never kept by a cache.
    expect(setupAnswer.headers["cache-control"]).toBe("no-store");
    const setup = setupAnswer.json() as TotpSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(Buffer.from(setup.qr_code.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toContain("<svg");
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.totpSecret).not.toContain(setup.secret);
    expect(stored.mfaEnabled).toBe(false);

    const wrong = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp/confirm", cookies, payload: { code: "000000" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: API_MESSAGES.mfa.codeWrong, code: "mfa.codeWrong" });

    const confirmed = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp/confirm", cookies, payload: { code: codeAt(setup.secret) } });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes } = confirmed.json() as RecoveryCodes;
    expect(recovery_codes).toHaveLength(10);
    const rows = await t.db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain(recovery_codes[0]);

    expect(await status(cookies)).toMatchObject({ enabled: true, totp: true, recovery_codes_left: 10 });
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).json()).toMatchObject({ mfa_enabled: true });
    expect(await securityEmails(user.email)).toEqual(["totp_added"]);
    expect(await actions(user.id)).toContain("auth.mfa_enabled");
  });

  it("signs out the account's other devices, which had only the password", async () => {
    const user = await createUser(t.db);
    const other = await signIn(t.app, user);
    const here = await signIn(t.app, user);
    await enrolTotp(here);
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies: other })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies: here })).statusCode).toBe(200);
  });

  it("refuses a confirmation without a started setup, and a second app while one is on", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const early = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp/confirm", cookies, payload: { code: "123456" } });
    expect(early.json()).toEqual({ message: API_MESSAGES.mfa.noSetupStarted, code: "mfa.noSetupStarted" });
    await enrolTotp(cookies);
    const again = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp", cookies });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: API_MESSAGES.mfa.totpAlreadyOn, code: "mfa.totpAlreadyOn" });
  });

  it("is for signed-in people only: nobody signed in gets 401", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/users/mfa" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/users/mfa/totp" })).statusCode).toBe(401);
  });
});

describe("signing in with a second factor", () => {
  async function enrolledUser() {
    const user = await createUser(t.db);
    const { secret, codes } = await enrolTotp(await signIn(t.app, user));
    clock.advance(STEP_MS * 3);
    return { user, secret, codes };
  }

  it("answers mfa_required with only a challenge cookie, then opens the session for the app's code", async () => {
    const { user, secret } = await enrolledUser();
    const first = await login(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa_required: true, methods: ["totp", "recovery_code"] });
    const challenge = cookiesFrom(first);
    expect(Object.keys(challenge)).toEqual(["mfa"]);
    expect(first.cookies[0]).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 300 });
    // The challenge is not a session.
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies: challenge })).statusCode).toBe(401);

    const wrong = await loginMfa(challenge, "000000");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MESSAGES.mfa.codeWrong, code: "mfa.codeWrong" });

    const done = await loginMfa(challenge, codeAt(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, mfa_enabled: true });
    const cookies = cookiesFrom(done);
    expect(cookies.mfa).toBe("");
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies: { sid: cookies.sid ?? "" } })).statusCode).toBe(200);
    const signIns = await t.db.auditEvent.findMany({ where: { action: "auth.sign_in", userId: user.id } });
    expect(signIns.at(-1)?.details).toContain('"method":"totp"');
    expect(await actions(user.id)).toContain("auth.mfa_failed");
  });

  it("accepts a code once only, even in its own window", async () => {
    const { user, secret } = await enrolledUser();
    const code = codeAt(secret);
    expect((await loginMfa(cookiesFrom(await login(user)), code)).statusCode).toBe(200);
    const replay = await loginMfa(cookiesFrom(await login(user)), code);
    expect(replay.statusCode).toBe(401);
    // An older step than the one used is refused too; the next step works.
    expect((await loginMfa(cookiesFrom(await login(user)), codeAt(secret, -1))).statusCode).toBe(401);
    expect((await loginMfa(cookiesFrom(await login(user)), codeAt(secret, 1))).statusCode).toBe(200);
  });

  it("lets only one of two requests with the same code in", async () => {
    const { user, secret } = await enrolledUser();
    const [a, b] = [cookiesFrom(await login(user)), cookiesFrom(await login(user))];
    const code = codeAt(secret);
    const answers = await Promise.all([loginMfa(a, code), loginMfa(b, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it("takes each challenge once: the cookie of a finished sign-in starts no second session (issue 29 item 20)", async () => {
    const { user, secret, codes } = await enrolledUser();
    const challenge = cookiesFrom(await login(user));
    expect((await loginMfa(challenge, codeAt(secret))).statusCode).toBe(200);
    // Whoever kept a copy of the cookie, with a fresh code of their own, gets nothing.
    const replay = await loginMfa(challenge, codes[0] ?? "");
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: API_MESSAGES.mfa.challengeExpired, code: "mfa.challengeExpired" });
    expect(cookiesFrom(replay).sid).toBeUndefined();
  });

  it("lets only one of two requests with one challenge and two good codes in", async () => {
    const { user, codes } = await enrolledUser();
    const challenge = cookiesFrom(await login(user));
    const answers = await Promise.all([loginMfa(challenge, codes[0] ?? ""), loginMfa(challenge, codes[1] ?? "")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it("takes each recovery code once, and emails the owner each time", async () => {
    const { user, codes } = await enrolledUser();
    const [code = ""] = codes;
    const done = await loginMfa(cookiesFrom(await login(user)), code.toUpperCase());
    expect(done.statusCode).toBe(200);
    expect((await loginMfa(cookiesFrom(await login(user)), code)).statusCode).toBe(401);
    expect(await securityEmails(user.email)).toEqual(["totp_added", "recovery_code_used"]);
    expect(await actions(user.id)).toContain("auth.recovery_code_used");
    expect((await t.db.recoveryCode.count({ where: { userId: user.id, usedAt: null } }))).toBe(9);
  });

  it("ends the challenge after five minutes, and refuses a second step without one", async () => {
    const { user, secret } = await enrolledUser();
    const challenge = cookiesFrom(await login(user));
    clock.advance(5 * 60_000 + 1000);
    const late = await loginMfa(challenge, codeAt(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: API_MESSAGES.mfa.challengeExpired, code: "mfa.challengeExpired" });
    expect((await loginMfa({}, codeAt(secret, 1))).json()).toEqual({ message: API_MESSAGES.mfa.challengeExpired, code: "mfa.challengeExpired" });
    // A forged challenge (not signed by the server) is no challenge.
    expect((await loginMfa({ mfa: `${user.id}.${Date.now() + 60_000}` }, codeAt(secret, 1))).json()).toEqual({
      message: API_MESSAGES.mfa.challengeExpired,
      code: "mfa.challengeExpired",
    });
  });

  it("limits wrong codes like wrong passwords, then answers 429 even for the right code", async () => {
    const { user, secret } = await enrolledUser();
    const challenge = cookiesFrom(await login(user, "203.0.113.9"));
    for (let attempt = 0; attempt < 5; attempt++) expect((await loginMfa(challenge, "111111", "203.0.113.9")).statusCode).toBe(401);
    const limited = await loginMfa(challenge, codeAt(secret), "203.0.113.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("works the same over tRPC", async () => {
    const { user, secret } = await enrolledUser();
    const first = await trpcCall(t.app, "mutation", "auth.login", { input: { email: user.email, password: user.password } });
    expect(first.data).toEqual({ mfa_required: true, methods: ["totp", "recovery_code"] });
    const done = await trpcCall(t.app, "mutation", "auth.loginMfa", { input: { code: codeAt(secret) }, cookies: cookiesFrom(first.response) });
    expect(done.data).toMatchObject({ id: user.id, mfa_enabled: true });
    const cookies = cookiesFrom(done.response);
    expect((await trpcCall(t.app, "query", "mfa.status", { cookies })).data).toMatchObject({ enabled: true, totp: true });
  });
});

describe("removing the app and renewing the codes", () => {
  it("needs the password and a current code, then emails the owner", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const { secret } = await enrolTotp(cookies);
    clock.advance(STEP_MS * 3);
    const remove = (payload: object) => t.app.inject({ method: "DELETE", url: "/api/users/mfa/totp", cookies, payload });
    expect((await remove({ password: "wrong-password", code: codeAt(secret) })).json()).toEqual({ message: API_MESSAGES.auth.currentPasswordWrong, code: "auth.currentPasswordWrong" });
    expect((await remove({ password: user.password, code: "000000" })).json()).toEqual({ message: API_MESSAGES.mfa.codeWrong, code: "mfa.codeWrong" });
    const removed = await remove({ password: user.password, code: codeAt(secret) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: API_MESSAGES.mfa.totpRemoved, code: "mfa.totpRemoved" });
    expect(await status(cookies)).toEqual({ enabled: false, required: false, totp: false, recovery_codes_left: 0, passkeys: [] });
    expect(await t.db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await securityEmails(user.email)).toEqual(["totp_added", "totp_removed"]);
    // Signing in takes the password alone again.
    expect((await login(user)).json()).toMatchObject({ id: user.id, mfa_enabled: false });
  });

  it("makes ten new recovery codes, and the old ones stop working", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const { secret, codes } = await enrolTotp(cookies);
    clock.advance(STEP_MS * 3);
    const renewed = await t.app.inject({
      method: "POST",
      url: "/api/users/mfa/recovery-codes",
      cookies,
      payload: { password: user.password, code: codeAt(secret) },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as RecoveryCodes).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);
    expect((await loginMfa(cookiesFrom(await login(user)), codes[0] ?? "")).statusCode).toBe(401);
    expect((await loginMfa(cookiesFrom(await login(user)), fresh[0] ?? "")).statusCode).toBe(200);
  });

  it("keeps an office account's last second factor", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const cookies = await signIn(t.app, admin);
    clock.advance(STEP_MS * 3);
    const refused = await t.app.inject({
      method: "DELETE",
      url: "/api/users/mfa/totp",
      cookies,
      payload: { password: admin.password, code: codeAt(admin.totpSecret ?? "") },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: API_MESSAGES.mfa.officeKeepsOne, code: "mfa.officeKeepsOne" });
    expect(await status(cookies)).toMatchObject({ enabled: true, required: true, totp: true });
  });
});

describe("an admin without two-step sign-in", () => {
  it("is refused by admin paths on both transports until the app is set up, and then let in", async () => {
    const admin = await createUser(t.db, { role: "admin", mfa: false });
    const first = await login(admin);
    expect(first.json()).toMatchObject({ role: "admin", mfa_enabled: false });
    const cookies = cookiesFrom(first);
    const rest = await t.app.inject({ method: "GET", url: "/api/appointments/all", cookies });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ message: API_MESSAGES.mfa.setupRequired, code: "mfa.setupRequired" });
    const trpc = await trpcCall(t.app, "query", "appointments.all", { cookies });
    expect(trpc.error).toEqual({ code: "FORBIDDEN", message: API_MESSAGES.mfa.setupRequired });
    // Their own account still works, so they can set it up.
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).statusCode).toBe(200);

    await enrolTotp(cookies);
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/all", cookies })).statusCode).toBe(200);
    expect((await trpcCall(t.app, "query", "appointments.all", { cookies })).status).toBe(200);
  });
});

describe("passkeys", () => {
  async function addPasskey(cookies: Cookies, name = "Rosa's phone"): Promise<{ passkey: SoftPasskey; codes: string[] }> {
    const options = await t.app.inject({ method: "POST", url: "/api/users/mfa/passkeys/options", cookies, headers: HOST });
    expect(options.statusCode).toBe(200);
    const { passkey, response } = createPasskey(options.json(), SITE);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/users/mfa/passkeys",
      cookies: { ...cookies, ...cookiesFrom(options) },
      headers: HOST,
      payload: { name, response },
    });
    expect(added.statusCode).toBe(200);
    return { passkey, codes: (added.json() as RecoveryCodes).recovery_codes };
  }

  async function passkeyLogin(passkey: SoftPasskey, cookies: Cookies = {}) {
    const options = await t.app.inject({ method: "POST", url: "/api/login/passkey/options", cookies, headers: HOST });
    const answer = usePasskey(passkey, options.json(), SITE);
    const sent = { ...cookies, ...cookiesFrom(options) };
    return { response: await t.app.inject({ method: "POST", url: "/api/login/passkey", cookies: sent, headers: HOST, payload: { response: answer } }), answer, sent };
  }

  it("adds a passkey (the first factor brings recovery codes), lists it, and emails the owner", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const { codes } = await addPasskey(cookies);
    expect(codes).toHaveLength(10);
    const listed = await status(cookies);
    expect(listed).toMatchObject({ enabled: true, totp: false, recovery_codes_left: 10 });
    expect(listed.passkeys).toEqual([{ id: expect.any(String), name: "Rosa's phone", created_at: clock.now().toISOString(), last_used_at: null, backed_up: false }]);
    expect(await securityEmails(user.email)).toEqual(["passkey_added"]);
    expect((await login(user)).json()).toEqual({ mfa_required: true, methods: ["passkey", "recovery_code"] });
  });

  it("signs in on its own, with no email or password typed", async () => {
    const user = await createUser(t.db);
    const { passkey } = await addPasskey(await signIn(t.app, user));
    const { response } = await passkeyLogin(passkey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id });
    expect(cookiesFrom(response).sid).toBeTruthy();
  });

  it("finishes a password sign-in as its second step, and only with that account's passkey", async () => {
    const user = await createUser(t.db);
    const { passkey } = await addPasskey(await signIn(t.app, user));
    const other = await createUser(t.db);
    const { passkey: othersPasskey } = await addPasskey(await signIn(t.app, other), "Other phone");

    const challenge = cookiesFrom(await login(user));
    const wrongAccount = await passkeyLogin(othersPasskey, challenge);
    expect(wrongAccount.response.statusCode).toBe(401);
    const done = await passkeyLogin(passkey, challenge);
    expect(done.response.statusCode).toBe(200);
    expect(done.response.json()).toMatchObject({ id: user.id });
  });

  it("refuses an answer played again, an answer for another site, and a registration challenge used to sign in", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const { passkey } = await addPasskey(cookies);
    const first = await passkeyLogin(passkey);
    expect(first.response.statusCode).toBe(200);
    const replay = await t.app.inject({ method: "POST", url: "/api/login/passkey", cookies: first.sent, headers: HOST, payload: { response: first.answer } });
    expect(replay.statusCode).toBe(401);

    const options = await t.app.inject({ method: "POST", url: "/api/login/passkey/options", headers: HOST });
    const phished = usePasskey(passkey, options.json(), { rpID: "localhost", origin: "https://look-alike.example" });
    const refused = await t.app.inject({ method: "POST", url: "/api/login/passkey", cookies: cookiesFrom(options), headers: HOST, payload: { response: phished } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: API_MESSAGES.mfa.passkeyFailed, code: "mfa.passkeyFailed" });

    const registration = await t.app.inject({ method: "POST", url: "/api/users/mfa/passkeys/options", cookies, headers: HOST });
    const crossed = usePasskey(passkey, registration.json(), SITE);
    const misuse = await t.app.inject({ method: "POST", url: "/api/login/passkey", cookies: cookiesFrom(registration), headers: HOST, payload: { response: crossed } });
    expect(misuse.statusCode).toBe(401);
  });

  it("removes a passkey with the password and a recovery code; the last one takes two-step sign-in off", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const { codes } = await addPasskey(cookies);
    const [{ id } = { id: "" }] = (await status(cookies)).passkeys;
    const remove = (payload: object) => t.app.inject({ method: "DELETE", url: `/api/users/mfa/passkeys/${encodeURIComponent(id)}`, cookies, payload });
    expect((await remove({ password: user.password, code: "0000-0000-0000" })).statusCode).toBe(400);
    const removed = await remove({ password: user.password, code: codes[0] });
    expect(removed.json()).toEqual({ message: API_MESSAGES.mfa.passkeyRemoved, code: "mfa.passkeyRemoved" });
    expect(await status(cookies)).toEqual({ enabled: false, required: false, totp: false, recovery_codes_left: 0, passkeys: [] });
    expect(await securityEmails(user.email)).toEqual(["passkey_added", "recovery_code_used", "passkey_removed"]);
    const missing = await t.app.inject({ method: "DELETE", url: "/api/users/mfa/passkeys/unknown", cookies, payload: { password: user.password, code: codes[1] } });
    expect(missing.statusCode).toBe(404);
  });

  it("lets an admin without an app set up a passkey instead, which opens the admin paths", async () => {
    const admin = await createUser(t.db, { role: "admin", mfa: false });
    const cookies = cookiesFrom(await login(admin));
    await addPasskey(cookies);
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/all", cookies })).statusCode).toBe(200);
  });
});
