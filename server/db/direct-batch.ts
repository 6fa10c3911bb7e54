import type { ArgType, SqlQuery } from "@prisma/driver-adapter-utils";
import { driverOf, engineOf, type Db } from "../db";
import type { Prisma } from "./generated/client";

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
 * Runs `Prisma.sql` statements as one transaction through the driver adapter Prisma itself
 * queries through (its public interface, docs/decisions/0207-one-way-to-the-database.md), with
 * no query compiler in between (decision 0131: that took over half of a booking's time).
 * The adapter's own lock makes the batch wait for a Prisma transaction open on the SQLite
 * connection instead of joining it; on PostgreSQL it takes its own connection from the pool.
 * Each engine gets the statement's placeholders in its own form (`?` or `$1`).
 */
export async function directBatch(db: Db, statements: readonly Prisma.Sql[]): Promise<BatchResult[]> {
  return directTransaction(db, async (run) => {
    const results: BatchResult[] = [];
    for (const statement of statements) results.push(await run(statement));
    return results;
  });
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
