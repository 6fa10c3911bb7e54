import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";
import BetterSqlite3 from "better-sqlite3";
import type pg from "pg";
import { engineOfUrl, type Engine } from "./db/engine";
import { noteOwnCommit } from "./db/own-commits";
import { PrismaClient } from "./db/generated/client";

/**
 * PostgreSQL's side (the `pg` driver, Prisma's adapter for it and the PostgreSQL client
 * generated from the same models) is imported when a PostgreSQL database is opened: a SQLite
 * install never loads it, which keeps about 10 MB out of its memory (decision 0258).
 */
async function postgresqlModules() {
  const [{ default: pgModule }, { PrismaPg }, { PrismaClient: PostgresqlPrismaClient }] = await Promise.all([
    import("pg"),
    import("@prisma/adapter-pg"),
    import("./db/generated-postgresql/client"),
  ]);
  return { pg: pgModule, PrismaPg, PostgresqlPrismaClient };
}
type PostgresqlModules = Awaited<ReturnType<typeof postgresqlModules>>;

/**
 * The Prisma client of either engine. Both are generated from one model definition
 * (prisma/schema.prisma, docs/decisions/0206-one-model-two-engines.md), so their query API is
 * the same; the type is the SQLite client's, which the PostgreSQL client's is a superset of.
 */
export type Db = PrismaClient;

/** How long a SQLite writer waits for the lock before giving up (ms). */
const BUSY_TIMEOUT_MS = 5000;
/** Connections each instance keeps to PostgreSQL (several instances share the server's limit). */
const POSTGRESQL_POOL_SIZE = 10;

/** What `openDatabase` knows of a client: its engine and the driver adapter Prisma connected through. */
type Opened = {
  engine: Engine;
  factory: DriverKeepingFactory;
  pools?: PostgresqlPools;
  file?: string;
  /** SQLite: the connection batches write through (`sqliteWriterOf`), opened on first use. */
  writer?: BetterSqlite3.Database;
};
const opened = new WeakMap<Db, Opened>();

/**
 * A driver adapter factory (Prisma's public interface) that keeps the adapter it hands to
 * Prisma, so a repository's raw batch runs through the same connection (SQLite) or pool
 * (PostgreSQL), and waits for Prisma's own transactions through the adapter's lock.
 */
class DriverKeepingFactory implements SqlDriverAdapterFactory {
  adapter: SqlDriverAdapter | null = null;
  constructor(
    private readonly inner: SqlDriverAdapterFactory,
    /** SQLite: told of each statement that may have changed data (see `countingCommits`). */
    private readonly noteCommit?: () => void,
  ) {}
  get provider() {
    return this.inner.provider;
  }
  get adapterName() {
    return this.inner.adapterName;
  }
  async connect(): Promise<SqlDriverAdapter> {
    const connected = await this.inner.connect();
    const adapter = this.noteCommit ? countingCommits(connected, this.noteCommit) : connected;
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      if (this.adapter === adapter) this.adapter = null;
      await dispose();
    };
    this.adapter = adapter;
    return adapter;
  }
}

/** Statements that only read; anything else (a write, COMMIT) may change what a reader sees. */
const ONLY_READS = /^\s*SELECT\b/i;

/**
 * The adapter, with every statement that may change data counted as this process's commit
 * (server/db/own-commits.ts) once it has run: outside a transaction a write commits on its own, and
 * a transaction's own COMMIT is a statement too (the engine sends it). Counting a write inside a
 * transaction early is harmless: its COMMIT counts again.
 */
function countingCommits(adapter: SqlDriverAdapter, noteCommit: () => void): SqlDriverAdapter {
  /** `run`, then the count when its statement may have written, whether it succeeded or not. */
  const countingAfter =
    <R>(run: (query: SqlQuery) => Promise<R>) =>
    async (query: SqlQuery): Promise<R> => {
      try {
        return await run(query);
      } finally {
        if (!ONLY_READS.test(query.sql)) noteCommit();
      }
    };
  const counting = <Q extends Pick<SqlDriverAdapter, "queryRaw" | "executeRaw">>(queryable: Q): Q => {
    queryable.queryRaw = countingAfter(queryable.queryRaw.bind(queryable));
    queryable.executeRaw = countingAfter(queryable.executeRaw.bind(queryable));
    return queryable;
  };
  const executeScript = adapter.executeScript.bind(adapter);
  adapter.executeScript = async (script) => {
    try {
      await executeScript(script);
    } finally {
      noteCommit();
    }
  };
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => counting(await startTransaction(isolationLevel));
  return counting(adapter);
}

/**
 * Opens the database a `DATABASE_URL` names: a SQLite file (a path or `file:` URL, the embedded
 * default) or a PostgreSQL server (`postgresql://`).
 */
export async function openDatabase(target: string): Promise<Db> {
  return engineOfUrl(target) === "postgresql" ? openPostgresql(target) : openSqlite(target);
}

