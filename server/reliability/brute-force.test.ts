import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { createUser, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";

/**
 * Password guessing against one account, with the documented default limits
 * (docs/decisions/0070-brute-force-limits.md): 10 failures per address and account,
 * 20 per account from all addresses together, per 15 minutes. Past a limit even the
 * right password gets 429, so a guess cannot be confirmed; the lock ends by itself.
 */
const WINDOW_MS = 15 * 60_000;
const PER_ADDRESS = 10;
const PER_ACCOUNT = 20;

const clock = testClock("2026-03-02T16:00:00.000Z");
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, which an attacker can vary.
  t = await createTestApp({ now: clock.now, env: { TRUST_PROXY: "true" } });
});
beforeEach(async () => {
  clock.advance(WINDOW_MS + 1000);
  user = await createUser(t.db, { password: "the-right-password" });
});
afterAll(async () => {
  await t.close();
});

type Transport = "rest" | "trpc";
async function login(password: string, { from = "203.0.113.7", via = "rest" as Transport, email = user.email } = {}) {
  const headers = { "x-forwarded-for": from, "content-type": "application/json" };
  const payload = JSON.stringify({ email, password });
  const response =
    via === "rest"
      ? await t.app.inject({ method: "POST", url: "/api/login", headers, payload })
      : await t.app.inject({ method: "POST", url: "/trpc/auth.login", headers, payload });
  return { status: response.statusCode, retryAfter: Number(response.headers["retry-after"] ?? 0), body: response.json() as unknown };
}

describe("guessing one account's password", () => {
  it(`from one address: ${PER_ADDRESS} wrong guesses, then 429 even for the right password until the window ends`, async () => {
    for (let guess = 0; guess < PER_ADDRESS; guess++) expect((await login(`guess-${guess}`)).status).toBe(401);

    const locked = await login("the-right-password");
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: API_MESSAGES.auth.tooManyFailedLogins, code: "auth.tooManyFailedLogins" });
    expect(locked.retryAfter).toBeGreaterThan(0);
    expect(locked.retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);

    clock.advance(WINDOW_MS - 60_000);
    expect((await login("the-right-password")).status).toBe(429);
    clock.advance(60_000 + 1000);
    expect((await login("the-right-password")).status).toBe(200);
  });

  it("counts REST and tRPC attempts together", async () => {
    for (let guess = 0; guess < PER_ADDRESS; guess++) {
      expect((await login(`guess-${guess}`, { via: guess % 2 ? "trpc" : "rest" })).status).toBe(401);
    }
    const overTrpc = await login("the-right-password", { via: "trpc" });
    expect(overTrpc.status).toBe(429);
    expect(overTrpc.body).toMatchObject({ error: { message: API_MESSAGES.auth.tooManyFailedLogins, data: { code: "TOO_MANY_REQUESTS" } } });
    expect((await login("the-right-password", { via: "rest" })).status).toBe(429);
  });

  it("counts every spelling of the email as the same account", async () => {
    const spellings = [user.email, user.email.toUpperCase(), `  ${user.email} `, user.email.replace(/^./, (c) => c.toUpperCase())];
    for (let guess = 0; guess < PER_ADDRESS; guess++) {
      expect((await login(`guess-${guess}`, { email: spellings[guess % spellings.length] })).status).toBe(401);
    }
    expect((await login("the-right-password")).status).toBe(429);
  });

  it("does not lock the owner out from another address when one address guesses", async () => {
    for (let guess = 0; guess < PER_ADDRESS; guess++) await login(`guess-${guess}`, { from: "198.51.100.66" });
    expect((await login("the-right-password", { from: "198.51.100.66" })).status).toBe(429);
    expect((await login("the-right-password", { from: "203.0.113.7" })).status).toBe(200);
  });

  it(`from many addresses: ${PER_ACCOUNT} wrong guesses in all, then 429 for everyone until the window ends`, async () => {
    for (let guess = 0; guess < PER_ACCOUNT; guess++) {
      // A new address for every guess: spoofed X-Forwarded-For or a botnet.
      expect((await login(`guess-${guess}`, { from: `192.0.2.${guess + 1}` })).status).toBe(401);
    }
    const locked = await login("the-right-password", { from: "192.0.2.200" });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: API_MESSAGES.auth.tooManyFailedLogins, code: "auth.tooManyFailedLogins" });

    clock.advance(WINDOW_MS + 1000);
    expect((await login("the-right-password", { from: "192.0.2.200" })).status).toBe(200);
  });

  it("leaves other accounts alone while one is under attack", async () => {
    for (let guess = 0; guess < PER_ACCOUNT; guess++) await login(`guess-${guess}`, { from: `192.0.2.${guess + 1}` });
    const bystander = await createUser(t.db, { password: "bystander-password" });
    expect((await login("bystander-password", { email: bystander.email, from: "192.0.2.1" })).status).toBe(200);
  });
});

describe("without a trusted proxy", () => {
  it("ignores X-Forwarded-For, so varying it buys no extra guesses", async () => {
    const direct = await createTestApp({ now: clock.now });
    try {
      const target = await createUser(direct.db, { password: "the-right-password" });
      const attempt = (password: string, from: string) =>
        direct.app.inject({ method: "POST", url: "/api/login", headers: { "x-forwarded-for": from }, payload: { email: target.email, password } });
      for (let guess = 0; guess < PER_ADDRESS; guess++) {
        expect((await attempt(`guess-${guess}`, `192.0.2.${guess + 1}`)).statusCode).toBe(401);
      }
      expect((await attempt("the-right-password", "192.0.2.99")).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
