import type { ArgType, SqlQuery } from "@prisma/driver-adapter-utils";
import type BetterSqlite3 from "better-sqlite3";
import { driverOf, engineOf, sqliteFileOf, sqliteWriterOf, type Db } from "../db";
import { noteOwnCommit } from "./own-commits";
import type { Prisma } from "./generated/client";
import { storedTime } from "./read-queries.sqlite";

/** What one statement of a batch gave: its rows when it returns any, else how many rows it changed. */
export type BatchResult = Record<string, unknown>[] | number;

/** Statements that answer rows: reads, and writes with RETURNING. */
const ANSWERS_ROWS = /^\s*(SELECT|WITH)\b|\bRETURNING\b/i;

function argTypeOf(value: unknown): ArgType {
  if (typeof value === "number") return { scalarType: Number.isInteger(value) ? "int" : "float", arity: "scalar" };
  if (typeof value === "bigint") return { scalarType: "bigint", arity: "scalar" };
  if (typeof value === "boolean") return { scalarType: "boolean", arity: "scalar" };
  if (value instanceof Date) return { scalarType: "datetime", arity: "scalar" };
  if (value === null || value === undefined) return { scalarType: "unknown", arity: "scalar" };
  return { scalarType: "string", arity: "scalar" };
}

/**
 * Runs `Prisma.sql` statements as one transaction, with no query compiler in between (decision
 * 0131: that took over half of a booking's time); each engine gets the statement's placeholders
 * in its own form (`?` or `$1`). Through the driver adapter's public interface
 * (docs/decisions/0207-one-way-to-the-database.md), but for SQLite's fast path below.
 */
export async function directBatch(db: Db, statements: readonly Prisma.Sql[], options: BatchOptions = {}): Promise<BatchResult[]> {
  const checks = checksOf(options);
  if (engineOf(db) === "sqlite") return sqliteBatch(db, statements, checks);
  return directTransaction(db, async (run) => {
    const results: BatchResult[] = [];
    for (const [index, statement] of statements.entries()) results.push(checks(index, await run(statement)));
    return results;
  });
}

/**
 * `mustReturnRows`: the index of a statement (an INSERT ... RETURNING whose SELECT may find nothing
 * to insert) that must give a row: when it gives none the whole batch rolls back with
 * `NothingReturned`, so the statements after it, which refer to what it wrote, write nothing either.
 */
export type BatchOptions = { mustReturnRows?: number };

/** A batch's statement that had to give a row gave none; nothing of the batch was written. */
export class NothingReturned extends Error {
  constructor() {
    super("A statement of the batch gave no row; the batch was rolled back.");
  }
}

const checksOf =
  ({ mustReturnRows }: BatchOptions) =>
  (index: number, result: BatchResult): BatchResult => {
    if (index === mustReturnRows && Array.isArray(result) && result.length === 0) throw new NothingReturned();
    return result;
  };

/** A batch waiting for its group's commit, with its caller's promise. */
type Waiting = {
  statements: readonly Prisma.Sql[];
  checks: ReturnType<typeof checksOf>;
  resolve: (results: BatchResult[]) => void;
  reject: (error: unknown) => void;
};
/** What one batch of a group came to: its results, or the error that rolled it back alone. */
type Outcome = { written: true; results: BatchResult[] } | { written: false; error: unknown };

/** The batches asked for during this turn of the event loop, per database client. */
const waitingGroups = new WeakMap<Db, Waiting[]>();

/**
 * SQLite: the batches asked for in one turn of the event loop commit together, in one
 * transaction, at the end of the turn (decision 0264). Each runs in a savepoint of its own, in the
 * order asked, so each sees the ones before it as it would have seen them committed; one that
 * fails (a slot taken, `NothingReturned`) is rolled back alone and its caller gets its error,
 * while the others commit. Every caller's promise settles only once the group has committed.
 * A commit costs more than the writes of a booking (its WAL frames, written once per transaction),
 * so a burst of bookings pays it once.
 */
function sqliteBatch(db: Db, statements: readonly Prisma.Sql[], checks: ReturnType<typeof checksOf>): Promise<BatchResult[]> {
  return new Promise((resolve, reject) => {
    let group = waitingGroups.get(db);
    if (!group) {
      const starting: Waiting[] = (group = []);
      waitingGroups.set(db, starting);
      setImmediate(() => {
        waitingGroups.delete(db);
        void commitGroup(db, starting);
      });
    }
    group.push({ statements, checks, resolve, reject });
  });
}

/**
 * Runs a group synchronously, BEGIN IMMEDIATE to COMMIT, as prepared statements kept on a
 * connection of ours (`sqliteWriterOf`), while the adapter's transaction lock is held: the
 * adapter's own transaction, begun and rolled back around it, takes no SQLite lock (a deferred
 * BEGIN with no statement), but waits for any Prisma transaction on its connection to end, so the
 * two connections never hold SQLite's write lock at once. The adapter prepares every statement
 * again, which cost a booking a third of its time (the A/B in decision 0207).
 */
