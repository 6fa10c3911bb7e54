import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices, type ReporterDescription } from "@playwright/test";
import { businessToday } from "./client/lib/business-time";
import { BUSINESS } from "./server/shared/business";
import type { E2eWorkerOptions } from "./e2e/fixtures";
import { freePort, urlOf, webServer } from "./e2e/server-under-test";
import { CHROMIUM_ARGS, findChromium, headedRun } from "./scripts/browser-path";

/**
 * The servers under test are the production start (scripts/start.mjs, the compiled server), each on a free port
 * with a fresh SQLite file. Ports, files and the run's "today" are chosen once, in the runner, and handed to
 * the workers through the environment (this file is evaluated again in every worker).
 *
 * - "chromium": every spec but e2e/site-settings, against a server with the usual 15-minute access token.
 *   A spec that needs the access token expired removes the access cookie (decision 0155): no test waits for it.
 * - "site-settings": e2e/site-settings, specs that change the business profile for the whole
 *   site, against a server of their own so no other spec sees the change.
 *
 * Time and retries (decision 0155): one business-local today per run (E2E_TODAY, read by
 * e2e/booking-days.ts); animations off (reduced motion); one retry in CI only, with a trace of
 * the retry, and every test that passed only on its retry printed as a FLAKY line at the end.
 */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SITE_SETTINGS_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "taxpro-e2e-"));
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_CLAMD_PORT ??= String(await freePort());
process.env.E2E_TODAY ??= businessToday(BUSINESS.timeZone);

const main = {
  port: process.env.E2E_PORT,
  databaseFile: join(process.env.E2E_DATA_DIR, "e2e.db"),
};

/** Specs that change the whole site (the business profile) get a server of their own, so no other spec sees the change. */
const siteSettings = {
  port: process.env.E2E_SITE_SETTINGS_PORT,
  databaseFile: join(process.env.E2E_DATA_DIR, "e2e-site-settings.db"),
};

const FLAKY_REPORTER: ReporterDescription = ["./e2e/flaky-reporter.ts"];

export default defineConfig<object, E2eWorkerOptions>({
  testDir: "e2e",
  // The run's own mail server and malware scanner (clamd, with the tests' signature database), both on 127.0.0.1.
  globalSetup: ["./e2e/mail-catcher.ts", "./e2e/malware-scanner.ts"],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A retry is a report, not a cure: a test that passes only on it is printed as FLAKY.
  retries: process.env.CI ? 1 : 0,
  // A broken build stops early in CI instead of failing every test (0: no limit).
  maxFailures: process.env.CI ? 10 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }], FLAKY_REPORTER] : [["list"], FLAKY_REPORTER],
  // A hang guard, not a speed limit: the same test has run 3 to 4 times slower on one CI
  // machine than on another (a journey of 6.5 s took 16.5 s; Chromium's pages start slowly where
  // starting a process does). Tests wait on conditions, so this only decides how long a stuck one runs.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // Animations off: CSS that honours prefers-reduced-motion, and Mantine once the theme has respectReducedMotion.
    reducedMotion: "reduce",
    launchOptions: { executablePath: findChromium({ headless: !headedRun() }), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ["site-settings/**"],
      use: {
        ...devices["Desktop Chrome"],
        baseURL: urlOf(main),
        databaseFile: main.databaseFile,
      },
    },
    {
      name: "site-settings",
      testMatch: "site-settings/**/*.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: urlOf(siteSettings),
        databaseFile: siteSettings.databaseFile,
      },
    },
  ],
  webServer: [main, siteSettings].map((server) => webServer(server, process.env.E2E_SMTP_PORT ?? "")),
});
