import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { argon2Calls } from "../auth/password";
import { totpCode } from "../auth/totp";
import { openDatabase, type Db } from "../db";
import { databaseTarget } from "../db/database-url";
import { API_MESSAGES } from "../shared/api-messages";
import { cookiesFrom, createUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";

/**
 * Issue 31 (decision 0215): two instances of the application on one database count against one
 * budget. Here two `buildApp` servers share one SQLite file, each with its own connection, as two
 * processes would; server/reliability/two-instances.test.ts sends two server processes on one
 * PostgreSQL database wrong passwords at once.
 */
const PER_ADDRESS = 4;
const PER_ACCOUNT = 6;
const WINDOW_MS = 15 * 60_000;
const clock = testClock("2026-03-02T15:00:10.000Z");
let t: TestApp;
let otherDb: Db;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    env: { LOGIN_MAX_FAILURES: String(PER_ADDRESS), LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT) },
  });
  otherDb = await openDatabase(databaseTarget(t.config.database));
  other = await buildApp({ config: t.config, db: otherDb, now: clock.now });
  await other.ready();
});
beforeEach(() => {
  clock.advance(WINDOW_MS + 1000);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await other.close();
  await otherDb.$disconnect();
  await t.close();
});

const login = (app: FastifyInstance, email: string, password: string, remoteAddress = "198.51.100.20") =>
  app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress });

describe("two instances on one database", () => {
  it("share one address's budget: failures counted on one lock the account out on the other, the right password too", async () => {
    const user = await createUser(t.db, { password: "the-right-password" });
    for (let guess = 0; guess < PER_ADDRESS; guess++) {
      expect((await login(guess % 2 === 0 ? t.app : other, user.email, `guess-${guess}`)).statusCode).toBe(401);
    }
    for (const app of [t.app, other]) {
      const locked = await login(app, user.email, "the-right-password");
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: API_MESSAGES.auth.tooManyFailedLogins, code: "auth.tooManyFailedLogins" });
    }
    clock.advance(WINDOW_MS);
    expect((await login(other, user.email, "the-right-password")).statusCode).toBe(200);
  });

  it("share one account's budget across addresses and instances", async () => {
    const user = await createUser(t.db, { password: "the-right-password" });
    for (let guess = 0; guess < PER_ACCOUNT; guess++) {
      const answer = await login(guess % 2 === 0 ? t.app : other, user.email, `guess-${guess}`, `198.51.100.${100 + guess}`);
      expect(answer.statusCode).toBe(401);
    }
    expect((await login(t.app, user.email, "the-right-password", "198.51.100.200")).statusCode).toBe(429);
    expect((await login(other, user.email, "the-right-password", "198.51.100.201")).statusCode).toBe(429);
  });

  it("take a two-step challenge once: finished on one, it opens nothing on the other", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const secret = admin.totpSecret ?? "";
    const challenge = cookiesFrom(await login(t.app, admin.email, admin.password));
    expect(Object.keys(challenge)).toEqual(["mfa"]);
    const code = (steps: number) => ({ code: totpCode(secret, new Date(clock.now().getTime() + steps * 30_000)) });
    expect((await t.app.inject({ method: "POST", url: "/api/login/mfa", cookies: challenge, payload: code(0) })).statusCode).toBe(200);
    // A copy of the cookie, with a later code of the app, on the other instance.
    const replay = await other.inject({ method: "POST", url: "/api/login/mfa", cookies: challenge, payload: code(1) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: API_MESSAGES.mfa.challengeExpired, code: "mfa.challengeExpired" });
  });

  it("share the password-reset requests' budget", async () => {
    const limit = t.config.rateLimits.passwordResets.max;
    const request = (app: FastifyInstance) =>
      app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "someone@example.com" }, remoteAddress: "198.51.100.30" });
    for (let index = 0; index < limit; index++) expect((await request(index % 2 === 0 ? t.app : other)).statusCode).toBe(200);
    expect((await request(t.app)).statusCode).toBe(429);
    expect((await request(other)).statusCode).toBe(429);
  });
});

describe("wrong passwords sent at once", () => {
  it(`50 with a limit of ${PER_ADDRESS}: exactly ${PER_ADDRESS} reach the password check`, async () => {
    const user = await createUser(t.db, { password: "the-right-password" });
    const verify = vi.spyOn(argon2Calls, "verify");
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => login(t.app, user.email, `guess-${index}`, "198.51.100.50")));
    expect(verify).toHaveBeenCalledTimes(PER_ADDRESS);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - PER_ADDRESS);
  });
});