/** WAL lets readers run while a write is in progress; foreign keys are enforced. */
async function openSqlite(databaseFile: string): Promise<Db> {
  const file = databaseFile.replace(/^file:/, "");
  const factory = new DriverKeepingFactory(new PrismaBetterSQLite3({ url: file, timeout: BUSY_TIMEOUT_MS }), () => noteOwnCommit(file));
  const db = new PrismaClient({ adapter: factory });
  const state: Opened = { engine: "sqlite", factory, file };
  opened.set(db, state);
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    state.writer?.close();
    state.writer = undefined;
  };
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$queryRawUnsafe(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

/**
 * PrismaPg over a pool of ours, a new one each time Prisma connects (it connects again after
 * `$disconnect`, which ends the pool), so the repositories' hot reads can use the pool directly.
 * Every session is in UTC: the adapter reads timestamptz as text and takes its clock time as UTC
 * whatever offset the server wrote (docs/decisions/0211-tests-on-embedded-postgresql.md).
 */
class PostgresqlPools implements SqlDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "@prisma/adapter-pg";
  pool: pg.Pool | null = null;
  constructor(
    private readonly url: string,
    private readonly modules: PostgresqlModules,
  ) {}
  async connect(): Promise<SqlDriverAdapter> {
    const { pg, PrismaPg } = this.modules;
    const pool = new pg.Pool({ connectionString: this.url, max: POSTGRESQL_POOL_SIZE, options: "-c TimeZone=UTC" });
    // An idle connection the server ends (a restart, pg_terminate_backend) is an 'error' event on the
    // pool, which has already dropped it. Prisma's adapter listens while connected but stops when it
    // is disposed, before `pool.end()` below: an event in between would end the process (seen when a
    // test database was dropped as its pool closed). A query's own errors still reach its caller.
    pool.on("error", () => {});
    const adapter = await new PrismaPg(pool).connect();
    this.pool = pool;
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      if (this.pool === pool) this.pool = null;
      await pool.end();
    };
    return adapter;
  }
}

async function openPostgresql(url: string): Promise<Db> {
  const modules = await postgresqlModules();
  const pools = new PostgresqlPools(url, modules);
  const factory = new DriverKeepingFactory(pools);
  const client = new modules.PostgresqlPrismaClient({ adapter: factory });
  // Same models, same query API (see `Db`); only the generated types' identity differs.
  const db = client as unknown as Db;
  opened.set(db, { engine: "postgresql", factory, pools });
  await db.$connect();
  return db;
}

function openedOf(db: Db): Opened {
  const found = opened.get(db);
  if (!found) throw new Error("this client was not made by openDatabase");
  return found;
}

/** The engine under a client made by `openDatabase`. */
export function engineOf(db: Db): Engine {
  return openedOf(db).engine;
}

/** The PostgreSQL pool under a client made by `openDatabase` on PostgreSQL. */
export function poolOf(db: Db): pg.Pool {
  const { pools } = openedOf(db);
  if (!pools) throw new Error("poolOf: this client is not on PostgreSQL");
  if (!pools.pool) throw new Error("poolOf: the database connection is closed");
  return pools.pool;
}

/** The SQLite file under a client made by `openDatabase` on SQLite. */
export function sqliteFileOf(db: Db): string {
  const { file } = openedOf(db);
  if (file === undefined) throw new Error("sqliteFileOf: this client is not on SQLite");
  return file;
}

/**
 * SQLite: a second connection of ours to the same file, where `directBatch` keeps its prepared
 * statements (the adapter prepares every statement again, a third of a booking's time). Writes go
 * through it only while the adapter's transaction lock is held, so it never contends with
 * Prisma's connection for SQLite's write lock (server/db/direct-batch.ts).
 */
export function sqliteWriterOf(db: Db): BetterSqlite3.Database {
  const state = openedOf(db);
  if (state.file === undefined) throw new Error("sqliteWriterOf: this client is not on SQLite");
  if (!state.writer?.open) {
    state.writer = new BetterSqlite3(state.file, { timeout: BUSY_TIMEOUT_MS });
    state.writer.pragma("foreign_keys = ON");
    state.writer.pragma("synchronous = NORMAL");
  }
  return state.writer;
}

/** The driver adapter Prisma is connected through (it reconnects after `$disconnect`). */
export async function driverOf(db: Db): Promise<SqlDriverAdapter> {
  const { factory } = openedOf(db);
  if (!factory.adapter) await db.$connect();
  if (!factory.adapter) throw new Error("driverOf: the database connection is closed");
  return factory.adapter;
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

/**
 * A case-insensitive "contains" filter for Prisma's query API on either engine: SQLite's LIKE
 * already ignores case (for ASCII, as the searches need); PostgreSQL's is told to. The SQLite
 * client's types have no `mode`, so the PostgreSQL form is typed as the common one.
 */
export function containsText(db: Db, text: string): { contains: string } {
  return engineOf(db) === "postgresql" ? ({ contains: text, mode: "insensitive" } as { contains: string }) : { contains: text };
}

/**
 * How long a process may keep a setting it read (the business profile, the opening hours) before
 * reading it again: for ever on SQLite, where this process makes every change and drops what it
 * keeps when it does; a few seconds on PostgreSQL, where another instance may have saved one
 * (docs/decisions/0209-settings-across-instances.md).
 */
export function settingsLifetimeMs(db: Db): number {
  return engineOf(db) === "postgresql" ? SETTINGS_LIFETIME_ON_POSTGRESQL_MS : Number.POSITIVE_INFINITY;
}
const SETTINGS_LIFETIME_ON_POSTGRESQL_MS = 5_000;
