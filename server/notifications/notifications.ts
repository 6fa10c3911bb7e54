import type { ReadQueries } from "../db/read-queries";
import type { AppConfig } from "../env";
import type {
  AddressInUseAttempt,
  AppointmentFacts,
  ClientFacts,
  ContactFacts,
  DocumentItem,
  EmailPayload,
  PasswordChange,
  SecurityChange,
} from "../emails/email-payloads";
import { emailSubject } from "../emails/subjects";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../shared/i18n/locales";
import type { DbOrTx, NewEmail, OutboxStore } from "../outbox/outbox.store";
import type { BusinessService } from "../services/business/business.service";
import { appointmentData, type JustInserted } from "../webhooks/webhook-events";
import type { OfficeSettingsService } from "../services/office-settings/office-settings.service";
import { readAppointmentWithClient, type AppointmentWithClient } from "./appointment-with-client";
import type { AppointmentOutcome } from "../shared/services";
import { rolesWith, type StaffRole } from "../shared/permissions";

export const appointmentFacts = (row: AppointmentWithClient): { appointment: AppointmentFacts; client: ClientFacts } => ({
  appointment: {
    id: row.id,
    service: row.service,
    start: row.appointmentTime.toISOString(),
    sequence: row.icsSequence,
    ...(row.preparer && { preparer: row.preparer.fullName }),
    ...(row.slots > 1 && { slots: row.slots }),
  },
  client: { name: row.user.fullName, email: row.user.email, phone: row.user.phone },
});

/** An account's language as stored (a column of text), English when it is not one the emails speak. */
export const accountLocale = (stored: string): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** The facts of an email to the appointment's client, in the client's language. */
const clientEmailFacts = (row: AppointmentWithClient) => ({ ...appointmentFacts(row), locale: accountLocale(row.user.locale) });

const reminderKeyPrefix = (appointmentId: number) => `reminder:appointment:${appointmentId}:`;

/**
 * Who is told what when something happens (docs/architecture.md §6: "services enqueue"): the people by
 * email, outside tools by webhook (issue 16). Every method takes the transaction of the
 * change it reports and only writes outbox rows in it, so a change that commits always has
 * its emails and deliveries and one that rolls back has none. A booking asks for its emails
 * (`requestedEmails`) and its event (`requestedEvent`) and writes them in its own batch.
 */
