import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Db } from "../db";
import { loadConfig, type AppConfig } from "../env";
import { registerAppClock, TEST_COOKIE_SECRET } from "./factories";
import { checkResponsesAgainstContract } from "./response-contract";
import { createTestDatabase } from "./test-db";

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close: () => Promise<void>;
};

/**
 * The real server over a fresh database (createTestDatabase: SQLite, or PostgreSQL in that project), ready for `app.inject`.
 * `env` overrides settings the way environment variables would.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; now?: () => Date; clientDir?: string; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: database.url,
      COOKIE_SECRET: TEST_COOKIE_SECRET,
      ...options.env,
    },
    () => {},
  );
  const app = await buildApp({
    config,
    db: database.db,
    now: options.now,
    clientDir: options.clientDir,
    logStream: options.logStream,
  });
  checkResponsesAgainstContract(app);
  registerAppClock(app, options.now ?? (() => new Date()));
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}
