/**
 * `npm run db:new-migration -- <name>`: writes the migration of each engine,
 * prisma/migrations/<timestamp>_<name>/migration.sql (SQLite) and its PostgreSQL twin under
 * prisma/postgresql/migrations/, by diffing the last committed schema against the working one
 * (the PostgreSQL schema is first written from prisma/schema.prisma, decision 0206).
 * (`prisma migrate dev` needs a shadow database, which the JS engine cannot provide; see TOOLCHAIN.md.)
 * Hand-written parts (partial or expression indexes, triggers) go into both files by hand;
 * server/testing/postgres-parity.test.ts fails until the two engines agree.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { POSTGRESQL_SCHEMA, SQLITE_SCHEMA, postgresqlSchema } from "./prisma-schemas";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration -- <name_in_snake_case>");
  process.exit(1);
}
const root = fileURLToPath(new URL("..", import.meta.url));
writeFileSync(POSTGRESQL_SCHEMA, postgresqlSchema(readFileSync(SQLITE_SCHEMA, "utf8")));

/** The SQL that takes the schema at HEAD to the working one, or "" when nothing changed. */
function diff(schema: string): string {
  const previous = join(mkdtempSync(join(tmpdir(), "schema-")), "schema.prisma");
  writeFileSync(previous, execFileSync("git", ["show", `HEAD:${schema}`], { cwd: root }));
  const sql = execFileSync(
    join(root, "node_modules/.bin/prisma"),
    ["migrate", "diff", "--from-schema-datamodel", previous, "--to-schema-datamodel", schema, "--script"],
    { cwd: root, encoding: "utf8" },
  );
  // The CLI also prints "Loaded Prisma config ..." on stdout: keep only the SQL.
  const script = sql.slice(Math.max(0, sql.search(/^(--|CREATE|ALTER|DROP|PRAGMA|INSERT)/m)));
  return !script.trim() || /empty migration/i.test(script) ? "" : script;
}

const scripts = [
  { folder: "prisma/migrations", sql: diff("prisma/schema.prisma") },
  { folder: "prisma/postgresql/migrations", sql: diff("prisma/postgresql/schema.prisma") },
];
if (scripts.every((script) => !script.sql)) {
  console.log("The schema has not changed since HEAD: no migration written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
for (const { folder, sql } of scripts) {
  const target = join(root, folder, `${stamp}_${name}`);
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, "migration.sql"), sql);
  console.log(`Wrote ${target}/migration.sql`);
}
