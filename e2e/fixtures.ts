import { sign } from "@fastify/cookie";
import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from "@playwright/test";
import {
  ACCESS_COOKIE,
  encodeAccessCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
} from "../server/auth/session-cookie-values";
import { openDatabase, type Db } from "../server/db";
import { READY_ATTRIBUTE } from "../server/shared/prerender";
import { loadConfig } from "../server/env";
import { createSessionsService, type SessionsService } from "../server/services/auth/sessions.service";
import { loadSettings } from "../server/services/office-settings/office-settings.service";
import type { Role } from "../server/shared/services";
import { createUser as createUserRow, type TestUser } from "../server/testing/factories";
import { E2E_COOKIE_SECRET } from "./cookie-secret";
import { WarmPages, type PageLease } from "./warm-pages";

/**
 * Playwright fixtures in the Epic Stack manner: users are written straight into the
 * e2e database and signed in by setting real, signed session cookies, so only the
 * specs about signing in go through the login screen. Each test's users (and their
 * appointments and sessions) are deleted when the test ends.
 *
 * Usage: `import { test, expect } from "./fixtures";`
 *   const user = await createUser({ role: "admin" }); await signIn(user);
 */

export type E2eUser = TestUser;

type TestFixtures = {
  /** A new user with a unique email (role "client" unless asked; admins with an authenticator app unless `mfa: false`), removed after the test. */
  createUser: (options?: { role?: Role; fullName?: string; password?: string; mfa?: boolean }) => Promise<E2eUser>;
  /** Opens a session for `user` through the sessions service and puts its cookies in the page's context. */
  signIn: (user: E2eUser) => Promise<void>;
};

/** Set per project in playwright.config.ts: which server's database and token lifetime a test works with. */
export type E2eWorkerOptions = {
  /** The SQLite file of the project's server under test. */
  databaseFile: string;
  /**
   * The server's ACCESS_TOKEN_TTL_SECONDS (900, the default, on every server under test): cookies made
   * by `signIn` expire like the server's own. No test waits for that: one that needs the access
   * cookie expired removes it (decision 0155).
   */
  accessTokenTtlSeconds: number;
};

type WorkerFixtures = E2eWorkerOptions & {
  /** The e2e database the server under test uses, for arranging and checking data. */
  db: Db;
  sessions: SessionsService;
  /** The pages the worker's tests hand on to each other (e2e/warm-pages.ts, decision 0173). */
  warmPages: WarmPages;
};

/**
 * Playwright's own fixture for the options of a test's context (its project's and its
 * `test.use`'s), which its `context` fixture reads too. It is internal to Playwright: a version
 * without it fails every test at once ("fixture not found"), never silently.
 */
type PlaywrightInternals = { _combinedContextOptions: BrowserContextOptions };

const playwrightTest = base as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightInternals,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/** A page of the app (not the API reference, a feed) has been taken over by its script. */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById("root") || document.documentElement.hasAttribute(attribute),
    READY_ATTRIBUTE,
  );
}

/**
 * Public pages come drawn by the server (decision 0143) and are visible before the script has
 * taken them over; a person needs a moment to reach for a field, a test does not. So every page
 * load of `page` waits for the app to be ready, as a person's first click effectively does. The
 * `page` fixture is one; a page of a context a test makes itself needs this too.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}

export const test = playwrightTest.extend<TestFixtures & { pageLease: PageLease }, WorkerFixtures>({
  warmPages: [
    async ({ browser }, use) => {
      const warmPages = new WarmPages(browser, waitingForTheApp);
      await use(warmPages);
      await warmPages.closeAll();
    },
    { scope: "worker" },
  ],

  /**
   * The test's page and context: on a first try the page the worker's last test handed on
   * (e2e/warm-pages.ts); on a retry a context of its own, so the retry runs as every test did
   * before and records its trace.
   */
  pageLease: async ({ warmPages, browser, _combinedContextOptions: options, baseURL }, use, testInfo) => {
    if (testInfo.retry > 0) {
      const context = await browser.newContext(options);
      await use({ context, page: waitingForTheApp(await context.newPage()), handOn: async () => false });
      await context.close();
      return;
    }
    const lease = await warmPages.lease(options, new URL(baseURL ?? "").origin);
    await use(lease);
    await lease.handOn(testInfo.status === "passed");
  },
  context: async ({ pageLease }, use) => {
    await use(pageLease.context);
  },
  /** Every page load waits for the app to take the page over (`waitingForTheApp`). */
  page: async ({ pageLease }, use) => {
    await use(pageLease.page);
  },

  databaseFile: ["", { option: true, scope: "worker" }],
  accessTokenTtlSeconds: [900, { option: true, scope: "worker" }],

  db: [
    async ({ databaseFile }, use) => {
      if (!databaseFile) throw new Error("databaseFile is set per project in playwright.config.ts");
      const db = await openDatabase(databaseFile);
      await use(db);
      await db.$disconnect();
    },
    { scope: "worker" },
  ],

  sessions: [
    async ({ db, databaseFile, accessTokenTtlSeconds }, use) => {
      const config = loadConfig(
        {
          NODE_ENV: "test",
          DATABASE_URL: `file:${databaseFile}`,
          COOKIE_SECRET: E2E_COOKIE_SECRET,
          ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds),
        },
        () => {},
      );
      await use(createSessionsService({ db, config, now: () => new Date(), settings: { get: () => loadSettings(db, config) } }));
    },
    { scope: "worker" },
  ],

  createUser: async ({ db }, use) => {
    const created: number[] = [];
    await use(async (options = {}) => {
      // Admins come with an authenticator app (issue 17), sealed with the e2e servers' secret.
      const user = await createUserRow(db, { ...options, cookieSecret: E2E_COOKIE_SECRET });
      created.push(user.id);
      return user;
    });
    // Appointments keep their client and their preparer, and time off its preparer (ON DELETE RESTRICT), so they go first; sessions cascade.
    // Their documents keep them in turn (a document outlives nothing by accident): the test's go first of all.
    const theirs = { OR: [{ userId: { in: created } }, { preparerId: { in: created } }] };
    await db.document.deleteMany({ where: { appointment: theirs } });
    await db.appointment.deleteMany({ where: theirs });
    await db.blockedTime.deleteMany({ where: { preparerId: { in: created } } });
    await db.user.deleteMany({ where: { id: { in: created } } });
  },

  signIn: async ({ context, sessions, baseURL }, use) => {
    const domain = new URL(baseURL ?? "http://127.0.0.1").hostname;
    await use(async (user) => {
      const session = await sessions.start(user.id);
      const expires = Math.floor(session.sessionExpiresAt.getTime() / 1000);
      const cookie = { domain, httpOnly: true, sameSite: "Lax" as const, secure: false, expires };
      await context.addCookies([
        {
          ...cookie,
          name: ACCESS_COOKIE,
          path: "/",
          value: sign(encodeAccessCookie(session.sessionId, session.accessExpiresAt), E2E_COOKIE_SECRET),
        },
        { ...cookie, name: REFRESH_COOKIE, path: REFRESH_COOKIE_PATH, value: sign(session.refreshToken, E2E_COOKIE_SECRET) },
      ]);
    });
  },
});

export { expect };
