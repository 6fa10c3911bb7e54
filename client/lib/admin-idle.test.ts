import { describe, expect, it } from "vitest";
import { idlePhase, shouldRenew } from "./admin-idle";

describe("an admin's idle clock", () => {
  const renewed = Date.parse("2026-03-02T15:00:00Z");
  const minutes = (count: number) => renewed + count * 60_000;

  it("is active until a minute before the limit, warns in that minute, and expires at the limit", () => {
    expect(idlePhase(renewed, minutes(28.99), 30)).toBe("active");
    expect(idlePhase(renewed, minutes(29), 30)).toBe("warning");
    expect(idlePhase(renewed, minutes(29.99), 30)).toBe("warning");
    expect(idlePhase(renewed, minutes(30), 30)).toBe("expired");
  });

  it("renews on activity at most once a minute", () => {
    expect(shouldRenew(renewed, minutes(0.5))).toBe(false);
    expect(shouldRenew(renewed, minutes(1))).toBe(true);
  });
});
