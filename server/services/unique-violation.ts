import { Prisma } from "../db/generated/client";

/**
 * True for a write refused by a unique index: Prisma's P2002 from the query API, or a raw
 * query (P2010) whose driver reports a unique-constraint violation. Services turn it into
 * a CONFLICT: the database, not a check in code, has the last word on races.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const cause = (error.meta as { driverAdapterError?: { cause?: { kind?: string } } } | undefined)?.driverAdapterError?.cause;
  return error.code === "P2010" && cause?.kind === "UniqueConstraintViolation";
}
