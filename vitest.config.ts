import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { CHROMIUM_ARGS, findChromium } from "./scripts/browser-path.ts";

/**
 * Every story runs once as a test in Chromium, in its own colour scheme (the toolbar's light, or
 * the one it pins): the a11y addon's axe check fails it on violations there, and then
 * `.storybook/second-scheme.ts` flips the live story to the other scheme and runs axe again, so
 * each story is checked in light and in dark by one test (decision 0154). The browser prefers
 * reduced motion and the theme respects it, so no check catches a transition half-way.
 */
function storybookProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: ".storybook" })],
    test: {
      name: "storybook",
      // A test is a render, the story's play and two axe runs (one per scheme); a busy machine needs the room.
      testTimeout: 30_000,
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        instances: [{ browser: "chromium" }],
        provider: playwright({
          launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
          contextOptions: { reducedMotion: "reduce" },
        }),
      },
    },
  };
}

/**
 * The unit project's settings, which the postgresql project shares.
 * Files in a worker share one module graph: importing the app (Fastify, Prisma, the routes)
 * once per worker instead of once per file took the stage from 170 s to about 65 s. The price:
 * no file may vi.mock a module others import (spy on a seam instead, as server/auth/password.ts's
 * argon2Calls), and module state must not outlive a file.
 */
const NODE_TESTS: NonNullable<TestProjectInlineConfiguration["test"]> = {
  environment: "node",
  setupFiles: ["server/testing/vitest.setup.ts"],
  isolate: false,
  // Hang guards, not speed limits: tests that start server processes take three times as
  // long on a busy 2-core machine, and every test waits on a condition, not a clock.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/**
 * Tests that need the embedded PostgreSQL server: they run in the postgresql project only, so
 * the unit project never starts PostgreSQL (docs/decisions/0211-tests-on-embedded-postgresql.md).
 */
const POSTGRESQL_ONLY = [
  "server/testing/postgres-parity.test.ts",
  "scripts/migrate.test.ts",
  "scripts/db-copy.test.ts",
  "server/reliability/two-instances.test.ts",
  "server/reliability/postgresql-connection-loss.test.ts",
];

/**
 * Server tests the postgresql project leaves out, as they would run the same way twice: ones that
 * never open a database, and ones whose database is a SQLite file whatever the project (server
 * processes started over a file, the SQLite backup).
 */
const NOT_ON_POSTGRESQL = [
  "server/shared/**",
  "server/emails/**",
  "server/html/**",
  "server/auth/{hash-gate,password-policy,password,totp}.test.ts",
  "server/files/{directory-file-store,document-vault,malware-scanner,document-types}.test.ts",
  "server/services/availability/opening-hours.test.ts",
  "server/webhooks/address-guard.test.ts",
  "server/reliability/{client-abort-log,crash-safety,email-crash,graceful-shutdown,request-logs}.test.ts",
  "server/files/files-backup.test.ts",
  "server/db/pending-migrations.test.ts",
];

/**
 * What `npm test` runs on PostgreSQL (decision 0222): the storage's own tests (the hot reads, the
 * batch), the paths whose statements differ by engine (the booking batch and its limit, webhook
 * rows, searches, the audit filter, the limits), the engines' parity, migrations, db:copy and two
 * instances on one database. `npm run test:postgresql:all` (POSTGRESQL_SCOPE=all) runs every server
 * test that opens a database; run it after a change to the storage layer or to a query's shape.
 */
const POSTGRESQL_STORAGE_CONTRACT = [
  "server/db/**/*.test.ts",
  "server/services/{rate-limit,appointments}/**/*.test.ts",
  "server/webhooks/webhooks.integration.test.ts",
  "server/notifications/{email-texts,email-brand}.integration.test.ts",
  "server/rest/{appointments,client-appointments,client-reschedule,office-races,appointment-outcome,appointment-search,appointments-export,clients,audit,reports,preparers,preparer-fairness,services,service-lengths,reviews,site-copy,legal,business-brand,documents}.routes.test.ts",
  ...POSTGRESQL_ONLY,
];

/**
 * The same settings on PostgreSQL: `createTestDatabase()` gives each file a copy of a template
 * database on one embedded server started for the run (server/testing/postgres-global-setup.ts).
 */
function postgresqlProject(): TestProjectInlineConfiguration {
  return {
    test: {
      ...NODE_TESTS,
      name: "postgresql",
      include: process.env.POSTGRESQL_SCOPE === "all" ? ["server/**/*.test.ts", ...POSTGRESQL_ONLY] : POSTGRESQL_STORAGE_CONTRACT,
      exclude: [...configDefaults.exclude, ...NOT_ON_POSTGRESQL],
      globalSetup: ["server/testing/postgres-global-setup.ts"],
      env: { ARGON2_TEST_COST: "low", TEST_DATABASE_ENGINE: "postgresql" },
    },
  };
}

export default defineConfig({
  ...viteConfig,
  root: ".",
  test: {
    // Both cores (Vitest's default leaves one idle on a 2-core machine). VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: "unit",
          ...NODE_TESTS,
          include: ["server/**/*.test.ts", "client/**/*.test.ts", "scripts/**/*.test.ts", "api-client/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...POSTGRESQL_ONLY],
          // Passwords hashed at argon2's lowest cost (server/auth/password.ts); production's is tested once.
          env: { ARGON2_TEST_COST: "low" },
        },
      },
      postgresqlProject(),
      storybookProject(),
    ],
  },
});
