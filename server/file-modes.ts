import { chmodSync, existsSync } from "node:fs";

/**
 * The database holds clients' names, phones and appointments: its files are the owner's only
 * (issue 29 item 14). Files the server creates from here on (the database, its `-wal` and `-shm`,
 * uploaded photos) get mode 0600 and folders 0700, and an existing database made before this
 * rule is narrowed to 0600 as the server starts.
 */
export function keepDatabaseFilesPrivate(databaseFile: string): void {
  process.umask(0o077);
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
