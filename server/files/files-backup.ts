import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { DirectoryFileStore } from "./directory-file-store";
import { isFileKey } from "./file-store";

/*
 * The file store is half of the data (decision 0218): a photo's row is in the database, its bytes
 * in FILES_DIR. `npm run backup` and `npm run restore` (scripts/) carry both.
 */

/** Where the files of a database backup go: `app-<stamp>.db` has `app-<stamp>-files/` beside it. */
export function filesBackupOf(databaseBackup: string): string {
  return databaseBackup.endsWith(".db") ? `${databaseBackup.slice(0, -".db".length)}-files` : `${databaseBackup}-files`;
}

/** Every key stored under `root`: its files whose paths are keys (a stray `.tmp-*` is none). */
export function storedKeys(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter(isFileKey)
    .sort();
}

/** Copies every key under `from` into the store at `to` (written as the store writes: atomically, 0600). */
async function copyKeys(from: string, to: string): Promise<number> {
  const target = new DirectoryFileStore(to);
  const keys = storedKeys(from);
  for (const key of keys) await target.put(key, await readFile(join(from, ...key.split("/"))));
  return keys.length;
}

/**
 * Copies FILES_DIR beside a database backup. Taken after the database's copy: a file is written
 * before the row that names it commits, so every file the backed-up rows name is there already
 * (files stored since come along too, named by nothing, and harmless).
 */
export async function backupFiles(filesDir: string, databaseBackup: string): Promise<{ folder: string; files: number }> {
  const folder = filesBackupOf(databaseBackup);
  const files = await copyKeys(filesDir, folder);
  return { folder, files };
}

/**
 * Puts a backup's files back into FILES_DIR (server stopped). It adds and replaces, never removes:
 * a key always holds the same bytes, and the database the restore replaced (kept beside it) may
 * still name files the backup lacks. A backup made before the file store has no files folder.
 */
export async function restoreFiles(databaseBackup: string, filesDir: string): Promise<{ folder: string; files: number } | null> {
  const folder = filesBackupOf(databaseBackup);
  if (!existsSync(folder)) return null;
  return { folder, files: await copyKeys(folder, filesDir) };
}
