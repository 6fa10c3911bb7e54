import { describe, expect, it } from "vitest";
import { testClock } from "../testing/test-clock";
import { keptValue, keptView } from "./kept-value";

describe("keptValue", () => {
  it("reads once, again after forget(), and again once its lifetime has passed, keeping the object when nothing changed", async () => {
    const clock = testClock("2026-03-02T15:00:00.000Z");
    let stored = { name: "Valley Tax" };
    let reads = 0;
    const kept = keptValue(async () => (reads++, { ...stored }), { lifetimeMs: 5_000, now: clock.now });

    const first = await kept.get();
    expect(await kept.get()).toBe(first);
    expect(reads).toBe(1);

    // Another instance saved the same value: a reload finds it equal and hands out the same object.
    clock.advance(5_000);
    expect(await kept.get()).toBe(first);
    expect(reads).toBe(2);

    // Another instance saved a change: seen once the lifetime has passed, not before.
    stored = { name: "Visalia Tax" };
    clock.advance(4_999);
    expect(await kept.get()).toBe(first);
    clock.advance(1);
    expect(await kept.get()).toEqual({ name: "Visalia Tax" });

    // This process's own change is seen at once.
    stored = { name: "Tulare Tax" };
    kept.forget();
    expect(await kept.get()).toEqual({ name: "Tulare Tax" });
  });

  it("keeps for ever with an infinite lifetime, and reads again after a failed read", async () => {
    const clock = testClock("2026-03-02T15:00:00.000Z");
    let fail = true;
    const kept = keptValue(
      async () => {
        if (fail) throw new Error("database away");
        return { ok: true };
      },
      { lifetimeMs: Number.POSITIVE_INFINITY, now: clock.now },
    );
    await expect(kept.get()).rejects.toThrow("database away");
    fail = false;
    const value = await kept.get();
    clock.advance(365 * 24 * 3_600_000);
    expect(await kept.get()).toBe(value);
  });
});

describe("keptView", () => {
  it("hands out the same view until the kept value is a new object", async () => {
    const clock = testClock("2026-03-02T15:00:00.000Z");
    let stored = ["a", "b"];
    const kept = keptValue(async () => [...stored], { lifetimeMs: 5_000, now: clock.now });
    const upper = keptView(kept, (value) => value.map((each) => each.toUpperCase()));

    const first = await upper();
    expect(first).toEqual(["A", "B"]);
    clock.advance(5_000);
    expect(await upper()).toBe(first);
    stored = ["c"];
    kept.forget();
    expect(await upper()).toEqual(["C"]);
  });
});
