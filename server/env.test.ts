import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

const base = { DATABASE_URL: "file::memory:", COOKIE_SECRET: "x".repeat(40) };
const load = (env: Record<string, string> = {}) => loadConfig({ ...base, ...env }, () => {});

describe("opening-hours and rate-limit settings", () => {
  it("default to Monday-Saturday 9-5, hour slots, an hour's notice, and the documented limits", () => {
    const config = load();
    expect(config.openingHours).toEqual({
      days: [1, 2, 3, 4, 5, 6],
      opensAtMinute: 9 * 60,
      closesAtMinute: 17 * 60,
      slotMinutes: 60,
      noticeMinutes: 60,
    });
    expect(config.rateLimits).toEqual({
      loginFailures: { max: 10, windowMs: 15 * 60_000 },
      loginFailuresPerAccount: { max: 20, windowMs: 15 * 60_000 },
      registrations: { max: 10, windowMs: 3_600_000 },
      contactMessages: { max: 10, windowMs: 3_600_000 },
    });
  });

  it("take overrides from the environment", () => {
    const config = load({
      OPENING_DAYS: "tue,thu",
      OPENING_TIME: "08:30",
      CLOSING_TIME: "12:00",
      SLOT_MINUTES: "30",
      BOOKING_NOTICE_MINUTES: "0",
      LOGIN_MAX_FAILURES: "5",
    });
    expect(config.openingHours).toEqual({ days: [2, 4], opensAtMinute: 510, closesAtMinute: 720, slotMinutes: 30, noticeMinutes: 0 });
    expect(config.rateLimits.loginFailures.max).toBe(5);
  });

  it.each([
    [{ OPENING_DAYS: "mon,someday" }, "OPENING_DAYS"],
    [{ OPENING_TIME: "9am" }, "OPENING_TIME"],
    [{ SLOT_MINUTES: "0" }, "SLOT_MINUTES"],
    [{ OPENING_TIME: "17:00", CLOSING_TIME: "09:00" }, "CLOSING_TIME"],
    [{ REGISTER_MAX_PER_HOUR: "-1" }, "REGISTER_MAX_PER_HOUR"],
  ])("refuse %j with a clear error naming the setting", (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(name);
  });
});
