import Database from "better-sqlite3";
import type { AdminAppointmentRow, BlockRow, HeldRow, MyAppointmentRow, PreparerRow, ReadQueries, SessionUserRow } from "./read-queries";
import { rolesWith } from "../shared/permissions";
import { ownCommitsTo } from "./own-commits";

/** The roles the office's emails go to (decision 0228): one placeholder each, so the role index serves them. */
const OFFICE_ROLES = rolesWith("appointments");

/**
 * The hot reads on SQLite: prepared statements on a second, read-only connection. WAL lets it
 * read while the Prisma connection writes, and every statement sees the latest committed data.
 *
 * Times are stored by Prisma as ISO text with a "+00:00" offset; parameters are
 * written the same way so text comparison orders them correctly.
 */
export const storedTime = (date: Date) => date.toISOString().replace("Z", "+00:00");

const ADMIN_ROW_COLUMNS = `a.id, a.service, strftime('%Y-%m-%dT%H:%M:%fZ', a.appointment_time) AS appointment_time, a.status,
    u.full_name AS client_name, u.email AS client_email, u.phone AS client_phone, a.admin_note AS note,
    a.preparer_id, p.full_name AS preparer_name`;

/** Each statement is served by an index (read-queries.test.ts checks the query plans). */
export const READ_SQL = {
  // sessions' primary key, then users'.
  // users(role): the admins are a handful of rows among the clients.
  officeEmails: `SELECT email FROM users WHERE role IN (${OFFICE_ROLES.map(() => "?").join(", ")}) AND deactivated_at IS NULL ORDER BY id`,
  sessionUser: `SELECT u.id, u.full_name, u.email, u.phone, u.role, u.locale, u.mfa_enabled, s.expires_at
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ? AND s.revoked_at IS NULL AND u.deactivated_at IS NULL`,
  blocksTouching: `SELECT strftime('%Y-%m-%dT%H:%M:%fZ', start_time) AS start_time, strftime('%Y-%m-%dT%H:%M:%fZ', end_time) AS end_time, preparer_id
    FROM blocked_times WHERE start_time < ? AND end_time > ?`,
  // The index appointments(status, appointment_time).
  heldStartsBetween: `SELECT strftime('%Y-%m-%dT%H:%M:%fZ', appointment_time) AS appointment_time, preparer_id, slots, buffer_minutes FROM appointments
    WHERE status IN ('pending', 'confirmed') AND appointment_time > ? AND appointment_time < ? AND id <> ?`,
  // appointments(user_id, appointment_time).
  // The preparers by primary key.
  appointmentsOfUser: `SELECT a.id, a.service, strftime('%Y-%m-%dT%H:%M:%fZ', a.appointment_time) AS appointment_time, a.status,
    a.preparer_id, p.full_name AS preparer_name, a.slots
    FROM appointments a LEFT JOIN users p ON p.id = a.preparer_id WHERE a.user_id = ? ORDER BY a.appointment_time, a.id`,
  // appointments(user_id, status, appointment_time), from the index alone: a client's upcoming pending or confirmed ones.
  openAppointmentCount: `SELECT COUNT(*) AS count FROM appointments
    WHERE user_id = ? AND appointment_time >= ? AND status IN ('pending', 'confirmed')`,
  // users(role), then preparer_hours by its primary key.
  preparers: `SELECT u.id, u.full_name, u.email, u.profile_photo, u.profile_credentials, u.profile_languages, h.weekly
    FROM users u LEFT JOIN preparer_hours h ON h.user_id = u.id
    WHERE u.role = 'preparer' AND u.deactivated_at IS NULL ORDER BY u.id`,
  // The admin window in two ordered range reads that stop at the limit, clients by
  // primary key: pending on appointments(status, appointment_time), then the rest on
  // appointments(appointment_time).
  adminWindowPending: `SELECT ${ADMIN_ROW_COLUMNS}
    FROM appointments a JOIN users u ON u.id = a.user_id LEFT JOIN users p ON p.id = a.preparer_id
    WHERE a.status = 'pending' AND a.appointment_time >= ?
    ORDER BY a.appointment_time, a.id
    LIMIT ?`,
  adminWindowOthers: `SELECT ${ADMIN_ROW_COLUMNS}
    FROM appointments a JOIN users u ON u.id = a.user_id LEFT JOIN users p ON p.id = a.preparer_id
    WHERE a.appointment_time >= ? AND a.status <> 'pending'
    ORDER BY a.appointment_time, a.id
    LIMIT ?`,
} as const;

