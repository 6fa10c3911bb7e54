import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../project-root";
import { applyMigrations } from "../testing/test-db";
import { pendingMigrations } from "./pending-migrations";

const MIGRATIONS_DIR = join(projectRoot(), "prisma/migrations");
const committed = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("pendingMigrations (npm start skips the Prisma CLI when nothing is pending)", () => {
  const folders: string[] = [];
  const fileIn = () => {
    const folder = mkdtempSync(join(tmpdir(), "taxpro-pending-"));
    folders.push(folder);
    return join(folder, "app.db");
  };
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("lists every migration for a database file that does not exist yet", () => {
    expect(pendingMigrations(fileIn(), MIGRATIONS_DIR)).toEqual(committed);
  });

  it("lists every migration when the database has no _prisma_migrations table", () => {
    const file = fileIn();
    applyMigrations(file);
    expect(pendingMigrations(file, MIGRATIONS_DIR)).toEqual(committed);
  });

  it("lists only the migrations Prisma has not finished (or rolled back)", () => {
    const file = fileIn();
    const sqlite = new Database(file);
    sqlite.exec(
      "CREATE TABLE _prisma_migrations (id TEXT PRIMARY KEY, migration_name TEXT NOT NULL, finished_at DATETIME, rolled_back_at DATETIME)",
    );
    const insert = sqlite.prepare("INSERT INTO _prisma_migrations VALUES (?, ?, ?, ?)");
    committed.slice(0, -2).forEach((name, index) => insert.run(String(index), name, "2026-01-01", null));
    insert.run("failed", committed.at(-2), null, null);
    sqlite.close();
    expect(pendingMigrations(file, MIGRATIONS_DIR)).toEqual(committed.slice(-2));
  });

  it("is empty once every committed migration is applied", () => {
    const file = fileIn();
    const sqlite = new Database(file);
    sqlite.exec("CREATE TABLE _prisma_migrations (id TEXT PRIMARY KEY, migration_name TEXT NOT NULL, finished_at DATETIME, rolled_back_at DATETIME)");
    committed.forEach((name) => sqlite.prepare("INSERT INTO _prisma_migrations VALUES (?, ?, '2026-01-01', NULL)").run(name, name));
    sqlite.close();
    expect(pendingMigrations(file, MIGRATIONS_DIR)).toEqual([]);
  });
});
