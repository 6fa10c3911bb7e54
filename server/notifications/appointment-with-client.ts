import type { DbOrTx } from "../outbox/outbox.store";

/*
 * Its own module: the notifications and the webhook events (which the notifications write) both
 * read this shape, and neither imports the other for it. `readAppointmentWithClient` reads one
 * (for a change that names an appointment by id, as a document request does).
 */

/** An appointment row as the services read it, with its client. */
export type AppointmentWithClient = {
  id: number;
  service: string;
  appointmentTime: Date;
  icsSequence: number;
  /** How many slots it lasts (decision 0239). */
  slots: number;
  /**
   * `locale`: the language the client chose for their account (and their emails). `email` is null
   * for a client the office booked by phone who gave no address (decision 0235): they get no email.
   */
  user: { fullName: string; email: string | null; phone: string | null; locale: string };
  /**
   * Who sees the client (decision 0231): the office's emails about the appointment go to them too,
   * unless they were deactivated (decision 0234) and the appointment waits for someone else.
   */
  preparer?: { id: number; fullName: string; email: string | null; deactivatedAt?: Date | null } | null;
};

/** The columns of an `AppointmentWithClient`, joined in one statement. */
const WITH_CLIENT_SELECT = {
  id: true,
  service: true,
  appointmentTime: true,
  icsSequence: true,
  slots: true,
  user: { select: { fullName: true, email: true, phone: true, locale: true } },
  preparer: { select: { id: true, fullName: true, email: true, deactivatedAt: true } },
} as const;

/**
 * An appointment with its client, read on `tx`: inside a change's transaction, on its own
 * connection (decision 0230). Throws when there is no such appointment.
 */
export const readAppointmentWithClient = (tx: DbOrTx, id: number): Promise<AppointmentWithClient> =>
  tx.appointment.findUniqueOrThrow({ where: { id }, select: WITH_CLIENT_SELECT });
