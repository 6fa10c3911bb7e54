import { createHashGate, type HashGate } from "./hash-gate";
import { hashOnThread, verifyOnThread } from "./hash-threads";

/**
 * argon2's two calls, on low-priority threads of their own (hash-threads.ts, decision 0256), reached
 * through one object so a test can count verifications with `vi.spyOn` (a sign-in's cost is
 * counted, not timed) without mocking the module for a whole worker: the unit tests share one
 * module graph per worker (vitest.config.ts).
 */
export const argon2Calls = { hash: hashOnThread, verify: verifyOnThread };

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
export const PRODUCTION_ARGON2_OPTIONS = {
  // 2 is Algorithm.Argon2id: a const enum, which isolated modules cannot import.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The least argon2id accepts, for test runs only: thousands of sign-ins at the production cost
 * (about 145 ms each on a 2-core machine) were a large share of the suite's time. A hash carries
 * its own parameters, so verifying works the same whichever cost made it.
 */
export const TEST_ARGON2_OPTIONS = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/** Both must be set, so no production start can weaken hashing by one stray variable. */
function argon2Options() {
  return process.env.NODE_ENV === "test" && process.env.ARGON2_TEST_COST === "low" ? TEST_ARGON2_OPTIONS : PRODUCTION_ARGON2_OPTIONS;
}

/**
 * One gate per process: two hashes at a time, each on its own low-priority thread, and the
 * memory they hold (19 MiB each) bounded with them; the server sets its own at start
 * (`configurePasswordHashing`, from PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE).
 */
let gate: HashGate = createHashGate({ concurrency: 2, maxWaiting: 64 });

export function configurePasswordHashing(limits: { concurrency: number; maxWaiting: number }): void {
  gate = createHashGate(limits);
}

export const passwordHashingLoad = () => gate.load();

/** A new hash, or 503 (BUSY) when too many are waiting already. */
export function hashPassword(password: string): Promise<string> {
  return gate.run(() => argon2Calls.hash(password, argon2Options()));
}

/** Whether `password` matches; a malformed stored hash is a mismatch. 503 (BUSY) when too many are waiting. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gate.run(() => argon2Calls.verify(passwordHash, password).catch(() => false));
}
