import { sign } from "@fastify/cookie";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeAccessCookie } from "../auth/session-cookie-values";
import { API_MESSAGES } from "../shared/api-messages";
import { cookiesFrom, createUser, type TestUser } from "../testing/factories";
import { REFRESH_REUSE_GRACE_MS } from "../services/auth/sessions.service";
import { testClock } from "../testing/test-clock";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";
import { openFingerprinter, type Fingerprinter } from "./db-fingerprint";
import { sessionMinter, type SessionCookies } from "./session-minter";

/**
 * Session security beyond the route tests (server/rest/auth.routes.test.ts and
 * friends): cookie attributes on every response that sets or clears them, on both
 * transports and behind an HTTPS proxy; refresh-token theft; revocation reaching
 * every credential of a session; forged cookies; and the cross-site check on every
 * state-changing call.
 */
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** Moved only past a used refresh token's grace period (decision 0148). */
const clock = testClock(new Date().toISOString());
let t: TestApp;
let user: TestUser;
let fingerprints: Fingerprinter;
let mint: ReturnType<typeof sessionMinter>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" }, now: clock.now });
  user = await createUser(t.db, { password: "first-password" });
  fingerprints = openFingerprinter(t.db);
  mint = sessionMinter(t);
});
afterAll(async () => {
  await t.close();
});

const me = (cookies: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/users/me", cookies });
const meOverTrpc = async (cookies: Record<string, string>) => (await trpcCall(t.app, "query", "users.me", { cookies })).status;
const refresh = (cookies: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/auth/refresh", cookies });
const cookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((item) => item.name === name);

describe("cookie attributes", () => {
  const login = {
    rest: (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url: "/api/login", headers, payload: { email: user.email, password: "first-password" } }),
    trpc: (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/trpc/auth.login",
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify({ email: user.email, password: "first-password" }),
      }),
  };

  it.each(["rest", "trpc"] as const)("%s sign-in sets signed, httpOnly, SameSite=Lax cookies for the session's lifetime", async (transport) => {
    const response = await login[transport]();
    expect(response.statusCode).toBe(200);
    expect(cookie(response, "sid")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: THIRTY_DAYS_SECONDS });
    expect(cookie(response, "rt")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth", maxAge: THIRTY_DAYS_SECONDS });
    for (const name of ["sid", "rt"]) {
      // `value.signature`: the HMAC makes any edit detectable.
      expect(cookie(response, name)?.value).toMatch(/\.[A-Za-z0-9+/]{43}$/);
      expect(cookie(response, name)?.secure).toBeUndefined();
    }
  });

  it.each(["rest", "trpc"] as const)("%s sign-in marks every cookie Secure when the proxy says the request came over HTTPS", async (transport) => {
    const response = await login[transport]({ "x-forwarded-proto": "https" });
    // Prefixed as the path allows (decision 0182): no sibling subdomain can set or shadow them.
    expect(response.cookies.map((item) => [item.name, item.secure])).toEqual([
      ["__Host-sid", true],
      ["__Secure-rt", true],
      ["__Host-dev", true],
    ]);
  });

  it("over HTTPS takes only the prefixed session cookie: one without the prefix (set from a sibling site) signs nobody in", async () => {
    const https = { "x-forwarded-proto": "https" };
    const plain = await mint(user.id);
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: https, cookies: plain })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: https, cookies: overHttps(plain) })).statusCode).toBe(200);
    // And over plain http, a prefixed one is not read either.
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies: overHttps(plain) })).statusCode).toBe(401);
  });

  it("marks the refreshed cookies Secure over HTTPS too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { "x-forwarded-proto": "https" },
      cookies: overHttps(await mint(user.id)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((item) => item.name)).toEqual(["__Host-sid", "__Secure-rt"]);
    expect(response.cookies.every((item) => item.secure === true && item.httpOnly === true && item.sameSite === "Lax")).toBe(true);
  });

  it("does not believe an X-Forwarded-Proto header when no trusted proxy is configured", async () => {
    const direct = await createTestApp();
    try {
      const directUser = await createUser(direct.db);
      const response = await direct.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { email: directUser.email, password: directUser.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.some((item) => item.secure)).toBe(false);
    } finally {
      await direct.close();
    }
  });

  it.each(["/api/logout", "/trpc/auth.logout"])("%s expires both cookies on the paths they were set on, so the browser drops them", async (url) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
      payload: "{}",
      cookies: overHttps(await mint(user.id)),
    });
    expect(response.statusCode).toBe(200);
    expect(cookie(response, "__Host-sid")).toMatchObject({ value: "", path: "/", httpOnly: true, sameSite: "Lax", secure: true });
    expect(cookie(response, "__Secure-rt")).toMatchObject({ value: "", path: "/api/auth", httpOnly: true, sameSite: "Lax", secure: true });
    for (const name of ["__Host-sid", "__Secure-rt"]) expect(cookie(response, name)?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

/** The same cookies under the names a browser keeps them by over HTTPS (decision 0182). */
function overHttps(cookies: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(cookies).map(([name, value]) => [name === "rt" ? `__Secure-${name}` : `__Host-${name}`, value]));
}

