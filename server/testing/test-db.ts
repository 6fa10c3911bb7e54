import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { openDatabase, type Db } from "../db";
import type { Engine } from "../db/engine";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

/** Applies the committed SQLite migration SQL, in order, exactly as `prisma migrate deploy` would. */
export function applyMigrations(databaseFile: string): void {
  const sqlite = new Database(databaseFile);
  try {
    const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const folder of folders) {
      sqlite.exec(readFileSync(join(MIGRATIONS_DIR, folder, "migration.sql"), "utf8"));
    }
  } finally {
    sqlite.close();
  }
}

/**
 * A fresh, migrated database of its own for a test file. `url` is what `DATABASE_URL` would say
 * (a `file:` URL or a `postgresql://` one); `file` is the SQLite file, undefined on PostgreSQL.
 */
export type TestDatabase = { engine: Engine; url: string; file: string | undefined; db: Db; cleanup: () => Promise<void> };
/** A test database that is a SQLite file whatever the run's engine, for tests of SQLite itself. */
export type SqliteTestDatabase = TestDatabase & { engine: "sqlite"; file: string };

let template: string | undefined;

/**
 * A database migrated once per test worker: every test database starts as a copy of it, which
 * costs a file copy instead of replaying every migration (the template is a plain SQLite file
 * in rollback-journal mode, so one file holds all of it).
 */
function migratedTemplate(): string {
  if (template) return template;
  const file = join(mkdtempSync(join(tmpdir(), "taxpro-template-")), "template.db");
  applyMigrations(file);
  template = file;
  return file;
}

/**
 * A fresh, migrated database on the run's engine: a SQLite file in its own temporary folder by
 * default; with `TEST_DATABASE_ENGINE=postgresql` (the `postgresql` Vitest project), a database
 * of its own on the run's embedded PostgreSQL server
 * (docs/decisions/0211-tests-on-embedded-postgresql.md).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return process.env.TEST_DATABASE_ENGINE === "postgresql" ? createPostgresqlTestDatabase() : createSqliteTestDatabase();
}

/** A fresh, migrated SQLite file in its own temporary folder, whatever the run's engine. */
export async function createSqliteTestDatabase(): Promise<SqliteTestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-test-"));
  const file = join(folder, "test.db");
  copyFileSync(migratedTemplate(), file);
  const db = await openDatabase(file);
  return {
    engine: "sqlite",
    url: `file:${file}`,
    file,
    db,
    cleanup: async () => {
      await db.$disconnect();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A copy of the run's migrated PostgreSQL template, dropped by `cleanup`. */
async function createPostgresqlTestDatabase(): Promise<TestDatabase> {
  // Loaded only here: it reads Vitest's provided context, and the benchmarks and the soak,
  // which make their SQLite databases with this module outside Vitest, must not load Vitest.
  const { createPostgresqlDatabase } = await import("./postgres-databases");
  const database = await createPostgresqlDatabase({ migrated: true });
  try {
    const db = await openDatabase(database.url);
    return {
      engine: "postgresql",
      url: database.url,
      file: undefined,
      db,
      cleanup: async () => {
        await db.$disconnect();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
