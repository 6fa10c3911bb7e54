import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MIGRATION_LOCK_KEY,
  MIGRATIONS_FOLDER,
  committedMigrations,
  migratePostgresql,
  pendingMigrations,
  pendingPostgresqlMigrations,
} from "../server/db/pending-migrations";
import { projectRoot } from "../server/project-root";
import { createPostgresqlDatabase, type PostgresqlDatabase } from "../server/testing/postgres-databases";
import { migrate } from "./migrate";

const ROOT = projectRoot();
const POSTGRESQL_MIGRATIONS = join(ROOT, MIGRATIONS_FOLDER.postgresql);

/** `npm run migrate` as a process of its own, as an instance starting would run it. */
function runMigrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("npm run migrate", () => {
  const databases: PostgresqlDatabase[] = [];
  const folders: string[] = [];
  const emptyDatabase = async () => {
    const database = await createPostgresqlDatabase({ migrated: false });
    databases.push(database);
    return database.url;
  };
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.drop()));
    folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  });

  it("migrates a fresh PostgreSQL database once when two instances start at once", async () => {
    const url = await emptyDatabase();
    // Hold the lock ourselves until both runs wait for it: they then race for it on release.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const runs = [runMigrate(url), runMigrate(url)];
    await vi.waitFor(
      async () => {
        const [waiting] = await query<{ count: string }>(
          url,
          `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objid = ${MIGRATION_LOCK_KEY} AND NOT granted`,
        );
        expect(Number(waiting?.count)).toBe(2);
      },
      { timeout: 50_000, interval: 25 },
    );
    await holder.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    await holder.end();

    const results = await Promise.all(runs);
    expect(results.map((result) => result.code)).toEqual([0, 0]);
    // One applied the migration; the other waited, then found nothing pending.
    const outputs = results.map((result) => result.output);
    expect(outputs.filter((output) => output.includes("applied 20261130000000_init"))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes("No pending migrations to apply."))).toHaveLength(1);
    const history = await query<{ migration_name: string; applied_steps_count: number }>(
      url,
      'SELECT migration_name, applied_steps_count FROM "_prisma_migrations" WHERE finished_at IS NOT NULL',
    );
    expect(history).toEqual(committedMigrations(POSTGRESQL_MIGRATIONS).map((name) => ({ migration_name: name, applied_steps_count: 1 })));
    expect(await pendingPostgresqlMigrations(url, POSTGRESQL_MIGRATIONS)).toEqual([]);
  });

  it("records each migration as Prisma does, with the SHA-256 of its file", async () => {
    const url = await emptyDatabase();
    expect(await pendingPostgresqlMigrations(url, POSTGRESQL_MIGRATIONS)).toEqual(committedMigrations(POSTGRESQL_MIGRATIONS));
    expect(await migrate(url, { log: () => {} })).toEqual(committedMigrations(POSTGRESQL_MIGRATIONS));
    const [row] = await query<{ id: string; checksum: string; logs: string | null; started_at: Date; finished_at: Date }>(
      url,
      'SELECT id, checksum, logs, started_at, finished_at FROM "_prisma_migrations"',
    );
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row?.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.logs).toBeNull();
    expect(row!.finished_at.getTime()).toBeGreaterThanOrEqual(row!.started_at.getTime());
    expect(await migrate(url, { log: () => {} })).toEqual([]);
  });

  it("keeps nothing of a migration that fails, and says which one", async () => {
    const url = await emptyDatabase();
    const folder = mkdtempSync(join(tmpdir(), "taxpro-migrations-"));
    folders.push(folder);
    const write = (name: string, sql: string) => {
      mkdirSync(join(folder, name));
      writeFileSync(join(folder, name, "migration.sql"), sql);
    };
    write("20300101000000_first", 'CREATE TABLE "first" ("id" INTEGER PRIMARY KEY);');
    write("20300102000000_broken", 'CREATE TABLE "second" ("id" INTEGER PRIMARY KEY);\nSELECT no_such_function();');
    await expect(migratePostgresql(url, folder)).rejects.toThrow(/migration 20300102000000_broken failed and was rolled back/);
    expect(await pendingPostgresqlMigrations(url, folder)).toEqual(["20300102000000_broken"]);
    expect(await query(url, "SELECT to_regclass('second') AS second, to_regclass('first') AS first")).toEqual([
      { second: null, first: "first" },
    ]);
  });

  it("refuses, as Prisma does, while a migration Prisma started has not finished", async () => {
    const url = await emptyDatabase();
    await migratePostgresql(url, POSTGRESQL_MIGRATIONS);
    await query(url, `UPDATE "_prisma_migrations" SET finished_at = NULL`);
    await expect(migratePostgresql(url, POSTGRESQL_MIGRATIONS)).rejects.toThrow(/20261130000000_init was started and did not finish/);
  });

  it("runs prisma migrate deploy over the SQLite migrations for a file: URL", async () => {
    const folder = mkdtempSync(join(tmpdir(), "taxpro-migrate-"));
    folders.push(folder);
    const file = join(folder, "app.db");
    expect(await migrate(`file:${file}`, { log: () => {} })).toEqual([]);
    expect(pendingMigrations(file, join(ROOT, MIGRATIONS_FOLDER.sqlite))).toEqual([]);
  });
});
