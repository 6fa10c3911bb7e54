import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import { PrismaClient } from "./db/generated/client";

export type Db = PrismaClient;

/** How long a writer waits for the SQLite lock before giving up (ms). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Prisma's adapter, remembering the better-sqlite3 connection it opens, so the hottest write
 * (a booking, decision 0131) can run as prepared statements on the very connection Prisma
 * writes through: one writer per process, no second connection to contend for the lock.
 * `client` is the adapter's own field (pinned adapter version; db.test.ts checks it is there).
 */
class AdapterKeepingItsConnection extends PrismaBetterSQLite3 {
  connection: BetterSqlite3.Database | null = null;
  override async connect() {
    const adapter = await super.connect();
    this.connection = (adapter as unknown as { client: BetterSqlite3.Database }).client;
    return adapter;
  }
}

const adapters = new WeakMap<Db, AdapterKeepingItsConnection>();

/**
 * Opens the SQLite database through Prisma's better-sqlite3 driver adapter.
 * WAL lets readers run while a write is in progress; foreign keys are enforced.
 */
export async function openDatabase(databaseFile: string): Promise<Db> {
  const adapter = new AdapterKeepingItsConnection({ url: databaseFile, timeout: BUSY_TIMEOUT_MS });
  const db = new PrismaClient({ adapter });
  adapters.set(db, adapter);
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$queryRawUnsafe(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

/** The open better-sqlite3 connection under a client made by `openDatabase` (it reconnects after `$disconnect`). */
export async function connectionOf(db: Db): Promise<BetterSqlite3.Database> {
  const adapter = adapters.get(db);
  if (!adapter) throw new Error("connectionOf: this client was not made by openDatabase");
  if (!adapter.connection?.open) await db.$connect();
  if (!adapter.connection?.open) throw new Error("connectionOf: the database connection is closed");
  return adapter.connection;
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
