import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * The committed migrations (folder names under `migrationsDir`) that the SQLite file has not
 * applied yet, read from Prisma's own `_prisma_migrations` table. A missing file or table means
 * every migration is pending.
 */
export function pendingMigrations(databaseFile: string, migrationsDir: string): string[] {
  const committed = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
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
 */
export function migrateIfPending({ root, databaseFile }: { root: string; databaseFile: string }): void {
  if (pendingMigrations(databaseFile, join(root, "prisma/migrations")).length === 0) return;
  execFileSync(join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], { cwd: root, stdio: "inherit", env: process.env });
}
