import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "../../scripts/sqlite-backup";
import { buildApp } from "../app";
import { openDatabase, sqliteFileOf } from "../db";
import { createUser, signIn } from "../testing/factories";
import { createTestApp } from "../testing/test-app";
import { DirectoryFileStore } from "./directory-file-store";
import { backupFiles, filesBackupOf, restoreFiles, storedKeys } from "./files-backup";

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "taxpro-files-backup-"));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("the file store in backups (decision 0218)", () => {
  it("names the files folder beside the database backup", () => {
    expect(filesBackupOf("/b/app-2026-11-30T10-00-00-000Z.db")).toBe("/b/app-2026-11-30T10-00-00-000Z-files");
    expect(filesBackupOf("/b/copy")).toBe("/b/copy-files");
  });

  it("copies every key, the owner's only, and no half-written temporary file", async () => {
    const filesDir = join(folder, "files");
    const store = new DirectoryFileStore(filesDir);
    await store.put("media/a", Buffer.from("photo a"));
    await store.put("media/a-w320", Buffer.from("copy of a"));
    writeFileSync(join(filesDir, "media", ".tmp-crashed"), "half");

    const backup = join(folder, "backups", "app.db");
    expect(await backupFiles(filesDir, backup)).toEqual({ folder: join(folder, "backups", "app-files"), files: 2 });
    expect(storedKeys(filesBackupOf(backup))).toEqual(["media/a", "media/a-w320"]);
    expect(statSync(join(filesBackupOf(backup), "media")).mode & 0o777).toBe(0o700);
    expect(statSync(join(filesBackupOf(backup), "media", "a")).mode & 0o777).toBe(0o600);

    // A restore puts back what is missing and keeps what the backup lacks (the replaced database may name it).
    await store.delete("media/a");
    await store.put("media/newer", Buffer.from("after the backup"));
    expect(await restoreFiles(backup, filesDir)).toEqual({ folder: filesBackupOf(backup), files: 2 });
    expect((await store.get("media/a"))?.toString()).toBe("photo a");
    expect((await store.get("media/newer"))?.toString()).toBe("after the backup");
  });

  it("backs up a store that was never written to as an empty folder, and restores a backup without one as nothing", async () => {
    expect(await backupFiles(join(folder, "never"), join(folder, "b.db"))).toEqual({ folder: join(folder, "b-files"), files: 0 });
    expect(await restoreFiles(join(folder, "older.db"), join(folder, "files"))).toBeNull();
  });

  it("with the database's backup, brings a photo back whole after both were lost", async () => {
    const t = await createTestApp();
    try {
      const admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#884422" } }).jpeg().toBuffer();
      const uploaded = await t.app.inject({ method: "POST", url: "/api/business/photos", cookies: admin, headers: { "content-type": "image/jpeg" }, payload: photo });
      const { url } = uploaded.json() as { url: string };
      const served = (await t.app.inject({ method: "GET", url })).rawPayload;

      const backup = join(folder, "backups", "app.db");
      await backupDatabase(sqliteFileOf(t.db), backup);
      await backupFiles(t.config.filesDir, backup);
      await t.app.close();
      await t.db.$disconnect();
      rmSync(t.config.filesDir, { recursive: true });
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${sqliteFileOf(t.db)}${suffix}`, { force: true });

      await restoreDatabase(backup, sqliteFileOf(t.db));
      await restoreFiles(backup, t.config.filesDir);
      const db = await openDatabase(sqliteFileOf(t.db));
      const app = await buildApp({ config: t.config, db });
      try {
        const again = await app.inject({ method: "GET", url });
        expect(again.statusCode).toBe(200);
        expect(again.rawPayload.equals(served)).toBe(true);
      } finally {
        await app.close();
        await db.$disconnect();
      }
    } finally {
      await t.close();
    }
  });
});
