import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/browser-path";

/**
 * The server under test is the production start (scripts/start.ts) on a free port
 * with a fresh SQLite file. The port and file are chosen once, in the runner, and
 * handed to the workers through the environment.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATABASE_FILE ??= join(mkdtempSync(join(tmpdir(), "taxpro-e2e-")), "e2e.db");
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
      LOG_LEVEL: "warn",
      COOKIE_SECRET: "e2e-cookie-secret-that-is-long-enough-0123456789",
      ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? "900",
      // Every spec registers and sends messages from 127.0.0.1; the per-IP limits are tested in server tests.
      REGISTER_MAX_PER_HOUR: "1000",
      CONTACT_MAX_PER_HOUR: "1000",
    },
  },
});
