import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type pg from "pg";

/** Each engine's committed migrations, relative to the project's root. */
export const MIGRATIONS_FOLDER = { sqlite: "prisma/migrations", postgresql: "prisma/postgresql/migrations" } as const;

/**
 * The key of the session advisory lock that serialises migrations on PostgreSQL: Prisma's own
 * (its schema engine takes `pg_advisory_lock(72707369)` around `migrate deploy`), so our runner
 * and any Prisma command wait for each other too.
 */
export const MIGRATION_LOCK_KEY = 72707369;

/** The folder names of the committed migrations under `migrationsDir`, in the order they apply. */
export function committedMigrations(migrationsDir: string): string[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The committed migrations (folder names under `migrationsDir`) that the SQLite file has not
 * applied yet, read from Prisma's own `_prisma_migrations` table. A missing file or table means
 * every migration is pending.
 */
export function pendingMigrations(databaseFile: string, migrationsDir: string): string[] {
  const committed = committedMigrations(migrationsDir);
  if (databaseFile === ":memory:" || !existsSync(databaseFile)) return committed;
  const sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return committed;
    const applied = new Set(
      sqlite
        .prepare("SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL")
        .all()
        .map((row) => (row as { name: string }).name),
    );
    return committed.filter((name) => !applied.has(name));
  } finally {
    sqlite.close();
  }
}

/**
 * Runs `prisma migrate deploy` only when a migration is pending. The Prisma CLI takes one to
 * two seconds to load, which would otherwise be paid on every start of an up-to-date database.
 * SQLite only: PostgreSQL migrates with `migratePostgresql` (one round trip when up to date).
 */
export function migrateIfPending({ root, databaseFile }: { root: string; databaseFile: string }): void {
  if (pendingMigrations(databaseFile, join(root, MIGRATIONS_FOLDER.sqlite)).length === 0) return;
  execFileSync(join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], { cwd: root, stdio: "inherit", env: process.env });
}

type MigrationRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

/** Prisma's history table, exactly as its schema engine creates it on PostgreSQL. */
const CREATE_HISTORY = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** A client of the `pg` driver, imported only when a PostgreSQL database is migrated (decision 0258). */
async function postgresqlClient(url: string): Promise<pg.Client> {
  const { default: pgModule } = await import("pg");
  return new pgModule.Client({ connectionString: url });
}

async function historyOf(client: pg.ClientBase): Promise<MigrationRow[] | null> {
  const { rows } = await client.query<{ present: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
  if (!rows[0]?.present) return null;
  const history = await client.query<MigrationRow>(
    'SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations" ORDER BY "started_at"',
  );
  return history.rows;
}

const finished = (row: MigrationRow) => row.finished_at !== null && row.rolled_back_at === null;

/**
 * The committed PostgreSQL migrations the database at `url` has not applied yet, read from
 * `_prisma_migrations` with `pg` (no Prisma CLI, no lock): every one when the table is missing.
 */
export async function pendingPostgresqlMigrations(url: string, migrationsDir: string): Promise<string[]> {
  const client = await postgresqlClient(url);
  await client.connect();
  try {
    const applied = new Set((await historyOf(client))?.filter(finished).map((row) => row.migration_name));
    return committedMigrations(migrationsDir).filter((name) => !applied.has(name));
  } finally {
    await client.end();
  }
}

/** Prisma's checksum of a migration: the SHA-256 of its file, hex. */
const checksumOf = (sql: string) => createHash("sha256").update(sql).digest("hex");

/**
 * Applies the committed PostgreSQL migrations the database lacks, in order, each in its own
 * transaction with its row in Prisma's `_prisma_migrations` (the same table, columns and
 * checksum `prisma migrate deploy` writes), all under a session advisory lock: instances that
 * start at once migrate once, the others wait and then find nothing pending. Prisma 6.19's
 * `migrate deploy` cannot run through the PostgreSQL driver adapter (docs/decisions/0212-migrate-and-db-copy.md).
 * Refuses, like Prisma, while a migration Prisma started has not finished. Answers the names applied.
 */
export async function migratePostgresql(
  url: string,
  migrationsDir: string,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  const client = await postgresqlClient(url);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await client.query(CREATE_HISTORY);
      const history = (await historyOf(client)) ?? [];
      const unfinished = history.find((row) => row.finished_at === null && row.rolled_back_at === null);
      if (unfinished) {
        throw new Error(
          `migration ${unfinished.migration_name} was started and did not finish: fix the database, then mark it with \`prisma migrate resolve\``,
        );
      }
      const applied = new Map(history.filter(finished).map((row) => [row.migration_name, row.checksum]));
      const done: string[] = [];
      for (const name of committedMigrations(migrationsDir)) {
        const sql = readFileSync(join(migrationsDir, name, "migration.sql"), "utf8");
        const checksum = checksumOf(sql);
        if (applied.has(name)) {
          if (applied.get(name) !== checksum) log(`warning: migration ${name} was changed after it was applied`);
          continue;
        }
        await applyOne(client, name, sql, checksum);
        log(`applied ${name}`);
        done.push(name);
      }
      return done;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function applyOne(client: pg.ClientBase, name: string, sql: string, checksum: string): Promise<void> {
  await client.query("BEGIN");
  try {
    const { rows } = await client.query<{ now: Date }>("SELECT clock_timestamp() AS now");
    await client.query(sql);
    await client.query(
      'INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, clock_timestamp(), $3, $4, 1)',
      [randomUUID(), checksum, name, rows[0]?.now],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw new Error(`migration ${name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
  }
}
