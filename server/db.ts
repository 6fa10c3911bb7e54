import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./db/generated/client";

export type Db = PrismaClient;

/** How long a writer waits for the SQLite lock before giving up (ms). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the SQLite database through Prisma's better-sqlite3 driver adapter.
 * WAL lets readers run while a write is in progress; foreign keys are enforced.
 */
export async function openDatabase(databaseFile: string): Promise<Db> {
  const adapter = new PrismaBetterSQLite3({ url: databaseFile, timeout: BUSY_TIMEOUT_MS });
  const db = new PrismaClient({ adapter });
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$queryRawUnsafe(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

/** True when the database answers a trivial query. */
export async function isDatabaseHealthy(db: Db): Promise<boolean> {
  try {
    await db.$queryRawUnsafe("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
