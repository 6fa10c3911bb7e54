import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import Database from "better-sqlite3";
import { Prisma } from "../db/generated/client";

/**
 * True for a write refused by a unique index: Prisma's P2002 from the query API, a raw
 * query (P2010) whose driver reports a unique-constraint violation, or the error of a direct batch
 * (server/db/direct-batch.ts): the driver adapter's, or better-sqlite3's on SQLite's fast path. Services turn it into a CONFLICT:
 * the database, not a check in code, has the last word on races.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof DriverAdapterError) return error.cause.kind === "UniqueConstraintViolation";
  if (error instanceof Database.SqliteError) return error.code === "SQLITE_CONSTRAINT_UNIQUE";
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const cause = (error.meta as { driverAdapterError?: { cause?: { kind?: string } } } | undefined)?.driverAdapterError?.cause;
  return error.code === "P2010" && cause?.kind === "UniqueConstraintViolation";
}
