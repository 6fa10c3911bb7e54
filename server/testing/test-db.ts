import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { openDatabase, type Db } from "../db";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

/** Applies the committed migration SQL, in order, exactly as `prisma migrate deploy` would. */
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

export type TestDatabase = { file: string; db: Db; cleanup: () => Promise<void> };

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

/** A fresh, migrated SQLite file in its own temporary folder. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-test-"));
  const file = join(folder, "test.db");
  copyFileSync(migratedTemplate(), file);
  const db = await openDatabase(file);
  return {
    file,
    db,
    cleanup: async () => {
      await db.$disconnect();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
