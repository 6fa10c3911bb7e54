import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../db";
import { createTestDatabase, type TestDatabase } from "../../testing/test-db";
import { testClock } from "../../testing/test-clock";
import { createFixedWindowLimiter, reserveAttempt } from "./fixed-window-limiter";
import { createMemoryThrottle } from "./memory-throttle";
import { createSpentChallenges } from "./spent-challenges";
import { SWEEP_EVERY_MS } from "./sweep";

/** Decision 0215: the limits' windows and the spent challenges live in the database. */
const MINUTE_MS = 60_000;
const clock = testClock("2026-03-02T15:00:00.000Z");
let database: TestDatabase;
let deps: { db: Db; now: () => Date };

beforeEach(async () => {
  clock.reset();
  database = await createTestDatabase();
  deps = { db: database.db, now: clock.now };
});
afterEach(async () => {
  await database.cleanup();
});

const windowRows = () => database.db.rateLimitWindow.findMany({ orderBy: { limitKey: "asc" }, select: { limitKey: true, hits: true } });

describe("a fixed-window limiter in the database", () => {
  it("allows max attempts per window, then says how long to wait, and starts a new window when it ends", async () => {
    const limiter = createFixedWindowLimiter(deps, "test", { max: 3, windowMs: MINUTE_MS });
    for (let attempt = 0; attempt < 3; attempt++) expect(await reserveAttempt([[limiter, "k"]])).toBe(0);
    expect(await reserveAttempt([[limiter, "k"]])).toBe(60);
    expect(await limiter.retryAfterSeconds("k")).toBe(60);
    clock.advance(20_500);
    expect(await reserveAttempt([[limiter, "k"]])).toBe(40);
    expect(await limiter.retryAfterSeconds("other")).toBe(0);
    clock.advance(39_500);
    // The window is over: a new one starts with this attempt, for a full minute from now.
    expect(await limiter.retryAfterSeconds("k")).toBe(0);
    expect(await reserveAttempt([[limiter, "k"]])).toBe(0);
    expect(await windowRows()).toEqual([{ limitKey: "test:k", hits: 1 }]);
    clock.advance(59_000);
    expect(await reserveAttempt([[limiter, "k"]])).toBe(0);
    expect(await reserveAttempt([[limiter, "k"]])).toBe(0);
    expect(await reserveAttempt([[limiter, "k"]])).toBe(1);
  });

  it("gives a reserved attempt back with release, forgets a key with reset, and never goes below zero", async () => {
    const limiter = createFixedWindowLimiter(deps, "test", { max: 2, windowMs: MINUTE_MS });
    await reserveAttempt([[limiter, "k"]]);
    await reserveAttempt([[limiter, "k"]]);
    expect(await limiter.retryAfterSeconds("k")).toBe(60);
    await limiter.release("k");
    expect(await limiter.retryAfterSeconds("k")).toBe(0);
    expect(await reserveAttempt([[limiter, "k"]])).toBe(0);
    await limiter.reset("k");
    expect(await windowRows()).toEqual([]);
    await limiter.release("k");
    await reserveAttempt([[limiter, "k"]]);
    await limiter.release("k");
    await limiter.release("k");
    expect(await windowRows()).toEqual([{ limitKey: "test:k", hits: 0 }]);
  });

  it("counts an attempt on every limit, or on none when one is reached", async () => {
    const tight = createFixedWindowLimiter(deps, "tight", { max: 2, windowMs: MINUTE_MS });
    const loose = createFixedWindowLimiter(deps, "loose", { max: 5, windowMs: 10 * MINUTE_MS });
    const both = [
      [tight, "k"],
      [loose, "k"],
    ] as const;
    expect(await reserveAttempt(both)).toBe(0);
    expect(await reserveAttempt(both)).toBe(0);
    expect(await reserveAttempt(both)).toBe(60);
    expect(await reserveAttempt(both)).toBe(60);
    // The refused attempts counted nowhere: the loose limit has its three left.
    expect(await windowRows()).toEqual([
      { limitKey: "loose:k", hits: 2 },
      { limitKey: "tight:k", hits: 2 },
    ]);
    for (let attempt = 0; attempt < 3; attempt++) expect(await reserveAttempt([[loose, "k"]])).toBe(0);
    // Both reached: the longer wait is the answer.
    expect(await reserveAttempt(both)).toBe(600);
  });

  it("keeps limiters with the same key apart by their names", async () => {
    const a = createFixedWindowLimiter(deps, "a", { max: 1, windowMs: MINUTE_MS });
    const b = createFixedWindowLimiter(deps, "b", { max: 1, windowMs: MINUTE_MS });
    expect(await reserveAttempt([[a, "198.51.100.1"]])).toBe(0);
    expect(await reserveAttempt([[b, "198.51.100.1"]])).toBe(0);
    expect(await reserveAttempt([[a, "198.51.100.1"]])).toBe(60);
  });

  it("lets exactly max of 50 concurrent reservations through, over several limits taken in either order", async () => {
    const perKey = createFixedWindowLimiter(deps, "per-key", { max: 10, windowMs: MINUTE_MS });
    const perAddress = createFixedWindowLimiter(deps, "per-address", { max: 1000, windowMs: MINUTE_MS });
    const waits = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        reserveAttempt(
          index % 2 === 0
            ? [
                [perKey, "k"],
                [perAddress, "a"],
              ]
            : [
                [perAddress, "a"],
                [perKey, "k"],
              ],
        ),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(40);
    expect(await windowRows()).toEqual([
      { limitKey: "per-address:a", hits: 10 },
      { limitKey: "per-key:k", hits: 10 },
    ]);
  });

  it("counts in the caller's transaction with countIn: the last place goes once, and a rollback takes the count back", async () => {
    const limiter = createFixedWindowLimiter(deps, "notice", { max: 1, windowMs: MINUTE_MS });
    await expect(
      database.db.$transaction(async (tx) => {
        expect(await limiter.countIn(tx, "k")).toBe(true);
        throw new Error("the change gives up");
      }),
    ).rejects.toThrow("the change gives up");
    expect(await windowRows()).toEqual([]);
    expect(await database.db.$transaction((tx) => limiter.countIn(tx, "k"))).toBe(true);
    expect(await limiter.countIn(database.db, "k")).toBe(false);
    clock.advance(MINUTE_MS);
    expect(await limiter.countIn(database.db, "k")).toBe(true);
  });

  it("sweeps expired windows at most once a minute, so the table holds only live ones", async () => {
    const limiter = createFixedWindowLimiter(deps, "test", { max: 5, windowMs: 10_000 });
    for (let key = 0; key < 20; key++) await reserveAttempt([[limiter, `old-${key}`]]);
    // Expired, but within a minute of the last sweep: left for the next one (they count as empty meanwhile).
    clock.advance(SWEEP_EVERY_MS / 2);
    await reserveAttempt([[limiter, "a"]]);
    expect(await windowRows()).toHaveLength(21);
    clock.advance(SWEEP_EVERY_MS / 2);
    await reserveAttempt([[limiter, "b"]]);
    expect(await windowRows()).toEqual([{ limitKey: "test:b", hits: 1 }]);
  });

  it("shares one budget between two clients of one database, as two instances do", async () => {
    const other = await openDatabase(database.url);
    try {
      const here = createFixedWindowLimiter(deps, "sign-in", { max: 4, windowMs: MINUTE_MS });
      const there = createFixedWindowLimiter({ db: other, now: clock.now }, "sign-in", { max: 4, windowMs: MINUTE_MS });
      for (const limiter of [here, there, here, there]) expect(await reserveAttempt([[limiter, "k"]])).toBe(0);
      expect(await reserveAttempt([[here, "k"]])).toBe(60);
      expect(await reserveAttempt([[there, "k"]])).toBe(60);
      await there.release("k");
      expect(await here.retryAfterSeconds("k")).toBe(0);
    } finally {
      await other.$disconnect();
    }
  });
});

