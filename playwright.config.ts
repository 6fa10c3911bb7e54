import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import type { E2eWorkerOptions } from "./e2e/fixtures";
import { freePort, urlOf, webServer } from "./e2e/server-under-test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/browser-path";

/**
 * The servers under test are the production start (scripts/start.mjs, the compiled server), each on a free port
 * with a fresh SQLite file. Ports and files are chosen once, in the runner, and handed to
 * the workers through the environment (this file is evaluated again in every worker).
 *
 * - "chromium": every spec but e2e/short-session and e2e/site-settings, against a server with the usual 15-minute
 *   access token.
 * - "site-settings": e2e/site-settings, specs that change the business profile for the whole
 *   site, against a server of their own so no other spec sees the change.
 * - "short-session": e2e/short-session, against a second server whose access token lives a
 *   few seconds, so a page outlives its access cookie (SPEC.md section 4, token refresh).
 */
const SHORT_ACCESS_TOKEN_TTL_SECONDS = 4;
const USUAL_ACCESS_TOKEN_TTL_SECONDS = 900;

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SHORT_SESSION_PORT ??= String(await freePort());
process.env.E2E_SITE_SETTINGS_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "taxpro-e2e-"));
process.env.E2E_SMTP_PORT ??= String(await freePort());

const main = {
  port: process.env.E2E_PORT,
  databaseFile: join(process.env.E2E_DATA_DIR, "e2e.db"),
  accessTokenTtlSeconds: USUAL_ACCESS_TOKEN_TTL_SECONDS,
};
const shortSession = {
  port: process.env.E2E_SHORT_SESSION_PORT,
  databaseFile: join(process.env.E2E_DATA_DIR, "e2e-short-session.db"),
  accessTokenTtlSeconds: SHORT_ACCESS_TOKEN_TTL_SECONDS,
};

/** Specs that change the whole site (the business profile) get a server of their own, so no other spec sees the change. */
const siteSettings = {
  port: process.env.E2E_SITE_SETTINGS_PORT,
  databaseFile: join(process.env.E2E_DATA_DIR, "e2e-site-settings.db"),
  accessTokenTtlSeconds: USUAL_ACCESS_TOKEN_TTL_SECONDS,
};

export default defineConfig<object, E2eWorkerOptions>({
  testDir: "e2e",
  globalSetup: "./e2e/mail-catcher.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // A hang guard, not a speed limit: the same test has run 3 to 4 times slower on one CI
  // machine than on another (a journey of 6.5 s took 16.5 s; Chromium's pages start slowly where
  // starting a process does). Tests wait on conditions, so this only decides how long a stuck one runs.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ["short-session/**", "site-settings/**"],
      use: {
        ...devices["Desktop Chrome"],
        baseURL: urlOf(main),
        databaseFile: main.databaseFile,
        accessTokenTtlSeconds: main.accessTokenTtlSeconds,
      },
    },
    {
      name: "site-settings",
      testMatch: "site-settings/**/*.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: urlOf(siteSettings),
        databaseFile: siteSettings.databaseFile,
        accessTokenTtlSeconds: siteSettings.accessTokenTtlSeconds,
      },
    },
    {
      name: "short-session",
      testMatch: "short-session/**/*.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: urlOf(shortSession),
        databaseFile: shortSession.databaseFile,
        accessTokenTtlSeconds: shortSession.accessTokenTtlSeconds,
      },
    },
  ],
  webServer: [main, shortSession, siteSettings].map((server) => webServer(server, process.env.E2E_SMTP_PORT ?? "")),
});
