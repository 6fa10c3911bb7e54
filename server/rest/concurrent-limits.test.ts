import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * Issue 29 item 4: guess limits that concurrency cannot walk through. Every attempt is counted
 * before the expensive check runs (decision 0161), so of many attempts sent at once, on REST or
 * in one tRPC batch, at most the limit is evaluated and the rest are answered 429 unevaluated.
 * An evaluated wrong password answers 401; an unevaluated one 429.
 */
const LIMIT = 10;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: String(LIMIT), LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000" } });
});
afterAll(async () => {
  await t.close();
});

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe("sign-in guesses sent at once", () => {
  it.each([60, 300])("%i wrong passwords over REST: at most the limit are evaluated", async (attempts) => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: attempts }, () =>
        t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: "wrong-guess" }, remoteAddress: `198.51.100.${attempts % 250}` }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 401: LIMIT, 429: attempts - LIMIT });
  });

  it("63 wrong passwords in tRPC batches sent at once: each call counts", async () => {
    const user = await createUser(t.db);
    // Nine calls fill a batch's address (the router's path parameter is at most 100 characters).
    const perBatch = 9;
    const batch = () =>
      t.app.inject({
        method: "POST",
        url: `/trpc/${Array(perBatch).fill("auth.login").join(",")}?batch=1`,
        payload: Object.fromEntries(Array.from({ length: perBatch }, (_, index) => [String(index), { email: user.email, password: "wrong-guess" }])),
        remoteAddress: "198.51.100.63",
      });
    const responses = await Promise.all(Array.from({ length: 7 }, batch));
    const codes = responses.flatMap((response) => {
      expect(Array.isArray(response.json()), response.body.slice(0, 300)).toBe(true);
      return (response.json() as { error?: { data: { httpStatus: number } } }[]).map((entry) => entry.error?.data.httpStatus ?? 200);
    });
    expect(statusCounts(codes)).toEqual({ 401: LIMIT, 429: 63 - LIMIT });
  });

  it("the right password gives its reserved attempt back", async () => {
    const user = await createUser(t.db);
    const signIn = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password }, remoteAddress: "198.51.100.7" });
    for (let index = 0; index < LIMIT - 1; index++) expect((await signIn("wrong-guess")).statusCode).toBe(401);
    // Nine failures, then the owner: signed in, and the address's count is cleared.
    expect((await signIn(user.password)).statusCode).toBe(200);
    expect((await signIn("wrong-guess")).statusCode).toBe(401);
  });
});

describe("email changes sent at once", () => {
  it("30 requests with the right password queue at most the hourly limit of emails", async () => {
    const user = await createUser(t.db);
    const cookies = cookiesFrom(
      await t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: user.password }, remoteAddress: "198.51.100.30" }),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        t.app.inject({
          method: "POST",
          url: "/api/users/email-change",
          cookies,
          payload: { newEmail: `attacker-${index}@example.net`, currentPassword: user.password },
        }),
      ),
    );
    const limit = t.config.rateLimits.passwordResets.max;
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 200: limit, 429: 30 - limit });
    expect(await t.db.outboxMessage.count({ where: { recipient: { startsWith: "attacker-" } } })).toBe(limit);
  });
});

describe("password changes sent at once", () => {
  it("60 guesses of the current password with one session: at most the limit are evaluated, and the right one is then refused too", async () => {
    const user = await createUser(t.db);
    const cookies = cookiesFrom(
      await t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: user.password }, remoteAddress: "198.51.100.60" }),
    );
    const change = (currentPassword: string) =>
      t.app.inject({ method: "PUT", url: "/api/users/password", cookies, payload: { currentPassword, newPassword: "taken-over-pass-1" } });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => change(`guess-${index}-pass`)));
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 400: LIMIT, 429: 60 - LIMIT });
    expect((await change(user.password)).statusCode).toBe(429);
  });
});

describe("API keys sent at once", () => {
  it("a good key's concurrent requests never count as failures; bad keys are counted before the lookup", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const created = await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: await signIn(t.app, admin), payload: { name: "Sync", scope: "read" } });
    const { key } = created.json() as { key: string };
    const limit = t.config.rateLimits.apiKeyFailures.max;
    const call = (bearer: string) =>
      t.app.inject({ method: "GET", url: "/api/appointments/all", headers: { authorization: `Bearer ${bearer}` }, remoteAddress: "198.51.100.99" });
    // Forty at once, more than the failure limit: all answered.
    const good = await Promise.all(Array.from({ length: 2 * limit }, () => call(key)));
    expect(statusCounts(good.map((answer) => answer.statusCode))).toEqual({ 200: 2 * limit });
    const bad = await Promise.all(Array.from({ length: 3 * limit }, (_, index) => call(`txp_not-a-key-${index}`)));
    expect(statusCounts(bad.map((answer) => answer.statusCode))).toEqual({ 401: limit, 429: 2 * limit });
  });
});
