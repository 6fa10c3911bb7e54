import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { cookiesFrom, createUser, signIn, type TestUser } from "../testing/factories";
import { REFRESH_REUSE_GRACE_MS } from "../services/auth/sessions.service";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { argon2Calls } from "../auth/password";

const MINUTE = 60_000;
const START = "2026-03-02T16:00:00.000Z";

describe("POST /api/register", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = { fullName: "Ana Lopez", email: "  Ana.Lopez@Example.COM ", phone: null, password: "tidy-lemon-7" };

  it("creates a client with a normalised email and an argon2id hash, without signing in", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/register", payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: API_MESSAGES.auth.registered, code: "auth.registered" });
    expect(response.cookies).toEqual([]);
    const row = await t.db.user.findUniqueOrThrow({ where: { email: "ana.lopez@example.com" } });
    expect(row).toMatchObject({ fullName: "Ana Lopez", phone: null, role: "client", locale: "en" });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("keeps the language the visitor registered in", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...valid, email: "lucia@example.com", locale: "es" },
    });
    expect(response.statusCode).toBe(201);
    expect((await t.db.user.findUniqueOrThrow({ where: { email: "lucia@example.com" } })).locale).toBe("es");
  });

  it("answers an email that differs only in case exactly as a new one, and makes no account (decision 0181)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...valid, email: "ANA.LOPEZ@example.com" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: API_MESSAGES.auth.registered, code: "auth.registered" });
    expect(await t.db.user.count({ where: { email: "ana.lopez@example.com" } })).toBe(1);
  });

  it.each([
    [{ ...valid, email: "bo@example.com", fullName: " " }, "Full name is required."],
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address."],
    [{ ...valid, email: "cy@example.com", password: "12345" }, MESSAGES.register.passwordTooShort],
    [{}, "Full name is required."],
  ])("answers 400 naming the problem for %j", async (payload, message) => {
    const response = await t.app.inject({ method: "POST", url: "/api/register", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: expect.any(String) });
  });

  it("keeps an optional phone", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...valid, email: "dee@example.com", phone: "(559) 555-0199" },
    });
    expect(response.statusCode).toBe(201);
    expect((await t.db.user.findUniqueOrThrow({ where: { email: "dee@example.com" } })).phone).toBe("(559) 555-0199");
  });
});

