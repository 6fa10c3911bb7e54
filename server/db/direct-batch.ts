import type BetterSqlite3 from "better-sqlite3";
import { connectionOf, type Db } from "../db";
import type { Prisma } from "./generated/client";

/** What one statement of a batch gave: its rows when it returns any, else how many rows it changed. */
export type BatchResult = unknown[] | number;

type Batch = BetterSqlite3.Transaction<(queries: readonly Prisma.Sql[]) => BatchResult[]>;

const batches = new WeakMap<BetterSqlite3.Database, Batch>();

/** One transaction function per connection, with each statement text prepared once (a handful of fixed texts). */
function batchOn(connection: BetterSqlite3.Database): Batch {
  let batch = batches.get(connection);
  if (!batch) {
    const statements = new Map<string, BetterSqlite3.Statement>();
    const statementFor = (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    };
    batch = connection.transaction((queries: readonly Prisma.Sql[]) =>
      queries.map((query): BatchResult => {
        const statement = statementFor(query.sql);
        return statement.reader ? statement.all(query.values) : statement.run(query.values).changes;
      }),
    );
    batches.set(connection, batch);
  }
  return batch;
}

/** How long a batch waits for a Prisma transaction on the same connection to end. */
const WAIT_LIMIT_MS = 5000;

/**
 * Runs `Prisma.sql` statements as one transaction of prepared better-sqlite3 statements on
 * Prisma's own connection (decision 0131). Through Prisma, the adapter prepared every statement
 * again and its query compiler and batch transaction took over half of a booking's time.
 *
 * Synchronous from BEGIN to COMMIT, so no other statement can slip in; and it never starts
 * while Prisma has a transaction open on the connection (it would join it and share its
 * fate), it waits for that to end instead. Statements take `?` parameters: strings, numbers
 * and null (times as `storedTime` text, as Prisma stores them).
 */
export async function directBatch(db: Db, queries: readonly Prisma.Sql[]): Promise<BatchResult[]> {
  const connection = await connectionOf(db);
  const started = Date.now();
  while (connection.inTransaction) {
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error("directBatch: a transaction held the connection for too long");
    await new Promise((resolve) => setImmediate(resolve));
  }
  return batchOn(connection).immediate(queries);
}
