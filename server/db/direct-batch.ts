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
  const engine = engineOf(db);
  const driver = await driverOf(db);
  const tx = await driver.startTransaction();
  const query = (statement: Prisma.Sql): SqlQuery => ({
    sql: engine === "sqlite" ? statement.sql : statement.text,
    args: statement.values,
    argTypes: statement.values.map(argTypeOf),
  });
  try {
    const results: BatchResult[] = [];
    for (const statement of statements) {
      if (ANSWERS_ROWS.test(statement.sql)) {
        const { columnNames, rows } = await tx.queryRaw(query(statement));
        results.push(rows.map((row) => Object.fromEntries(columnNames.map((name, i) => [name, row[i]]))));
      } else {
        results.push(await tx.executeRaw(query(statement)));
      }
    }
    await tx.executeRaw({ sql: "COMMIT", args: [], argTypes: [] });
    await tx.commit();
    return results;
  } catch (error) {
    try {
      await tx.executeRaw({ sql: "ROLLBACK", args: [], argTypes: [] });
    } finally {
      await tx.rollback();
    }
    throw error;
  }
}
