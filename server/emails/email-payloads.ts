/**
 * The facts an email is made from, as stored in the outbox row when the change happens.
 * Rendering waits until delivery (server/notifications/prepare-email.ts), so the row
 * holds no rendered HTML and no secret: a password-reset token is made only then.
 */
export type AppointmentFacts = {
  id: number;
  service: string;
  /** UTC ISO start. */
  start: string;
  /** The invitation's iCalendar SEQUENCE at this change. */
  sequence: number;
};

export type ClientFacts = { name: string; email: string; phone: string | null };

export type ContactFacts = { name: string; email: string; phone: string | null; message: string; receivedAt: string };

export type EmailPayload =
  | { kind: "office.appointment-requested"; appointment: AppointmentFacts; client: ClientFacts }
  | { kind: "office.contact-message"; contact: ContactFacts }
  | { kind: "office.appointment-cancelled"; appointment: AppointmentFacts; client: ClientFacts; reason: string }
  | { kind: "client.appointment-received"; appointment: AppointmentFacts; client: ClientFacts }
  | { kind: "client.appointment-confirmed"; appointment: AppointmentFacts; client: ClientFacts }
  | {
      kind: "client.appointment-rescheduled";
      appointment: AppointmentFacts;
      client: ClientFacts;
      previousStart: string;
      /** A pending request was moved: it still waits for confirmation, so no invitation goes with it. */
      stillPending?: boolean;
    }
  | { kind: "client.appointment-cancelled"; appointment: AppointmentFacts; client: ClientFacts }
  | { kind: "client.appointment-reminder"; appointment: AppointmentFacts; client: ClientFacts }
  | { kind: "account.password-reset"; email: string }
  /** The office created the account (booking for a client who phoned in): choose a password. */
  | { kind: "account.welcome"; email: string };

export type EmailKind = EmailPayload["kind"];

export const EMAIL_KINDS = [
  "office.appointment-requested",
  "office.appointment-cancelled",
  "office.contact-message",
  "client.appointment-received",
  "client.appointment-confirmed",
  "client.appointment-rescheduled",
  "client.appointment-cancelled",
  "client.appointment-reminder",
  "account.password-reset",
  "account.welcome",
] as const satisfies readonly EmailKind[];
