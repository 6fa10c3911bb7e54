import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/** Online backup through SQLite's backup API: consistent even while the server writes. */
export async function backupDatabase(source: string, destination: string): Promise<{ pages: number }> {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  // A backup holds what the database holds: the owner's only, like the database (issue 29 item 14).
  mkdirSync(dirname(destination), { recursive: true, mode: 0o700 });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(destination);
    chmodSync(destination, 0o600);
    return { pages: totalPages };
  } finally {
    db.close();
  }
}

function assertIntact(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new Error(`${file} failed SQLite's integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** Replaces `target` with `backup` (server stopped). Returns where the old database was kept. */
export async function restoreDatabase(backup: string, target: string): Promise<{ previousCopy: string | null }> {
  assertIntact(backup);
  mkdirSync(dirname(target), { recursive: true });
  let previousCopy: string | null = null;
  if (existsSync(target)) {
    previousCopy = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    // A checkpointed copy of the current database, then out of the way with its WAL files.
    await backupDatabase(target, previousCopy);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
  }
  const staging = `${target}.restoring`;
  copyFileSync(backup, staging);
  renameSync(staging, target);
  return { previousCopy };
}
