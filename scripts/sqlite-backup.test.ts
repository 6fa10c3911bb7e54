import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db";
import { createSqliteTestDatabase, type SqliteTestDatabase } from "../server/testing/test-db";
import { backupDatabase, restoreDatabase } from "./sqlite-backup";

describe("SQLite backup and restore", () => {
  let source: SqliteTestDatabase;
  afterEach(async () => {
    await source.cleanup();
  });

  it("takes a consistent copy while the database is open and restores it", async () => {
    source = await createSqliteTestDatabase();
    await source.db.contactMessage.create({ data: { name: "Ana", email: "ana@example.com", message: "Hello" } });

    const backup = join(source.file, "..", "backups", "copy.db");
    const { pages } = await backupDatabase(source.file, backup);
    expect(pages).toBeGreaterThan(0);
    // Issue 29 item 14: the copy and its folder are the owner's only.
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    expect(statSync(join(backup, "..")).mode & 0o777).toBe(0o700);

    // Written after the backup: must be gone once the backup is restored.
    await source.db.contactMessage.create({ data: { name: "Bo", email: "bo@example.com", message: "Later" } });
    await source.db.$disconnect();

    const { previousCopy } = await restoreDatabase(backup, source.file);
    expect(previousCopy && existsSync(previousCopy)).toBe(true);

    const restored = await openDatabase(source.file);
    try {
      const names = (await restored.contactMessage.findMany()).map((row) => row.name);
      expect(names).toEqual(["Ana"]);
    } finally {
      await restored.$disconnect();
    }
  });

  it("refuses to restore a file that is not a sound SQLite database", async () => {
    source = await createSqliteTestDatabase();
    await expect(restoreDatabase(join(source.file, "..", "missing.db"), source.file)).rejects.toThrow();
    expect(await source.db.user.count()).toBe(0);
  });
});
