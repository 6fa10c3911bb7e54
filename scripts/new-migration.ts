/**
 * `npm run db:new-migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql
 * by diffing the last committed schema against the working one. (`prisma migrate dev`
 * needs a shadow database, which the JS engine cannot provide; see TOOLCHAIN.md.)
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration -- <name_in_snake_case>");
  process.exit(1);
}
const root = fileURLToPath(new URL("..", import.meta.url));
const previous = join(mkdtempSync(join(tmpdir(), "schema-")), "schema.prisma");
writeFileSync(previous, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: root }));

const sql = execFileSync(
  join(root, "node_modules/.bin/prisma"),
  ["migrate", "diff", "--from-schema-datamodel", previous, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  { cwd: root, encoding: "utf8" },
);
// The CLI also prints "Loaded Prisma config ..." on stdout: keep only the SQL.
const script = sql.slice(Math.max(0, sql.search(/^(--|CREATE|ALTER|DROP|PRAGMA|INSERT)/m)));
if (!script.trim() || /empty migration/i.test(script)) {
  console.log("The schema has not changed since HEAD: no migration written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const folder = join(root, "prisma/migrations", `${stamp}_${name}`);
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, "migration.sql"), script);
console.log(`Wrote ${folder}/migration.sql`);