describe("sign-in, session cookies, refresh and sign-out", () => {
  const clock = testClock(START);
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    user = await createUser(t.db, { fullName: "Maria Gomez" });
  });
  beforeEach(() => clock.reset());
  afterAll(async () => {
    await t.close();
  });

  const me = (cookies: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/users/me", cookies });
  const refresh = (cookies: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/auth/refresh", cookies });

  it("answers the user and sets httpOnly, SameSite=Lax, signed cookies", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      full_name: "Maria Gomez",
      email: user.email,
      phone: null,
      role: "client",
      locale: "en",
      mfa_enabled: false,
    });
    const sid = response.cookies.find((cookie) => cookie.name === "sid");
    const rt = response.cookies.find((cookie) => cookie.name === "rt");
    expect(sid).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
    expect(rt).toMatchObject({ path: "/api/auth", httpOnly: true, sameSite: "Lax" });
    expect(sid?.secure).toBeUndefined();
    // Signed: the value ends with an HMAC after the last dot.
    expect(sid?.value).toMatch(/^[\w-]+\.\d+\.[\w+/=]+$/);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email, password: "wrong-password" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "nobody@example.com", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MESSAGES.auth.invalidCredentials, code: "auth.invalidCredentials" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toEqual([]);
  });

  it("spends an argon2 verification on an unknown email too, so timing does not reveal accounts", async () => {
    // argon2's verify, watched: a sign-in's cost is counted in verifications, not measured in milliseconds.
    const verifications = vi.spyOn(argon2Calls, "verify");
    const verifiedHashesFor = async (email: string) => {
      verifications.mockClear();
      await t.app.inject({ method: "POST", url: "/api/login", payload: { email, password: "wrong-password" } });
      return verifications.mock.calls.map(([hash]) => hash);
    };
    const known = await verifiedHashesFor(user.email);
    const unknown = await verifiedHashesFor("nobody@example.com");
    verifications.mockRestore();
    // One verification each, the unknown email's against a real argon2id hash of the same cost.
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    const parameters = (hash: unknown) => String(hash).split("$").slice(1, 4).join("$");
    expect(parameters(unknown[0])).toBe(parameters(known[0]));
  });

  it("answers 400 for a sign-in without an email or password", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Password is required.", code: "validation.passwordRequired" });
  });

  it("resolves the current user from the cookie, and 401 without or with a tampered one", async () => {
    const cookies = await signIn(t.app, user);
    expect((await me(cookies)).json()).toMatchObject({ id: user.id, email: user.email });
    expect((await me({})).statusCode).toBe(401);
    const tampered = cookies.sid.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    const response = await me({ sid: tampered });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_MESSAGES.auth.signInRequired, code: "auth.signInRequired" });
  });

  it("stops accepting the access cookie after ACCESS_TOKEN_TTL_SECONDS; a refresh renews it", async () => {
    const cookies = await signIn(t.app, user);
    clock.advance(t.config.accessTokenTtlSeconds * 1000 + 1000);
    expect((await me(cookies)).statusCode).toBe(401);

    const refreshed = await refresh(cookies);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ ok: true });
    const renewed = cookiesFrom(refreshed);
    expect(renewed.rt).toBeTruthy();
    expect(renewed.rt).not.toBe(cookies.rt);
    expect((await me({ sid: renewed.sid as string })).statusCode).toBe(200);
  });

  it("treats a refresh token used again after the grace period as stolen and revokes the whole session", async () => {
    const cookies = await signIn(t.app, user);
    const first = cookiesFrom(await refresh(cookies));
    expect((await me({ sid: first.sid as string })).statusCode).toBe(200);

    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refresh(cookies);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: API_MESSAGES.auth.sessionExpired, code: "auth.sessionExpired" });
    // Both the attacker's and the rightful holder's newer tokens are now dead.
    expect((await me({ sid: first.sid as string })).statusCode).toBe(401);
    expect((await refresh({ rt: first.rt as string })).statusCode).toBe(401);
  });

  it("gives a refresh token used again within the grace period (its first answer lost with the page) a successor, and the session lives", async () => {
    const cookies = await signIn(t.app, user);
    const lost = cookiesFrom(await refresh(cookies));
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const again = await refresh(cookies);
    expect(again.statusCode).toBe(200);
    const renewed = cookiesFrom(again);
    expect(renewed.rt).toBeTruthy();
    expect(renewed.rt).not.toBe(lost.rt);
    expect((await me({ sid: renewed.sid as string })).statusCode).toBe(200);
    expect((await refresh({ rt: renewed.rt as string })).statusCode).toBe(200);
    // The grace runs from the first use: a third use of the same token, past it, is a theft.
    clock.advance(2000);
    expect((await refresh(cookies)).statusCode).toBe(401);
  });

  it("answers 401 to a refresh without a cookie, with a forged one, or after the session has ended", async () => {
    expect((await refresh({})).statusCode).toBe(401);
    expect((await refresh({ rt: "forged-token" })).statusCode).toBe(401);
    const cookies = await signIn(t.app, user);
    clock.advance(t.config.refreshTokenTtlDays * 24 * 60 * MINUTE + MINUTE);
    const response = await refresh(cookies);
    expect(response.statusCode).toBe(401);
    // The failed refresh clears the dead cookies.
    expect(cookiesFrom(response)).toEqual({ sid: "", rt: "" });
  });

  it("revokes the session on logout so replayed cookies no longer work, even after the access part lapsed", async () => {
    const cookies = await signIn(t.app, user);
    clock.advance(t.config.accessTokenTtlSeconds * 1000 + 1000);
    const response = await t.app.inject({ method: "POST", url: "/api/logout", cookies: { sid: cookies.sid } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(cookiesFrom(response)).toEqual({ sid: "", rt: "" });
    expect((await refresh(cookies)).statusCode).toBe(401);
    clock.reset();
    expect((await me(cookies)).statusCode).toBe(401);
  });

  it("answers 200 to a logout without any session", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(200);
  });

  it("replaces the device's old session when signing in again", async () => {
    const first = await signIn(t.app, user);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email, password: user.password },
      cookies: { sid: first.sid },
    });
    expect(again.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me({ sid: cookiesFrom(again).sid as string })).statusCode).toBe(200);
    // Ended sessions are swept at sign-in, so the table keeps only live ones.
    expect(await t.db.session.count({ where: { userId: user.id, revokedAt: { not: null } } })).toBe(0);
  });
});

describe("cookie Secure flag", () => {
  it("is set when the request came over HTTPS through a trusted proxy (COOKIE_SECURE=auto)", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const user = await createUser(t.db);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { email: user.email, password: user.password },
      });
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("is always set with COOKIE_SECURE=true", async () => {
    const t = await createTestApp({ env: { COOKIE_SECURE: "true" } });
    try {
      const user = await createUser(t.db);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: user.password },
      });
      // The session's two, and the browser's device cookie (decision 0179), prefixed (decision 0182).
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(["__Host-dev", "__Host-sid", "__Secure-rt"]);
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe("sign-in and registration limits", () => {
  const clock = testClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      env: { LOGIN_MAX_FAILURES: "3", LOGIN_FAILURE_WINDOW_MINUTES: "15", REGISTER_MAX_PER_HOUR: "2" },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

  it("answers 429 after too many failures for one IP and email, until the window ends", async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(user.email, "wrong-password")).statusCode).toBe(401);

    const limited = await login(user.email, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_MESSAGES.auth.tooManyFailedLogins, code: "auth.tooManyFailedLogins" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    // Another account from the same address is not locked out.
    const other = await createUser(t.db);
    expect((await login(other.email, other.password)).statusCode).toBe(200);

    clock.advance(15 * MINUTE + 1000);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("forgets the failures after a successful sign-in", async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < 2; attempt++) await login(user.email, "wrong-password");
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) expect((await login(user.email, "wrong-password")).statusCode).toBe(401);
  });

  it("answers 429 to registrations past the hourly limit per IP", async () => {
    const register = (email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { fullName: "New Person", email, phone: null, password: "tidy-lemon-7" },
      });
    expect((await register("one@example.com")).statusCode).toBe(201);
    expect((await register("two@example.com")).statusCode).toBe(201);
    const limited = await register("three@example.com");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_MESSAGES.auth.tooManyRegistrations, code: "auth.tooManyRegistrations" });
    expect(await t.db.user.count({ where: { email: "three@example.com" } })).toBe(0);
  });
});
