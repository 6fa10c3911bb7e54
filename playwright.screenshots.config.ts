import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import type { E2eWorkerOptions } from "./e2e/fixtures";
import { freePort, urlOf, webServer } from "./e2e/server-under-test";
import { CHROMIUM_ARGS, findChromium, headedRun } from "./scripts/browser-path";

/**
 * `npm run screenshots` (issue 19): every public page on a phone and a desktop, light and dark,
 * into docs/screenshots/, from the production build on a fresh database, as a visitor sees an
 * office that has filled in its business profile (business-profile.setup.ts). Not part of
 * `npm test`: the pictures are for people to look at; the accessibility and e2e suites are what
 * check the pages.
 */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "taxpro-shots-"));
process.env.E2E_SMTP_PORT ??= String(await freePort());

const server = { port: process.env.E2E_PORT, databaseFile: join(process.env.E2E_DATA_DIR, "shots.db"), accessTokenTtlSeconds: 900 };

const shape = {
  phone: devices["Pixel 7"],
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
};

export default defineConfig<object, E2eWorkerOptions>({
  testDir: "e2e/screenshots",
  testMatch: "*.shots.ts",
  globalSetup: "./e2e/mail-catcher.ts",
  fullyParallel: true,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  use: {
    baseURL: urlOf(server),
    databaseFile: server.databaseFile,
    accessTokenTtlSeconds: server.accessTokenTtlSeconds,
    launchOptions: { executablePath: findChromium({ headless: !headedRun() }), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "business-profile", testMatch: "business-profile.setup.ts" },
    ...(["phone", "desktop"] as const).flatMap((device) =>
      (["light", "dark"] as const).map((colorScheme) => ({
        name: `${device}-${colorScheme}`,
        dependencies: ["business-profile"],
        use: { ...shape[device], colorScheme },
      })),
    ),
  ],
  webServer: [webServer(server, process.env.E2E_SMTP_PORT)],
});
