import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

const base = { DATABASE_URL: "file::memory:", COOKIE_SECRET: "x".repeat(40) };
const load = (env: Record<string, string> = {}) => loadConfig({ ...base, ...env }, () => {});

describe("opening-hours and rate-limit settings", () => {
  it("default to Monday-Saturday 9-5, hour slots, an hour's notice, and the documented limits", () => {
    const config = load();
    const nineToFive = [{ opens: "09:00", closes: "17:00" }];
    expect(config.openingHours).toEqual({
      weekly: {
        sunday: [],
        monday: nineToFive,
        tuesday: nineToFive,
        wednesday: nineToFive,
        thursday: nineToFive,
        friday: nineToFive,
        saturday: nineToFive,
      },
      horizonDays: 90,
      slotMinutes: 60,
      noticeMinutes: 60,
    });
    expect(config.rateLimits).toEqual({
      loginFailures: { max: 10, windowMs: 15 * 60_000 },
      loginFailuresPerAccount: { max: 20, windowMs: 15 * 60_000 },
      loginFailuresPerAddress: { max: 30, windowMs: 15 * 60_000 },
      registrations: { max: 10, windowMs: 3_600_000 },
      contactMessages: { max: 10, windowMs: 3_600_000 },
      passwordResets: { max: 5, windowMs: 3_600_000 },
      apiKeyFailures: { max: 20, windowMs: 3_600_000 },
    });
    expect(config.webhooks).toEqual({ allowPrivate: false, timeoutMs: 10_000 });
    expect(config.passwordHashing).toEqual({ concurrency: 2, maxWaiting: 64 });
  });

  it("take overrides from the environment", () => {
    const config = load({
      OPENING_DAYS: "tue,thu",
      OPENING_TIME: "08:30",
      CLOSING_TIME: "12:00",
      SLOT_MINUTES: "30",
      BOOKING_NOTICE_MINUTES: "0",
      BOOKING_HORIZON_DAYS: "180",
      LOGIN_MAX_FAILURES: "5",
    });
    const morning = [{ opens: "08:30", closes: "12:00" }];
    expect(config.openingHours).toEqual({
      weekly: { sunday: [], monday: [], tuesday: morning, wednesday: [], thursday: morning, friday: [], saturday: [] },
      horizonDays: 180,
      slotMinutes: 30,
      noticeMinutes: 0,
    });
    expect(config.rateLimits.loginFailures.max).toBe(5);
  });

  it.each([
    [{ OPENING_DAYS: "mon,someday" }, "OPENING_DAYS"],
    [{ OPENING_TIME: "9am" }, "OPENING_TIME"],
    [{ SLOT_MINUTES: "0" }, "SLOT_MINUTES"],
    [{ BOOKING_HORIZON_DAYS: "1000" }, "BOOKING_HORIZON_DAYS"],
    [{ CANCEL_CUTOFF_HOURS: "-1" }, "CANCEL_CUTOFF_HOURS"],
    [{ MAX_OPEN_REQUESTS_PER_CLIENT: "0" }, "MAX_OPEN_REQUESTS_PER_CLIENT"],
    [{ OPENING_TIME: "17:00", CLOSING_TIME: "09:00" }, "CLOSING_TIME"],
    [{ REGISTER_MAX_PER_HOUR: "-1" }, "REGISTER_MAX_PER_HOUR"],
  ])("refuse %j with a clear error naming the setting", (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(name);
  });
});

describe("email settings", () => {
  const base = { DATABASE_URL: "file::memory:", COOKIE_SECRET: "x".repeat(40) };
  const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }, () => {});

  it("default to no SMTP (messages wait), no MAIL_FROM (the saved business email sends), a day's reminder and this machine's URL", () => {
    const config = load({ PORT: "4000" });
    expect(config.email).toEqual({
      smtpUrl: undefined,
      from: null,
      notify: [],
      reminderMinutesBefore: 1440,
      leaseSeconds: 120,
    });
    expect(config.appUrl).toBe("http://localhost:4000");
  });

  it("take SMTP_URL, MAIL_FROM, NOTIFY_EMAIL (comma-separated) and APP_URL (without its trailing slash)", () => {
    const config = load({
      SMTP_URL: "smtps://user:pa%40ss@mail.example.com:465",
      MAIL_FROM: "Valley Tax <office@example.com>",
      NOTIFY_EMAIL: "Desk@Example.com, owner@example.com",
      APP_URL: "https://book.example.com/",
      REMINDER_MINUTES_BEFORE: "120",
    });
    expect(config.email).toMatchObject({
      smtpUrl: "smtps://user:pa%40ss@mail.example.com:465",
      from: "Valley Tax <office@example.com>",
      notify: ["desk@example.com", "owner@example.com"],
      reminderMinutesBefore: 120,
    });
    expect(config.appUrl).toBe("https://book.example.com");
  });

  it.each([
    ["SMTP_URL", "http://mail.example.com"],
    ["MAIL_FROM", "Office <not an address>"],
    ["NOTIFY_EMAIL", "desk@example.com, nope"],
    ["APP_URL", "book.example.com"],
    ["REMINDER_MINUTES_BEFORE", "0"],
  ])("refuse %s=%s with a clear message", (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});

describe("account settings (issue 17)", () => {
  it("default to a 30-minute idle limit for admins, and take ADMIN_IDLE_MINUTES", () => {
    expect(load().adminIdleMinutes).toBe(30);
    expect(load({ ADMIN_IDLE_MINUTES: "5" }).adminIdleMinutes).toBe(5);
  });

  it.each([["ADMIN_IDLE_MINUTES", "1"], ["ADMIN_IDLE_MINUTES", "soon"], ["ADMIN_IDLE_MINUTES", "0"]])(
    "refuse %s=%s with a clear message",
    (name, value) => {
      expect(() => load({ [name]: value })).toThrow(new RegExp(`${name}: `));
    },
  );

  it("holds ADMIN_PASSWORD to the admin minimum of 12 characters", () => {
    expect(() => load({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "eleven-char" })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(load({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "twelve-chars" }).admin?.password).toBe("twelve-chars");
  });
});

describe("the file store's folder (FILES_DIR, decision 0218)", () => {
  it("defaults to `files` beside the SQLite database, and takes FILES_DIR as an absolute folder", () => {
    const folder = mkdtempSync(join(tmpdir(), "taxpro-env-"));
    try {
      expect(load({ DATABASE_URL: `file:${join(folder, "app.db")}` }).filesDir).toBe(join(folder, "files"));
      expect(load().filesDir).toBe(resolve("data/files"));
      expect(load({ FILES_DIR: "/srv/shared/files" }).filesDir).toBe("/srv/shared/files");
      expect(load({ FILES_DIR: "shared/files" }).filesDir).toBe(resolve("shared/files"));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
