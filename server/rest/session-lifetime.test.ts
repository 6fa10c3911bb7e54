import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";

/**
 * Absolute session lifetimes (issue 29 item 18, decision 0171): use keeps a session alive, but
 * only until 30 days after sign-in for a client and 12 hours for an admin.
 */
const clock = testClock("2026-03-02T16:00:00.000Z");
const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  // The admin idle limit is the longest allowed, so only the absolute lifetime ends the admin's session here.
  t = await createTestApp({ now: clock.now, env: { ADMIN_IDLE_MINUTES: String(24 * 60) } });
});
afterAll(async () => {
  await t.close();
});

const refresh = (cookies: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/auth/refresh", cookies });

/** Refreshes every `everyMs` until `forMs` have passed since now; the cookies of the last success and the first refusal's status. */
async function keepUsing(cookies: Record<string, string>, everyMs: number, forMs: number) {
  let current = cookies;
  for (let spent = 0; spent < forMs; spent += everyMs) {
    clock.advance(everyMs);
    const answer = await refresh(current);
    if (answer.statusCode !== 200) return { refusedAfterMs: spent + everyMs, status: answer.statusCode };
    current = { ...current, ...cookiesFrom(answer) };
  }
  return { refusedAfterMs: null, status: 200 };
}

describe("a session in constant use", () => {
  it("ends 30 days after a client signed in", async () => {
    clock.reset();
    const cookies = await signIn(t.app, await createUser(t.db));
    expect(await keepUsing(cookies, 2 * 24 * HOUR, 40 * 24 * HOUR)).toEqual({ refusedAfterMs: 30 * 24 * HOUR, status: 401 });
  });

  it("ends 12 hours after an admin signed in", async () => {
    clock.reset();
    const cookies = await signIn(t.app, await createUser(t.db, { role: "admin" }));
    expect(await keepUsing(cookies, HOUR, 24 * HOUR)).toEqual({ refusedAfterMs: 12 * HOUR, status: 401 });
  });
});
