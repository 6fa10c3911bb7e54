import { createHash } from "node:crypto";
import Database from "better-sqlite3";

/** Every table that holds business or security state. */
const TABLES = ["users", "sessions", "refresh_tokens", "appointments", "blocked_times", "contact_messages", "recovery_codes", "passkeys"] as const;

/**
 * The audit trail too, but for the records of refusals: a refusal is the one thing a refused
 * request may write (decision 0123; refused requests and bad keys since decision 0168's additions).
 */
const REFUSAL_RECORDS = ["auth.sign_in_failed", "auth.locked_out", "auth.mfa_failed", "access.refused", "api_key.rejected"];
const AUDIT_EVENTS = `SELECT * FROM "audit_events" WHERE action NOT IN (${REFUSAL_RECORDS.map((action) => `'${action}'`).join(", ")}) ORDER BY rowid`;

export type DatabaseFingerprint = { counts: Record<string, number>; checksum: string };

/**
 * Reads the whole database through a second, read-only SQLite connection (WAL lets
 * it see every committed write) and reduces it to row counts plus a SHA-256 of every
 * row, so a test can prove a refused request changed nothing at all.
 */
export function openFingerprinter(databaseFile: string) {
  const sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true });
  const selects = [
    ...TABLES.map((table) => [table, sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid`)] as const),
    ["audit_events", sqlite.prepare(AUDIT_EVENTS)] as const,
  ];
  return {
    take(): DatabaseFingerprint {
      const hash = createHash("sha256");
      const counts: Record<string, number> = {};
      for (const [table, select] of selects) {
        const rows = select.all();
        counts[table] = rows.length;
        hash.update(`${table}:${JSON.stringify(rows)}\n`);
      }
      return { counts, checksum: hash.digest("hex") };
    },
    close(): void {
      sqlite.close();
    },
  };
}

export type Fingerprinter = ReturnType<typeof openFingerprinter>;
