import { Prisma } from "../db/generated/client";

/**
 * True for a write refused by a unique index (Prisma P2002). Services turn it into
 * a CONFLICT: the database, not a check in code, has the last word on races.
 */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
