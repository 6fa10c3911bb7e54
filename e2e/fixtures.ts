import { sign } from "@fastify/cookie";
import { test as base, expect } from "@playwright/test";
import {
  ACCESS_COOKIE,
  encodeAccessCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
} from "../server/auth/session-cookies";
import { openDatabase, type Db } from "../server/db";
import { loadConfig } from "../server/env";
import { createSessionsService, type SessionsService } from "../server/services/auth/sessions.service";
import type { Role } from "../server/shared/services";
import { createUser as createUserRow, type TestUser } from "../server/testing/factories";

/**
 * Playwright fixtures in the Epic Stack manner: users are written straight into the
 * e2e database and signed in by setting real, signed session cookies, so only the
 * specs about signing in go through the login screen. Each test's users (and their
 * appointments and sessions) are deleted when the test ends.
 *
 * Usage: `import { test, expect } from "./fixtures";`
 *   const user = await createUser({ role: "admin" }); await signIn(user);
 */

/** Must match COOKIE_SECRET in playwright.config.ts's webServer env: the server checks these signatures. */
const E2E_COOKIE_SECRET = "e2e-cookie-secret-that-is-long-enough-0123456789";

export type E2eUser = TestUser;

type TestFixtures = {
  /** A new user with a unique email (role "client" unless asked), removed after the test. */
  createUser: (options?: { role?: Role; fullName?: string; password?: string }) => Promise<E2eUser>;
  /** Opens a session for `user` through the sessions service and puts its cookies in the page's context. */
  signIn: (user: E2eUser) => Promise<void>;
};

type WorkerFixtures = {
  /** The e2e database the server under test uses, for arranging and checking data. */
  db: Db;
  sessions: SessionsService;
};

function e2eDatabaseFile(): string {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error("E2E_DATABASE_FILE is set by playwright.config.ts");
  return file;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  db: [
    // Playwright reads a fixture's dependencies from this destructuring; the database needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const db = await openDatabase(e2eDatabaseFile());
      await use(db);
      await db.$disconnect();
    },
    { scope: "worker" },
  ],

  sessions: [
    async ({ db }, use) => {
      const config = loadConfig(
        {
          NODE_ENV: "test",
          DATABASE_URL: `file:${e2eDatabaseFile()}`,
          COOKIE_SECRET: E2E_COOKIE_SECRET,
          ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? "900",
        },
        () => {},
      );
      await use(createSessionsService({ db, config, now: () => new Date() }));
    },
    { scope: "worker" },
  ],

  createUser: async ({ db }, use) => {
    const created: number[] = [];
    await use(async (options = {}) => {
      const user = await createUserRow(db, options);
      created.push(user.id);
      return user;
    });
    // Appointments keep their client (ON DELETE RESTRICT), so they go first; sessions cascade.
    await db.appointment.deleteMany({ where: { userId: { in: created } } });
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