describe("stolen refresh tokens", () => {
  it("gives two requests racing with one refresh token a successor each: within the grace period that is no theft", async () => {
    const cookies = await mint(user.id);
    const [first, second] = await Promise.all([refresh(cookies), refresh(cookies)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    for (const response of [first, second]) expect((await me(cookiesFrom(response))).statusCode).toBe(200);
  });

  it("revokes the whole session when a used refresh token comes back after the grace period, leaving no live credential", async () => {
    const stolen = await mint(user.id);
    const renewed = cookiesFrom(await refresh(stolen));
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(401);
    expect(await meOverTrpc(renewed)).toBe(401);
    expect((await refresh(renewed)).statusCode).toBe(401);
    expect((await me(stolen)).statusCode).toBe(401);
  });

  it("revokes only the session the token belongs to: the user's other devices stay signed in", async () => {
    const laptop = await mint(user.id);
    const phone = await mint(user.id);
    expect((await refresh(laptop)).statusCode).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });
});

describe("revocation reaches every credential of a session", () => {
  it.each([
    ["REST logout", (cookies: SessionCookies) => t.app.inject({ method: "POST", url: "/api/logout", cookies })],
    ["tRPC logout", (cookies: SessionCookies) => trpcCall(t.app, "mutation", "auth.logout", { cookies })],
  ])("%s: neither the access cookie nor the refresh token works afterwards, on either transport", async (_name, logout) => {
    const cookies = await mint(user.id);
    await logout(cookies);
    expect((await me(cookies)).statusCode).toBe(401);
    expect(await meOverTrpc(cookies)).toBe(401);
    const refreshed = await refresh(cookies);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual({ message: API_MESSAGES.auth.sessionExpired, code: "auth.sessionExpired" });
  });

  it("a tRPC password change signs out every other session, refresh tokens included, and keeps this one", async () => {
    const owner = await createUser(t.db, { password: "old-password" });
    const current = await mint(owner.id);
    const others = [await mint(owner.id), await mint(owner.id)];
    const changed = await trpcCall(t.app, "mutation", "users.changePassword", {
      cookies: current,
      input: { currentPassword: "old-password", newPassword: "new-password" },
    });
    expect(changed.status).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    for (const other of others) {
      expect((await me(other)).statusCode).toBe(401);
      expect(await meOverTrpc(other)).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
  });
});

describe("forged and tampered cookies", () => {
  const FOREIGN_SECRET = "some-other-secret-that-is-also-long-enough-0123";

  it("refuses a session cookie that was edited, unsigned, signed with another secret or spliced from another session", async () => {
    const victim = await mint(user.id);
    const attacker = await mint((await createUser(t.db)).id);
    const [sessionId, expiry] = (t.app.unsignCookie(victim.sid).value ?? "").split(".") as [string, string];
    const longerLived = encodeAccessCookie(sessionId, new Date(Number(expiry) + 365 * 24 * 3_600_000));
    const forgeries = {
      "expiry extended, old signature": `${longerLived}.${victim.sid.split(".").at(-1)}`,
      unsigned: `${sessionId}.${expiry}`,
      "signed with another secret": sign(`${sessionId}.${expiry}`, FOREIGN_SECRET),
      "victim's value, attacker's signature": `${sessionId}.${expiry}.${attacker.sid.split(".").at(-1)}`,
    };
    for (const [kind, sid] of Object.entries(forgeries)) {
      expect((await me({ sid })).statusCode, kind).toBe(401);
      expect(await meOverTrpc({ sid }), kind).toBe(401);
    }
    expect((await me(victim)).statusCode).toBe(200);
  });

  it("refuses a tampered refresh token without touching the session it imitates", async () => {
    const victim = await mint(user.id);
    const token = t.app.unsignCookie(victim.rt).value ?? "";
    const before = await fingerprints.take();
    for (const rt of [`${token}.${"A".repeat(43)}`, sign(token, FOREIGN_SECRET), token, `${victim.rt}x`]) {
      const response = await refresh({ rt });
      expect(response.statusCode).toBe(401);
    }
    expect(await fingerprints.take()).toEqual(before);
    expect((await refresh(victim)).statusCode).toBe(200);
  });
});

describe("cross-site state-changing requests", () => {
  const FOREIGN = { host: "tax.example", origin: "https://evil.example" };
  const UNSAFE_REST: [string, string, object?][] = [
    ["POST", "/api/login", { email: "someone@example.com", password: "first-password" }],
    ["POST", "/api/logout"],
    ["POST", "/api/auth/refresh"],
    ["POST", "/api/register", { fullName: "Eve", email: "eve@example.com", phone: null, password: "tidy-lemon-7" }],
    ["POST", "/api/contact", { name: "Eve", email: "eve@example.com", message: "Spam" }],
    ["POST", "/api/appointments", { service: "Personal Tax Prep", appointment_time: "2030-01-07T17:00:00Z" }],
    ["PUT", "/api/appointments/1/confirm"],
    ["PUT", "/api/appointments/1/reschedule", { new_appointment_time: "2030-01-07T18:00:00Z" }],
    ["DELETE", "/api/appointments/1"],
    ["POST", "/api/blocked-times", { start_time: "2030-01-07T09:00", end_time: "2030-01-07T10:00" }],
    ["DELETE", "/api/blocked-times/1"],
    ["PUT", "/api/users/profile", { fullName: "Eve", phone: null }],
    ["PUT", "/api/users/password", { currentPassword: "first-password", newPassword: "evil-password" }],
  ];
  const MUTATIONS = [
    "auth.register",
    "auth.login",
    "auth.logout",
    "users.updateProfile",
    "users.changePassword",
    "appointments.book",
    "appointments.confirm",
    "appointments.reschedule",
    "appointments.cancel",
    "blockedTimes.create",
    "blockedTimes.delete",
    "contact.send",
  ];

  it("refuses every unsafe REST call from another site's page with 403 and changes nothing", async () => {
    const admin = await mint((await createUser(t.db, { role: "admin" })).id);
    const before = await fingerprints.take();
    for (const [method, url, payload] of UNSAFE_REST) {
      for (const headers of [FOREIGN, { host: FOREIGN.host, "sec-fetch-site": "cross-site" }]) {
        const response = await t.app.inject({ method: method as "POST", url, headers, cookies: admin, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: API_MESSAGES.auth.foreignOrigin, code: "auth.foreignOrigin" });
      }
    }
    expect(await fingerprints.take()).toEqual(before);
  });

  it("refuses every tRPC mutation from another site's page with 403 in tRPC's shape and changes nothing", async () => {
    const admin = await mint((await createUser(t.db, { role: "admin" })).id);
    const before = await fingerprints.take();
    for (const path of MUTATIONS) {
      const response = await t.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: { ...FOREIGN, "content-type": "application/json" },
        cookies: admin,
        payload: "{}",
      });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({
        error: { message: API_MESSAGES.auth.foreignOrigin, data: { code: "FORBIDDEN", httpStatus: 403 } },
      });
    }
    expect(await fingerprints.take()).toEqual(before);
  });
});