describe("spent challenges in the database", () => {
  it("spends a challenge once, on any client of the database, and keeps kinds apart", async () => {
    const other = await openDatabase(database.url);
    try {
      const here = createSpentChallenges(deps, "sign-in");
      const there = createSpentChallenges({ db: other, now: clock.now }, "sign-in");
      const expiresAt = clock.now().getTime() + 5 * MINUTE_MS;
      expect(await here.isSpent("c1")).toBe(false);
      expect(await here.spend("c1", expiresAt)).toBe(true);
      expect(await there.isSpent("c1")).toBe(true);
      expect(await there.spend("c1", expiresAt)).toBe(false);
      expect(await createSpentChallenges(deps, "passkey").spend("c1", expiresAt)).toBe(true);
    } finally {
      await other.$disconnect();
    }
  });

  it("lets one of many concurrent spends of one challenge win", async () => {
    const spent = createSpentChallenges(deps, "sign-in");
    const expiresAt = clock.now().getTime() + 5 * MINUTE_MS;
    const wins = await Promise.all(Array.from({ length: 20 }, () => spent.spend("c1", expiresAt)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it("sweeps challenges once they would have expired anyway", async () => {
    const spent = createSpentChallenges(deps, "sign-in");
    for (let id = 0; id < 10; id++) await spent.spend(`old-${id}`, clock.now().getTime() + 5 * MINUTE_MS);
    clock.advance(5 * MINUTE_MS);
    await spent.spend("new", clock.now().getTime() + 5 * MINUTE_MS);
    expect(await database.db.spentChallenge.findMany({ select: { challenge: true } })).toEqual([{ challenge: "sign-in:new" }]);
  });
});

describe("a throttle in memory (the audit trail's refusals)", () => {
  it("takes max events per window, then none until the window ends", () => {
    const throttle = createMemoryThrottle({ max: 2, windowMs: MINUTE_MS }, clock.now);
    expect([throttle.take("k"), throttle.take("k"), throttle.take("k"), throttle.take("other")]).toEqual([true, true, false, true]);
    clock.advance(MINUTE_MS);
    expect(throttle.take("k")).toBe(true);
  });
});
