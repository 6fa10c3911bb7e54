import type pg from "pg";
import type { AdminAppointmentRow, BlockRow, HeldRow, MyAppointmentRow, PreparerRow, ReadQueries, SessionUserRow, UntilNextWrite } from "./read-queries";
import { rolesWith } from "../shared/permissions";

/** A time as the API writes it (toISOString), formatted by PostgreSQL (every session is in UTC, server/db.ts). */
const iso = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ADMIN_ROW_COLUMNS = `a.id, a.service, ${iso("a.appointment_time")} AS appointment_time, a.status,
    u.full_name AS client_name, u.email AS client_email, u.phone AS client_phone, a.admin_note AS note,
    a.preparer_id, p.full_name AS preparer_name`;

/** The statements of read-queries.sqlite.ts in PostgreSQL's form, served by the same indexes. */
export const POSTGRESQL_READ_SQL = {
  officeEmails: "SELECT email FROM users WHERE role = ANY($1::text[]) AND deactivated_at IS NULL ORDER BY id",
  sessionUser: `SELECT u.id, u.full_name, u.email, u.phone, u.role, u.locale, u.mfa_enabled
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.deactivated_at IS NULL`,
  blocksTouching: `SELECT ${iso("start_time")} AS start_time, ${iso("end_time")} AS end_time, preparer_id
    FROM blocked_times WHERE start_time < $1 AND end_time > $2`,
  heldStartsBetween: `SELECT ${iso("appointment_time")} AS appointment_time, preparer_id, slots, buffer_minutes FROM appointments
    WHERE status IN ('pending', 'confirmed') AND appointment_time > $1 AND appointment_time < $2 AND id <> $3`,
  appointmentsOfUser: `SELECT a.id, a.service, ${iso("a.appointment_time")} AS appointment_time, a.status,
    a.preparer_id, p.full_name AS preparer_name, a.slots
    FROM appointments a LEFT JOIN users p ON p.id = a.preparer_id WHERE a.user_id = $1 ORDER BY a.appointment_time, a.id`,
  openAppointmentCount: `SELECT COUNT(*)::int AS count FROM appointments
    WHERE user_id = $1 AND appointment_time >= $2 AND status IN ('pending', 'confirmed')`,
  preparers: `SELECT u.id, u.full_name, u.email, u.profile_photo, u.profile_credentials, u.profile_languages, h.weekly
    FROM users u LEFT JOIN preparer_hours h ON h.user_id = u.id
    WHERE u.role = 'preparer' AND u.deactivated_at IS NULL ORDER BY u.id`,
  adminWindowPending: `SELECT ${ADMIN_ROW_COLUMNS}
    FROM appointments a JOIN users u ON u.id = a.user_id LEFT JOIN users p ON p.id = a.preparer_id
    WHERE a.status = 'pending' AND a.appointment_time >= $1
    ORDER BY a.appointment_time, a.id
    LIMIT $2`,
  adminWindowOthers: `SELECT ${ADMIN_ROW_COLUMNS}
    FROM appointments a JOIN users u ON u.id = a.user_id LEFT JOIN users p ON p.id = a.preparer_id
    WHERE a.appointment_time >= $1 AND a.status <> 'pending'
    ORDER BY a.appointment_time, a.id
    LIMIT $2`,
} as const;

type Statement = keyof typeof POSTGRESQL_READ_SQL;

/**
 * The hot reads on PostgreSQL, as named statements (prepared once per pooled connection).
 * `poolNow` answers the client's current pool (a new one after it reconnects). Nothing is kept between requests: another instance may write at any moment, and PostgreSQL
 * offers no cheap "has anything changed" question like SQLite's data_version.
 */
export function createPostgresqlReadQueries(poolNow: () => pg.Pool): ReadQueries {
  async function rows<Row extends pg.QueryResultRow>(name: Statement, values: unknown[]): Promise<Row[]> {
    const result = await poolNow().query<Row>({ name, text: POSTGRESQL_READ_SQL[name], values });
    return result.rows;
  }
  const untilNextWrite: UntilNextWrite = (_keyOf, read) => read;

  return {
    officeEmails: async () => (await rows<{ email: string }>("officeEmails", [rolesWith("appointments")])).map((row) => row.email),
    sessionUser: async (sessionId, at) => (await rows<SessionUserRow>("sessionUser", [sessionId, at]))[0],
    blocksTouching: (from, to) => rows<BlockRow>("blocksTouching", [to, from]),
    heldStartsBetween: (after, before, exceptId) => rows<HeldRow>("heldStartsBetween", [after, before, exceptId ?? 0]),
    appointmentsOfUser: (userId) => rows<MyAppointmentRow>("appointmentsOfUser", [userId]),
    openAppointmentCount: async (userId, from) => (await rows<{ count: number }>("openAppointmentCount", [userId, from]))[0]?.count ?? 0,
    preparers: () => rows<PreparerRow>("preparers", []),
    adminWindow: async (since, limit) => {
      const pending = await rows<AdminAppointmentRow>("adminWindowPending", [since, limit]);
      if (pending.length >= limit) return pending;
      return [...pending, ...(await rows<AdminAppointmentRow>("adminWindowOthers", [since, limit - pending.length]))];
    },
    untilNextWrite,
    // The pool is the database client's (server/db.ts), ended with it.
    close: async () => {},
  };
}
