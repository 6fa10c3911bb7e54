import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, poolOf, type Db } from "../db";
import { createPostgresqlDatabase, type PostgresqlDatabase } from "../testing/postgres-databases";

/**
 * PostgreSQL ends an idle connection (a restart, a failover, an administrator's
 * pg_terminate_backend): the pool drops it and the next query opens another, and the 'error' event
 * it raises ends nothing (an unhandled one would end the server process, and fail this run).
 */
let database: PostgresqlDatabase;
let db: Db;

beforeAll(async () => {
  database = await createPostgresqlDatabase({ migrated: true });
  db = await openDatabase(database.url);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

it("survives the server ending an idle connection, and answers the next query on a new one", async () => {
  expect(await db.user.count()).toBe(0);
  const pool = poolOf(db);
  expect(pool.idleCount).toBeGreaterThan(0);
  const removed = new Promise((resolve) => pool.once("remove", resolve));
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
  } finally {
    await admin.end();
  }
  await removed;
  expect(await db.user.count()).toBe(0);
});
