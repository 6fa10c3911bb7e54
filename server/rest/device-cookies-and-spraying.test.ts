import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRUSTED_DEVICE_COOKIE } from "../auth/session-cookie-values";
import { API_MESSAGES } from "../shared/api-messages";
import { cookiesFrom, createUser, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Issue 29 items 5 and 6 (decision 0179): a flood of wrong passwords against an account from
 * other addresses does not lock its owner out on a browser that finished a sign-in before (its
 * device cookie), while unknown browsers stay limited; and one address has a budget of failures
 * across every account, so spraying a password over many accounts is slow too.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: "10", LOGIN_MAX_FAILURES_PER_ACCOUNT: "20", LOGIN_MAX_FAILURES_PER_ADDRESS: "30" } });
});
afterAll(async () => {
  await t.close();
});

type Cookies = Record<string, string>;
const login = (email: string, password: string, remoteAddress: string, cookies: Cookies = {}) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress, cookies });

/** Signs in once from `remoteAddress` and keeps only the device cookie, as a browser would after signing out. */
async function deviceCookieOf(user: TestUser, remoteAddress: string): Promise<Cookies> {
  const answer = await login(user.email, user.password, remoteAddress);
  expect(answer.statusCode).toBe(200);
  const device = cookiesFrom(answer)[TRUSTED_DEVICE_COOKIE];
  expect(device).toBeTruthy();
  return { [TRUSTED_DEVICE_COOKIE]: device as string };
}

/** 25 wrong passwords for `email`, each from its own address: past the account's limit of 20. */
async function flood(email: string, prefix: string): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => login(email, "a wrong guess", `${prefix}.${index + 1}`)));
  return answers.map((answer) => answer.statusCode);
}

describe("an account under a flood of wrong passwords (item 5)", () => {
  it("keeps its owner's known browser working while unknown browsers get 429", async () => {
    const owner = await createUser(t.db);
    const device = await deviceCookieOf(owner, "192.0.2.10");

    const statuses = await flood(owner.email, "203.0.113");
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);

    // A browser that never signed in to this account is refused, even with the right password...
    const unknown = await login(owner.email, owner.password, "192.0.2.10");
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual({ message: API_MESSAGES.auth.tooManyFailedLogins, code: "auth.tooManyFailedLogins" });
    // ...the owner's own is not, from the same address, and on tRPC too.
    expect((await login(owner.email, owner.password, "192.0.2.10", device)).statusCode).toBe(200);
    const overTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      remoteAddress: "192.0.2.10",
      cookies: device,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(overTrpc.statusCode).toBe(200);
  });

  it("gives the known browser a limit of its own, and a cookie of another account, or a forged one, nothing", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const ownDevice = await deviceCookieOf(owner, "192.0.2.20");
    const othersDevice = await deviceCookieOf(other, "192.0.2.21");
    await flood(owner.email, "203.0.114");

    expect((await login(owner.email, owner.password, "192.0.2.22", othersDevice)).statusCode).toBe(429);
    const forged = { [TRUSTED_DEVICE_COOKIE]: `${owner.id}.AAAAAAAAAAAAAAAAAAAAAA` };
    expect((await login(owner.email, owner.password, "192.0.2.22", forged)).statusCode).toBe(429);

    // A stolen device cookie buys ten guesses, then that browser waits like any other.
    const guesses = await Promise.all(Array.from({ length: 12 }, () => login(owner.email, "another wrong guess", "192.0.2.23", ownDevice)));
    expect(guesses.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    expect((await login(owner.email, owner.password, "192.0.2.23", ownDevice)).statusCode).toBe(429);
  });
});

describe("password spraying from one address (item 6)", () => {
  it("evaluates at most 30 failures across 40 accounts, and leaves other addresses alone", async () => {
    const accounts = await Promise.all(Array.from({ length: 40 }, () => createUser(t.db)));
    const guesses = accounts.flatMap((account) => [login(account.email, "Spring2026!", "198.51.100.99"), login(account.email, "Fresno2026", "198.51.100.99")]);
    const statuses = (await Promise.all(guesses)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);

    // The right password from that address waits too, and signing in to one's own account there does not clear the count.
    const [first, second] = accounts as [TestUser, TestUser];
    expect((await login(first.email, first.password, "198.51.100.99")).statusCode).toBe(429);
    expect((await login(second.email, second.password, "198.51.100.100")).statusCode).toBe(200);
    const sprayOverTrpc = await trpcCall(t.app, "mutation", "auth.login", { input: { email: second.email, password: "Spring2026!" } });
    expect(sprayOverTrpc.status).toBe(401);
  });
});
