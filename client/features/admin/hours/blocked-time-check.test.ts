import { describe, expect, it } from "vitest";
import { MESSAGES } from "#server/shared/messages.ts";
import { blockedTimeProblem } from "./blocked-time-check";

describe("blockedTimeProblem", () => {
  it("accepts an end after the start", () => {
    expect(blockedTimeProblem({ start: "2026-03-09T09:00", end: "2026-03-09T13:00", reason: "" })).toBeNull();
    expect(blockedTimeProblem({ start: "2026-03-09T23:00", end: "2026-03-10T01:00", reason: "" })).toBeNull();
  });

  it("requires both times", () => {
    expect(blockedTimeProblem({ start: "", end: "2026-03-09T13:00", reason: "x" })).toBe(
      MESSAGES.blockedTimes.startEndRequired,
    );
    expect(blockedTimeProblem({ start: "2026-03-09T09:00", end: "", reason: "" })).toBe(
      MESSAGES.blockedTimes.startEndRequired,
    );
  });

  it("refuses an end at or before the start", () => {
    expect(blockedTimeProblem({ start: "2026-03-09T13:00", end: "2026-03-09T13:00", reason: "" })).toBe(
      MESSAGES.blockedTimes.endAfterStart,
    );
    expect(blockedTimeProblem({ start: "2026-03-10T09:00", end: "2026-03-09T17:00", reason: "" })).toBe(
      MESSAGES.blockedTimes.endAfterStart,
    );
  });

  it("words the problem with the translate function it is given", () => {
    const spec = (key: string) => `[${key}]`;
    expect(blockedTimeProblem({ start: "", end: "", reason: "" }, spec)).toBe("[blockedTimes.startEndRequired]");
    expect(blockedTimeProblem({ start: "2026-03-09T13:00", end: "2026-03-09T09:00", reason: "" }, spec)).toBe("[blockedTimes.endAfterStart]");
  });
});