async function commitGroup(db: Db, group: readonly Waiting[]): Promise<void> {
  let outcomes: Outcome[];
  try {
    const gate = await (await driverOf(db)).startTransaction();
    try {
      try {
        outcomes = groupOn(sqliteWriterOf(db)).immediate(group);
      } finally {
        noteOwnCommit(sqliteFileOf(db));
      }
    } finally {
      try {
        await gate.executeRaw({ sql: "ROLLBACK", args: [], argTypes: [] });
      } finally {
        await gate.rollback();
      }
    }
  } catch (error) {
    // Nothing of the group was written (BEGIN or COMMIT failed, or the whole transaction ended).
    for (const waiting of group) waiting.reject(error);
    return;
  }
  outcomes.forEach((outcome, index) => {
    const waiting = group[index] as Waiting;
    if (outcome.written) waiting.resolve(outcome.results);
    else waiting.reject(outcome.error);
  });
}

type SqliteGroup = BetterSqlite3.Transaction<(group: readonly Waiting[]) => Outcome[]>;
const sqliteGroups = new WeakMap<BetterSqlite3.Database, SqliteGroup>();

/** One group transaction function per connection; each batch in it is `batchOn`'s, which better-sqlite3 nests as a savepoint. */
function groupOn(connection: BetterSqlite3.Database): SqliteGroup {
  let run = sqliteGroups.get(connection);
  if (!run) {
    const batch = batchOn(connection);
    run = connection.transaction((group: readonly Waiting[]) =>
      group.map((waiting): Outcome => {
        try {
          return { written: true, results: batch(waiting.statements, waiting.checks) };
        } catch (error) {
          // SQLite ends the whole transaction on some errors (a full disk, an I/O error): then no
          // batch of the group is written, and all fail, rather than the rest committing one by one.
          if (!connection.inTransaction) throw error;
          return { written: false, error };
        }
      }),
    );
    sqliteGroups.set(connection, run);
  }
  return run;
}

type SqliteBatch = BetterSqlite3.Transaction<(statements: readonly Prisma.Sql[], checks: ReturnType<typeof checksOf>) => BatchResult[]>;
const sqliteBatches = new WeakMap<BetterSqlite3.Database, SqliteBatch>();

/** A value as the SQLite adapter binds it: times as Prisma stores them, booleans as 0 or 1. */
const sqliteValue = (value: unknown) =>
  value instanceof Date ? storedTime(value) : typeof value === "boolean" ? Number(value) : value === undefined ? null : value;

/** One transaction function per connection, each statement text prepared once (a handful of fixed texts). */
function batchOn(connection: BetterSqlite3.Database): SqliteBatch {
  let batch = sqliteBatches.get(connection);
  if (!batch) {
    const prepared = new Map<string, BetterSqlite3.Statement>();
    const statementFor = (sql: string) => {
      let statement = prepared.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        prepared.set(sql, statement);
      }
      return statement;
    };
    // A throw (a failed statement or check) rolls the batch back: its savepoint, in a group (groupOn).
    batch = connection.transaction((queries: readonly Prisma.Sql[], checks: ReturnType<typeof checksOf>) =>
      queries.map((query, index): BatchResult => {
        const statement = statementFor(query.sql);
        const values = query.values.map(sqliteValue);
        return checks(index, statement.reader ? (statement.all(values) as Record<string, unknown>[]) : statement.run(values).changes);
      }),
    );
    sqliteBatches.set(connection, batch);
  }
  return batch;
}

/**
 * `directBatch` for statements that depend on the answers of earlier ones: `work` runs them one
 * at a time with `run`, inside one transaction, committed when `work` resolves and rolled back
 * when it throws. Unlike Prisma's interactive transactions it has no time limit on the wait for
 * the connection, so a burst of them queues instead of failing (decision 0215).
 */
export async function directTransaction<T>(db: Db, work: (run: (statement: Prisma.Sql) => Promise<BatchResult>) => Promise<T>): Promise<T> {
  const engine = engineOf(db);
  const driver = await driverOf(db);
  const tx = await driver.startTransaction();
  const query = (statement: Prisma.Sql): SqlQuery => ({
    sql: engine === "sqlite" ? statement.sql : statement.text,
    args: statement.values,
    argTypes: statement.values.map(argTypeOf),
  });
  const run = async (statement: Prisma.Sql): Promise<BatchResult> => {
    if (!ANSWERS_ROWS.test(statement.sql)) return tx.executeRaw(query(statement));
    const { columnNames, rows } = await tx.queryRaw(query(statement));
    return rows.map((row) => Object.fromEntries(columnNames.map((name, i) => [name, row[i]])));
  };
  try {
    const result = await work(run);
    await tx.executeRaw({ sql: "COMMIT", args: [], argTypes: [] });
    await tx.commit();
    return result;
  } catch (error) {
    try {
      await tx.executeRaw({ sql: "ROLLBACK", args: [], argTypes: [] });
    } finally {
      await tx.rollback();
    }
    throw error;
  }
}