export function createSqliteReadQueries(databaseFile: string): ReadQueries {
  const sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true, timeout: 5000 });
  const statements = {
    officeEmails: sqlite.prepare<string[], { email: string }>(READ_SQL.officeEmails),
    sessionUser: sqlite.prepare<[string], Omit<SessionUserRow, "mfa_enabled"> & { mfa_enabled: number; expires_at: string }>(READ_SQL.sessionUser),
    blocksTouching: sqlite.prepare<[string, string], BlockRow>(READ_SQL.blocksTouching),
    heldStartsBetween: sqlite.prepare<[string, string, number], HeldRow>(READ_SQL.heldStartsBetween),
    appointmentsOfUser: sqlite.prepare<[number], MyAppointmentRow>(READ_SQL.appointmentsOfUser),
    openAppointmentCount: sqlite.prepare<[number, string], { count: number }>(READ_SQL.openAppointmentCount),
    preparers: sqlite.prepare<[], PreparerRow>(READ_SQL.preparers),
    adminWindowPending: sqlite.prepare<[string, number], AdminAppointmentRow>(READ_SQL.adminWindowPending),
    adminWindowOthers: sqlite.prepare<[string, number], AdminAppointmentRow>(READ_SQL.adminWindowOthers),
  };

  // Changes whenever another connection commits. Asking costs a read transaction (a lock on the
  // WAL index: a few microseconds, a tenth of an availability answer), so it is asked at most once
  // per turn of the event loop; this process's own commits are counted as they are made
  // (own-commits.ts), so none of them is ever missed. Another process's commit is seen from the
  // next turn: any request sent after it is read in a later turn than one begun before it
  // (docs/decisions/0261-own-writes-counted-foreign-ones-once-a-turn.md).
  const dataVersion = sqlite.prepare<[], number>("PRAGMA data_version").pluck();
  let versionThisTurn: number | undefined;
  const endTurn = () => {
    versionThisTurn = undefined;
  };
  function committedVersion(): number {
    if (versionThisTurn === undefined) {
      versionThisTurn = dataVersion.get() as number;
      setImmediate(endTurn);
    }
    return versionThisTurn;
  }

  /**
   * Answers kept until any write commits. The same few questions (the 60 days of the booking
   * calendar, the admin's window) are asked far more often than anything changes. Answers are
   * shared: callers never change them. At most `most` are kept (all dropped beyond it).
   */
  function untilNextWrite<Args extends unknown[], Answer>(keyOf: (...args: Args) => string, read: (...args: Args) => Answer, most = 512) {
    let version = -1;
    let ownCommits = -1;
    const answers = new Map<string, Answer>();
    return (...args: Args): Answer => {
      const current = committedVersion();
      const own = ownCommitsTo(databaseFile);
      if (current !== version || own !== ownCommits || answers.size >= most) {
        answers.clear();
        version = current;
        ownCommits = own;
      }
      const key = keyOf(...args);
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = read(...args);
        answers.set(key, answer);
      }
      return answer;
    };
  }

  const blocksTouching = untilNextWrite(
    (from: Date, to: Date) => `${from.getTime()} ${to.getTime()}`,
    (from: Date, to: Date): readonly BlockRow[] => statements.blocksTouching.all(storedTime(to), storedTime(from)),
  );
  const heldStartsBetween = untilNextWrite(
    (after: Date, before: Date, exceptId?: number) => `${after.getTime()} ${before.getTime()} ${exceptId ?? 0}`,
    (after: Date, before: Date, exceptId?: number): readonly HeldRow[] =>
      statements.heldStartsBetween.all(storedTime(after), storedTime(before), exceptId ?? 0),
  );
  // Every signed-in request asks who it is (decision 0256): the session and its user, kept until a
  // write (a sign-out, a revocation, a refresh, a change to the account) commits; the expiry is
  // compared on each request, to the millisecond as stored.
  const sessionOf = untilNextWrite(
    (sessionId: string) => sessionId,
    (sessionId: string): { user: SessionUserRow; expiresAt: number } | null => {
      const row = statements.sessionUser.get(sessionId);
      if (!row) return null;
      const { expires_at: expiresAt, mfa_enabled: mfaEnabled, ...user } = row;
      return { user: { ...user, mfa_enabled: mfaEnabled === 1 }, expiresAt: Date.parse(expiresAt) };
    },
  );
  // A client reloads the list far more often than it changes.
  const appointmentsOfUser = untilNextWrite(
    (userId: number) => String(userId),
    (userId: number): readonly MyAppointmentRow[] => statements.appointmentsOfUser.all(userId),
  );
  const adminWindow = untilNextWrite(
    (since: Date, limit: number) => `${since.getTime()} ${limit}`,
    (since: Date, limit: number): readonly AdminAppointmentRow[] => {
      const from = storedTime(since);
      const pending = statements.adminWindowPending.all(from, limit);
      if (pending.length >= limit) return pending;
      return [...pending, ...statements.adminWindowOthers.all(from, limit - pending.length)];
    },
    8,
  );

  // better-sqlite3 answers synchronously; the interface is asynchronous for PostgreSQL's sake.
  return {
    officeEmails: async () => statements.officeEmails.all(...OFFICE_ROLES).map((row) => row.email),
    sessionUser: async (sessionId, at) => {
      const session = sessionOf(sessionId);
      return session && session.expiresAt > at.getTime() ? session.user : undefined;
    },
    blocksTouching: async (from, to) => blocksTouching(from, to),
    heldStartsBetween: async (after, before, exceptId) => heldStartsBetween(after, before, exceptId),
    appointmentsOfUser: async (userId) => appointmentsOfUser(userId),
    openAppointmentCount: async (userId, from) => statements.openAppointmentCount.get(userId, storedTime(from))?.count ?? 0,
    preparers: async () => statements.preparers.all(),
    adminWindow: async (since, limit) => adminWindow(since, limit),
    untilNextWrite,
    close: async () => {
      sqlite.close();
    },
  };
}
