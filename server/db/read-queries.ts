/**
 * The hot reads (who is asking, availability, a client's list, the admin window) as hand-written
 * statements, one implementation per engine behind one interface: the only engine-specific
 * storage code besides a few raw writes (docs/decisions/0207-one-way-to-the-database.md). This file
 * is the interface; `open-read-queries.ts` picks the implementation for a database.
 * Why not Prisma's query API: docs/decisions/0006-raw-sql-on-hot-reads.md.
 */

/** A blocked period; `preparer_id` set: that preparer's time off, null: the whole office's. */
export type BlockRow = { start_time: string; end_time: string; preparer_id: number | null };
/** The signed-in user behind a live session (every API request with a session cookie reads it). */
export type SessionUserRow = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  role: string;
  locale: string;
  mfa_enabled: boolean;
};
/** An appointment's preparer as the statements name it (decision 0231): both null without one. */
export type PreparerColumns = { preparer_id: number | null; preparer_name: string | null };
/**
 * A row of a client's own list as the API answers it (MyAppointment) but for its preparer, the
 * time as toISOString() writes it: the statement formats it, so no row is parsed and formatted again.
 */
/** A client's appointment as their list shows it, and how many slots it lasts (decision 0239). */
export type MyAppointmentRow = { id: number; service: string; appointment_time: string; status: string; slots: number } & PreparerColumns;
/** A held appointment: its start, preparer and length (decision 0239). */
export type HeldRow = { appointment_time: string; preparer_id: number | null; slots: number; buffer_minutes: number };
/**
 * An admin-list row exactly as the API answers it (AdminAppointment): the statement names and
 * formats the columns itself (the time as toISOString() writes it), so the 500 rows of the
 * window reach the serializer without a JavaScript mapping, which cost more than the read.
 */
export type AdminAppointmentRow = {
  id: number;
  service: string;
  appointment_time: string;
  status: string;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  note: string | null;
} & PreparerColumns;

/** A preparer who takes appointments (decision 0231), with their profile card's columns and own weekly hours (JSON, null: the office's). */
export type PreparerRow = {
  id: number;
  full_name: string;
  email: string | null;
  profile_photo: string | null;
  profile_credentials: string;
  profile_languages: string;
  weekly: string | null;
};

/** Keeps a function's answers until any write commits, when the engine can tell (SQLite); else asks every time. */
export type UntilNextWrite = <Args extends unknown[], Answer>(
  keyOf: (...args: Args) => string,
  read: (...args: Args) => Answer,
  most?: number,
) => (...args: Args) => Answer;

export type ReadQueries = {
  /**
   * Who the office is, for the emails that go to it: every staff account whose role handles
   * appointments (`rolesWith("appointments")`, decision 0228), oldest first.
   */
  officeEmails(): Promise<string[]>;
  /** The user of a session that is neither revoked nor expired at `at`. */
  sessionUser(sessionId: string, at: Date): Promise<SessionUserRow | undefined>;
  /** Blocked periods overlapping [from, to). */
  blocksTouching(from: Date, to: Date): Promise<readonly BlockRow[]>;
  /** Start times (ISO) and preparers of pending or confirmed appointments in (after, before), except one appointment. */
  heldStartsBetween(after: Date, before: Date, exceptId?: number): Promise<readonly HeldRow[]>;
  /** A client's own appointments, every status, by time. */
  appointmentsOfUser(userId: number): Promise<readonly MyAppointmentRow[]>;
  /** How many pending or confirmed appointments of a client start at or after `from`. */
  openAppointmentCount(userId: number, from: Date): Promise<number>;
  /** The preparers who take appointments (not deactivated), oldest account first: every availability answer and booking asks. */
  preparers(): Promise<readonly PreparerRow[]>;
  /** Appointments from `since`: pending first, then the rest, each by time; at most `limit`. */
  adminWindow(since: Date, limit: number): Promise<readonly AdminAppointmentRow[]>;
  /** For answers worked out from these reads (a date's free slots): kept as long as theirs. */
  untilNextWrite: UntilNextWrite;
  close(): Promise<void>;
};
