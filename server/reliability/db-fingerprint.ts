import { createHash } from "node:crypto";
import type { Db } from "../db";

/** Every table that holds business or security state. */
const TABLES = ["users", "sessions", "refresh_tokens", "appointments", "blocked_times", "contact_messages", "recovery_codes", "passkeys"] as const;

/**
 * The audit trail too, but for the records of refusals: a refusal is the one thing a refused
 * request may write (decision 0123; refused requests and bad keys since decision 0168's additions).
 */
const REFUSAL_RECORDS = ["auth.sign_in_failed", "auth.locked_out", "auth.mfa_failed", "access.refused", "api_key.rejected"];
const AUDIT_EVENTS = `SELECT * FROM "audit_events" WHERE action NOT IN (${REFUSAL_RECORDS.map((action) => `'${action}'`).join(", ")}) ORDER BY id`;

export type DatabaseFingerprint = { counts: Record<string, number>; checksum: string };

/**
 * Reads the whole database (on either engine) and reduces it to row counts plus a SHA-256 of
 * every row, so a test can prove a refused request changed nothing at all.
 */
export function openFingerprinter(db: Db) {
  const selects = [
    ...TABLES.map((table) => [table, `SELECT * FROM "${table}" ORDER BY id`] as const),
    ["audit_events", AUDIT_EVENTS] as const,
  ];
  const plain = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);
  return {
    async take(): Promise<DatabaseFingerprint> {
      const hash = createHash("sha256");
      const counts: Record<string, number> = {};
      for (const [table, select] of selects) {
        const rows = await db.$queryRawUnsafe<unknown[]>(select);
        counts[table] = rows.length;
        hash.update(`${table}:${JSON.stringify(rows, plain)}\n`);
      }
      return { counts, checksum: hash.digest("hex") };
    },
  };
}

export type Fingerprinter = ReturnType<typeof openFingerprinter>;