export function createNotifications({
  config,
  reads,
  outbox,
  business,
  settings,
  now,
}: {
  config: AppConfig;
  reads: ReadQueries;
  /** The office's rules (decision 0242): the reminder's lead time. */
  settings: Pick<OfficeSettingsService, "in">;
  outbox: OutboxStore;
  business: BusinessService;
  now: () => Date;
}) {
  /**
   * For the admin's Email page; the email itself gets its subject again when it is sent. Outside a
   * change's transaction (the booking's batch is prepared before it runs): the kept profile.
   */
  const subjectOf = async (payload: EmailPayload) => emailSubject(payload, config.businessTimeZone, await business.get());

  /**
   * The same, inside a change's transaction: read on the transaction's own connection (decision
   * 0230). On PostgreSQL, transactions racing for one slot wait on each other's locks while
   * holding the pool's connections; a read from the pool here could then wait for ever.
   */
  const subjectIn = async (tx: DbOrTx, payload: EmailPayload) => emailSubject(payload, config.businessTimeZone, await business.namesIn(tx));

  const send = async (tx: DbOrTx, payload: EmailPayload, recipient: string) =>
    outbox.enqueueEmail(tx, { payload, recipient, subject: await subjectIn(tx, payload) }, now());

  /**
   * NOTIFY_EMAIL when set, otherwise every staff account whose role handles appointments
   * (decision 0228), from the read connection: for the booking's batch, prepared before it runs.
   */
  async function officeRecipients(): Promise<string[]> {
    return config.email.notify.length > 0 ? config.email.notify : reads.officeEmails();
  }

  /** The same, inside a change's transaction, on its own connection (decision 0230). */
  async function officeRecipientsIn(tx: DbOrTx): Promise<string[]> {
    if (config.email.notify.length > 0) return config.email.notify;
    const staff = await tx.user.findMany({
      where: { role: { in: rolesWith("appointments") }, deactivatedAt: null },
      orderBy: { id: "asc" },
      select: { email: true },
    });
    // Staff always have an address (only a client booked by phone may have none, decision 0235).
    return staff.flatMap((person) => (person.email ? [person.email] : []));
  }

  /** The office's recipients and, for an appointment with a preparer, the preparer (once, if they are both). */
  const withPreparer = (office: string[], row?: AppointmentWithClient) => {
    // A deactivated preparer hears nothing more of the appointments still waiting to be reassigned.
    const preparer = row?.preparer && !row.preparer.deactivatedAt ? row.preparer.email : null;
    return preparer && !office.includes(preparer) ? [...office, preparer] : office;
  };

  /** An email to the appointment's client; none for a client booked by phone without an address (decision 0235). */
  async function toClient(tx: DbOrTx, payload: EmailPayload, row: AppointmentWithClient): Promise<void> {
    if (row.user.email) await send(tx, payload, row.user.email);
  }

  async function toOffice(tx: DbOrTx, payload: EmailPayload, row?: AppointmentWithClient): Promise<void> {
    for (const recipient of withPreparer(await officeRecipientsIn(tx), row)) await send(tx, payload, recipient);
  }

  const emailTo = async (payload: EmailPayload, recipient: string): Promise<NewEmail> => ({
    payload,
    recipient,
    subject: await subjectOf(payload),
  });

  /**
   * One reminder per appointment and time, due the office's lead time before the start (the
   * settings page's, else REMINDER_MINUTES_BEFORE); none when that moment has passed already
   * (the confirmation itself is then the reminder).
   */
  async function armReminder(tx: DbOrTx, row: AppointmentWithClient): Promise<void> {
    const { reminderMinutesBefore } = await settings.in(tx);
    const dueAt = new Date(row.appointmentTime.getTime() - reminderMinutesBefore * 60_000);
    if (dueAt.getTime() <= now().getTime() || !row.user.email) return;
    const payload: EmailPayload = { kind: "client.appointment-reminder", ...clientEmailFacts(row) };
    await outbox.enqueueOnce(
      tx,
      {
        payload,
        recipient: row.user.email,
        subject: await subjectIn(tx, payload),
        dueAt,
        dedupeKey: `${reminderKeyPrefix(row.id)}${row.appointmentTime.toISOString()}`,
      },
      now(),
    );
  }

  const withdrawReminders = (tx: DbOrTx, appointmentId: number, reason: string) =>
    outbox.cancelWaiting(tx, reminderKeyPrefix(appointmentId), reason);

  async function cancellationEmails(tx: DbOrTx, row: AppointmentWithClient): Promise<void> {
    await toClient(tx, { kind: "client.appointment-cancelled", ...clientEmailFacts(row) }, row);
    await withdrawReminders(tx, row.id, "The appointment was cancelled.");
  }

  return {
    /**
     * The emails a new request causes (the office's, the client's receipt), for the booking
     * to write in its own batch (`directBatch`, decision 0131): booking is the hottest write, and
     * a batch does not hold SQLite's write lock across event-loop turns as an interactive one does.
     */
    async requestedEmails(row: AppointmentWithClient): Promise<NewEmail[]> {
      const office = withPreparer(await officeRecipients(), row);
      // The client booked online, signed in: they have an address.
      const client = row.user.email ? [emailTo({ kind: "client.appointment-received", ...clientEmailFacts(row) }, row.user.email)] : [];
      return Promise.all([...office.map((recipient) => emailTo({ kind: "office.appointment-requested", ...appointmentFacts(row) }, recipient)), ...client]);
    },

    /** The new request's webhook event, for the booking's batch: the appointment's id is filled in there. */
    requestedEvent(row: AppointmentWithClient, at: Date, justInserted: JustInserted) {
      return outbox.webhookInsertSql("appointment.requested", appointmentData(row, "pending"), at, justInserted);
    },

    async appointmentConfirmed(tx: DbOrTx, row: AppointmentWithClient): Promise<void> {
      await toClient(tx, { kind: "client.appointment-confirmed", ...clientEmailFacts(row) }, row);
      await armReminder(tx, row);
      await outbox.enqueueWebhookEvent(tx, "appointment.confirmed", appointmentData(row, "confirmed"), now());
    },

    /** The appointment moved; when the client moved it themselves (issue 32), the office hears of it too. */
    async appointmentRescheduled(
      tx: DbOrTx,
      row: AppointmentWithClient,
      previousStart: Date,
      status: string,
      by: "office" | "client" = "office",
    ): Promise<void> {
      await toClient(
        tx,
        {
          kind: "client.appointment-rescheduled",
          ...clientEmailFacts(row),
          previousStart: previousStart.toISOString(),
          ...(status === "pending" && { stillPending: true }),
        },
        row,
      );
      await withdrawReminders(tx, row.id, "The appointment moved to another time.");
      if (status === "confirmed") await armReminder(tx, row);
      if (by === "client") {
        await toOffice(tx, { kind: "office.appointment-moved", ...appointmentFacts(row), previousStart: previousStart.toISOString() }, row);
      }
      const previous = { previous_appointment_time: previousStart.toISOString(), rescheduled_by: by };
      await outbox.enqueueWebhookEvent(tx, "appointment.rescheduled", appointmentData(row, status, previous), now());
    },

    /**
     * Issue 34: the office asked the client by hand for one more document (`item`, named in both
     * languages). The appointment and its client are read on `tx`; the email, in the client's
     * language, links to the appointment's page, where documents are uploaded.
     */
    async documentsRequested(tx: DbOrTx, appointmentId: number, item: DocumentItem): Promise<void> {
      const row = await readAppointmentWithClient(tx, appointmentId);
      await toClient(tx, { kind: "client.documents-requested", ...clientEmailFacts(row), item }, row);
    },

    /** Issue 34: about two days before, the checklist's items that still have no upload; the caller sends it once. */
    async documentsMissing(tx: DbOrTx, row: AppointmentWithClient, items: DocumentItem[]): Promise<void> {
      if (items.length === 0) return;
      await toClient(tx, { kind: "client.documents-missing", ...clientEmailFacts(row), items }, row);
    },

    /** The office cancelled. */
    async appointmentCancelled(tx: DbOrTx, row: AppointmentWithClient): Promise<void> {
      await cancellationEmails(tx, row);
      await outbox.enqueueWebhookEvent(tx, "appointment.cancelled", appointmentData(row, "cancelled", { cancelled_by: "office" }), now());
    },

    /** The office recorded what became of the appointment (decision 0226): outside tools hear of it; the client gets no email. */
    async appointmentOutcome(tx: DbOrTx, row: AppointmentWithClient, outcome: AppointmentOutcome): Promise<void> {
      await outbox.enqueueWebhookEvent(tx, `appointment.${outcome}`, appointmentData(row, outcome), now());
    },

    /** The client cancelled online: they get the usual cancellation, the office a note with their reason. */
    async appointmentCancelledByClient(tx: DbOrTx, row: AppointmentWithClient, reason: string): Promise<void> {
      await cancellationEmails(tx, row);
      await toOffice(tx, { kind: "office.appointment-cancelled", ...appointmentFacts(row), reason }, row);
      const by = { cancelled_by: "client", reason };
      await outbox.enqueueWebhookEvent(tx, "appointment.cancelled", appointmentData(row, "cancelled", by), now());
    },

    /** The office opened an account for a client: they get a link to choose their password, in the account's language. */
    async accountCreatedForClient(tx: DbOrTx, email: string, locale: Locale): Promise<void> {
      await send(tx, { kind: "account.welcome", email, locale }, email);
    },

    /** The owner invited someone to the staff (decision 0234): a link to choose a password, in English until they choose a language. */
    async staffInvited(tx: DbOrTx, email: string, role: StaffRole): Promise<void> {
      await send(tx, { kind: "account.staff-invite", email, role, locale: "en" }, email);
    },

    async contactReceived(tx: DbOrTx, contact: ContactFacts): Promise<void> {
      await toOffice(tx, { kind: "office.contact-message", contact });
      const { receivedAt, ...details } = contact;
      await outbox.enqueueWebhookEvent(tx, "contact.received", { contact: { ...details, received_at: receivedAt } }, now());
    },

    /**
     * Only the address is recorded: whether an account uses it is decided at delivery,
     * so the request costs the same for known and unknown addresses. The account's language
     * is read then too (prepare-email.ts); until that, the row says English.
     */
    /** Issue 17: the confirmation link goes to the new address (its token is made at delivery). */
    async emailChangeRequested(tx: DbOrTx, account: { id: number; locale: string }, newEmail: string): Promise<void> {
      await send(tx, { kind: "account.email-change", userId: account.id, newEmail, locale: accountLocale(account.locale) }, newEmail);
    },

    /** Issue 17: once confirmed, the old address is told, in case someone else made the change. */
    async emailChanged(tx: DbOrTx, account: { fullName: string; locale: string }, oldEmail: string, newEmail: string): Promise<void> {
      const payload: EmailPayload = { kind: "account.email-changed", name: account.fullName, oldEmail, newEmail, locale: accountLocale(account.locale) };
      await send(tx, payload, oldEmail);
    },

    /** Issue 17: the account's owner is told of every change to how it signs in, and of each recovery code used. */
    async securityChanged(tx: DbOrTx, account: { email: string; fullName: string; locale: string }, change: SecurityChange): Promise<void> {
      await send(tx, { kind: "account.security-changed", name: account.fullName, change, locale: accountLocale(account.locale) }, account.email);
    },

    /** Issue 29 item 7: someone tried to register this address, or to move another account to it. */
    async addressInUse(tx: DbOrTx, account: { email: string; fullName: string; locale: string }, attempt: AddressInUseAttempt): Promise<void> {
      await send(tx, { kind: "account.address-in-use", name: account.fullName, attempt, locale: accountLocale(account.locale) }, account.email);
    },

    /**
     * Issue 29 item 1: a password changed on Settings or reset with a link. The account's second
     * factors, and the link that removes them, are read and made at delivery (prepare-email.ts).
     */
    async passwordChanged(tx: DbOrTx, account: { id: number; email: string; locale: string }, how: PasswordChange): Promise<void> {
      await send(tx, { kind: "account.password-changed", userId: account.id, how, locale: accountLocale(account.locale) }, account.email);
    },

    async passwordResetRequested(tx: DbOrTx, email: string): Promise<void> {
      await send(tx, { kind: "account.password-reset", email, locale: DEFAULT_LOCALE }, email);
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
