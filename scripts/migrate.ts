/**
 * `npm run migrate`: applies the committed migrations that the database named by DATABASE_URL
 * (default file:./data/app.db) lacks, for its engine (docs/decisions/0212-migrate-and-db-copy.md).
 * - SQLite: `prisma migrate deploy` over prisma/migrations (prisma.config.ts picks them by DATABASE_URL).
 * - PostgreSQL: prisma/postgresql/migrations, applied by server/db/pending-migrations.ts under
 *   Prisma's session advisory lock, so several instances starting at once migrate once; Prisma
 *   6.19's `migrate deploy` cannot run through the PostgreSQL driver adapter.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_DATABASE_URL } from "../server/db/database-url";
import { engineOfUrl } from "../server/db/engine";
import { MIGRATIONS_FOLDER, migratePostgresql } from "../server/db/pending-migrations";
import { projectRoot } from "../server/project-root";

/** Migrates the database at `databaseUrl`; PostgreSQL answers the names applied, SQLite (Prisma's CLI prints them) none. */
export async function migrate(
  databaseUrl: string,
  { root = projectRoot(), log = (line: string) => console.log(line) }: { root?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  if (engineOfUrl(databaseUrl) === "postgresql") {
    const applied = await migratePostgresql(databaseUrl, join(root, MIGRATIONS_FOLDER.postgresql), log);
    log(applied.length === 0 ? "No pending migrations to apply." : `${applied.length} migration(s) applied.`);
    return applied;
  }
  execFileSync(join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return [];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await migrate(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  } catch (error) {
    console.error(`Migration failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
