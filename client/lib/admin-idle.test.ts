import { describe, expect, it } from "vitest";
import { idlePhase, isPersonsRefresh, PERSON_INPUT_EVENTS, shouldRenew, watchPersonInput } from "./admin-idle";

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

// Issue 29 item 17: a poll's refresh long after the last input is not a person's use.
describe("a person's input", () => {
  const input = Date.parse("2026-03-02T15:00:00Z");

  it("makes a refresh within the minute after it a person's use, and no later one", () => {
    expect(isPersonsRefresh(input, input)).toBe(true);
    expect(isPersonsRefresh(input, input + 59_999)).toBe(true);
    expect(isPersonsRefresh(input, input + 60_000)).toBe(false);
    expect(isPersonsRefresh(input, input + 15 * 60_000)).toBe(false);
  });

  it("is only what the browser says a person did, never an event a script made", () => {
    const listeners = new Map<string, (event: { isTrusted: boolean }) => void>();
    const target = {
      addEventListener: (type: string, listener: (event: { isTrusted: boolean }) => void) => void listeners.set(type, listener),
      removeEventListener: (type: string) => void listeners.delete(type),
    };
    let inputs = 0;
    const stop = watchPersonInput(target, () => (inputs += 1));
    expect([...listeners.keys()]).toEqual([...PERSON_INPUT_EVENTS]);
    listeners.get("pointerdown")?.({ isTrusted: true });
    listeners.get("keydown")?.({ isTrusted: false });
    expect(inputs).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
  });
});
