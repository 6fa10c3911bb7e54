import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { argon2Calls, passwordHashingLoad } from "../auth/password";
import { API_MESSAGES } from "../shared/api-messages";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Issue 29 item 13 (decision 0178): a flood of sign-ins holds at most PASSWORD_HASH_CONCURRENCY
 * argon2 runs on the thread pool and PASSWORD_HASH_QUEUE waiting; the rest are answered 503 with
 * Retry-After at once, so file reads and DNS keep threads. argon2 is held by the test (its seam in
 * server/auth/password.ts), so the counts do not depend on how fast this machine hashes.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "3", LOGIN_MAX_FAILURES: "1000" } });
});
afterAll(async () => {
  await t.close();
});

describe("a flood of sign-ins", () => {
  it("runs one hash, queues three, and answers the rest 503 with Retry-After on both transports", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const verify = argon2Calls.verify;
    const spy = vi.spyOn(argon2Calls, "verify").mockImplementation(async (...args) => {
      await held;
      return verify(...args);
    });
    try {
      const signIns = Array.from({ length: 12 }, (_, index) =>
        t.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: `nobody-${index}@example.com`, password: "a wrong guess" },
          remoteAddress: `198.51.100.${index + 1}`,
        }),
      );
      // A hang guard, not a speed limit: each sign-in first reserves its attempt in the database.
      await vi.waitFor(() => expect(passwordHashingLoad()).toEqual({ running: 1, waiting: 3 }), { timeout: 30_000 });
      const overTrpc = await trpcCall(t.app, "mutation", "auth.login", { input: { email: "nobody-trpc@example.com", password: "a wrong guess" } });
      expect(overTrpc.status).toBe(503);
      expect(overTrpc.error).toEqual({ message: API_MESSAGES.request.busy, code: "SERVICE_UNAVAILABLE" });
      release();

      const answers = await Promise.all(signIns);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(busy).toHaveLength(8);
      for (const answer of busy) {
        expect(answer.headers["retry-after"]).toBe("1");
        expect(answer.json()).toEqual({ message: API_MESSAGES.request.busy, code: "request.busy" });
      }
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(4);
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      release();
      spy.mockRestore();
    }
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
