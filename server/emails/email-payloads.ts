import type { StaffRole } from "../shared/permissions";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../shared/i18n/locales";

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
  /** Who sees the client, by name (decision 0231); absent in an office without preparers. */
  preparer?: string;
  /** How many slots it lasts (decision 0239); absent: one (and in emails queued before services had a length). */
  slots?: number;
};

/** When an appointment ends: its own length in slots of `slotMinutes`. */
export const appointmentEnd = (appointment: Pick<AppointmentFacts, "start" | "slots">, slotMinutes: number): Date =>
  new Date(Date.parse(appointment.start) + (appointment.slots ?? 1) * slotMinutes * 60_000);

/** `email` null: a client the office booked by phone, who gave no address (decision 0235). */
export type ClientFacts = { name: string; email: string | null; phone: string | null };

export type ContactFacts = { name: string; email: string; phone: string | null; message: string; receivedAt: string };

/** A document the client is asked for (issue 34), named in each language of the emails. */
export type DocumentItem = { en: string; es: string };

/**
 * The language of an email to a client (issue 15): their account's choice when the change
 * happened. Emails to the office are always English, so theirs carry none.
 */
type InLanguage = { locale: Locale };

export type EmailPayload =
  | { kind: "office.appointment-requested"; appointment: AppointmentFacts; client: ClientFacts }
  | { kind: "office.contact-message"; contact: ContactFacts }
  | { kind: "office.appointment-cancelled"; appointment: AppointmentFacts; client: ClientFacts; reason: string }
  /** A client moved their own appointment from their dashboard (issue 32). */
  | { kind: "office.appointment-moved"; appointment: AppointmentFacts; client: ClientFacts; previousStart: string }
  | ({ kind: "client.appointment-received"; appointment: AppointmentFacts; client: ClientFacts } & InLanguage)
  | ({ kind: "client.appointment-confirmed"; appointment: AppointmentFacts; client: ClientFacts } & InLanguage)
  | ({
      kind: "client.appointment-rescheduled";
      appointment: AppointmentFacts;
      client: ClientFacts;
      previousStart: string;
      /** A pending request was moved: it still waits for confirmation, so no invitation goes with it. */
      stillPending?: boolean;
    } & InLanguage)
  | ({ kind: "client.appointment-cancelled"; appointment: AppointmentFacts; client: ClientFacts } & InLanguage)
  | ({ kind: "client.appointment-reminder"; appointment: AppointmentFacts; client: ClientFacts } & InLanguage)
  /** Issue 34: the office asked the client by hand for one more document, named in both languages. */
  | ({ kind: "client.documents-requested"; appointment: AppointmentFacts; client: ClientFacts; item: DocumentItem } & InLanguage)
  /** Issue 34: once, about two days before, the checklist's items that still have no upload. */
  | ({ kind: "client.documents-missing"; appointment: AppointmentFacts; client: ClientFacts; items: DocumentItem[] } & InLanguage)
  /** The language is the account's, read again at delivery (the request does not look the account up). */
  | ({ kind: "account.password-reset"; email: string } & InLanguage)
  /** The office created the account (booking for a client who phoned in): choose a password. */
  | ({ kind: "account.welcome"; email: string } & InLanguage)
  /** The owner invited someone to the staff (decision 0234): choose a password, then two-step sign-in. */
  | ({ kind: "account.staff-invite"; email: string; role: StaffRole } & InLanguage)
  /**
   * Issue 17: the link that confirms a new address, sent to that address. Its one-time token
   * is made at delivery, like a reset's; the account's email changes only when it is followed.
   */
  | ({ kind: "account.email-change"; userId: number; newEmail: string } & InLanguage)
  /** Issue 17: the notice to the old address that the account's email was changed. */
  | ({ kind: "account.email-changed"; name: string; oldEmail: string; newEmail: string } & InLanguage)
  /** Issue 17: two-step sign-in was turned on or off, a passkey added or removed, or a recovery code used. */
  | ({ kind: "account.security-changed"; name: string; change: SecurityChange } & InLanguage)
  /**
   * Issue 29 item 1: the password was changed on Settings or reset with an emailed link. The
   * account's second factors are read at delivery, and when it has some the email lists them
   * with a link that removes them (its one-time token made then, like a reset's).
   */
  | ({ kind: "account.password-changed"; userId: number; how: PasswordChange } & InLanguage)
  /** Issue 29 item 7: someone tried to register this address, or to move another account to it. */
  | ({ kind: "account.address-in-use"; name: string; attempt: AddressInUseAttempt } & InLanguage);

/** What someone tried with an address that already has an account. */
export type AddressInUseAttempt = "registration" | "email_change";

/** What an `account.security-changed` email reports; `two_step_removed`: every factor, with a password-change email's link. */
export const SECURITY_CHANGES = [
  "totp_added",
  "totp_removed",
  "passkey_added",
  "passkey_removed",
  "recovery_code_used",
  "two_step_removed",
] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];

/** How an `account.password-changed` email's password changed: on Settings, or with a reset link. */
export const PASSWORD_CHANGES = ["changed", "reset"] as const;
export type PasswordChange = (typeof PASSWORD_CHANGES)[number];

/** An account's second factors as a password-change email lists them (read at delivery). */
export type AccountFactors = { app: boolean; passkeys: string[]; recoveryCodesLeft: number };

export type EmailKind = EmailPayload["kind"];

/** The kinds written to a client, in their language. */
export type ClientEmailPayload = Extract<EmailPayload, InLanguage>;
export type ClientEmailKind = ClientEmailPayload["kind"];

export const EMAIL_KINDS = [
  "office.appointment-requested",
  "office.appointment-cancelled",
  "office.appointment-moved",
  "office.contact-message",
  "client.appointment-received",
  "client.appointment-confirmed",
  "client.appointment-rescheduled",
  "client.appointment-cancelled",
  "client.appointment-reminder",
  "client.documents-requested",
  "client.documents-missing",
  "account.password-reset",
  "account.welcome",
  "account.staff-invite",
  "account.email-change",
  "account.email-changed",
  "account.security-changed",
  "account.address-in-use",
  "account.password-changed",
] as const satisfies readonly EmailKind[];

export const CLIENT_EMAIL_KINDS = EMAIL_KINDS.filter(
  (kind): kind is ClientEmailKind => kind.startsWith("client.") || kind.startsWith("account."),
);

export const isClientEmail = (payload: EmailPayload): payload is ClientEmailPayload =>
  payload.kind.startsWith("client.") || payload.kind.startsWith("account.");

/** The language an email is written in: the client's, English for the office's. */
export const emailLocale = (payload: EmailPayload): Locale => (isClientEmail(payload) ? payload.locale : DEFAULT_LOCALE);

/**
 * An outbox row's payload. Rows written before emails had a language (or with one this
 * version does not know) are read as English, as they were meant to be sent.
 */
export function parseEmailPayload(json: string): EmailPayload {
  const payload = JSON.parse(json) as EmailPayload;
  if (isClientEmail(payload) && !isLocale(payload.locale)) return { ...payload, locale: DEFAULT_LOCALE };
  return payload;
}
