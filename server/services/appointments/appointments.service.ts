import { containsText } from "../../db";
import type { z } from "zod";
import { say, type ServerMessage, type Saying } from "../../shared/i18n/server-messages";
import { subDays } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import {
  ADMIN_LIST_DEFAULTS,
  type AdminAppointment,
  type AdminAppointmentsInput,
  APPOINTMENT_EXPORT,
  APPOINTMENT_SEARCH,
  type appointmentExportInput,
  type appointmentSearchInput,
  type AppointmentSearchResult,
  type bookAppointmentInput,
  type bookForClientInput,
  type BookedForClient,
  type ClientAppointment,
  type MyAppointment,
} from "../../shared/appointment.schema";
import { APPOINTMENT_OUTCOMES, type AppointmentOutcome, type AppointmentStatus } from "../../shared/services";
import type { PublicUser } from "../../shared/user.schema";
import type { AdminAppointmentRow } from "../../db/read-queries";
import type { PreparersService } from "../preparers/preparers.service";
import { createAssignment, HoldTaken, isSlotTaken, type PreparerRow } from "./assignment";
import { createClientLists, preparerOf } from "./client-list";
import { endMsOf, longestHoldMs, type AppointmentLength } from "../availability/appointment-length";
import type { Hold } from "../../db/raw-writes";
import { directBatch, NothingReturned } from "../../db/direct-batch";
import { randomBytes } from "node:crypto";
import { hashPassword } from "../../auth/password";
import type { AvailabilityService } from "../availability/availability.service";
import { normaliseEmail } from "../users/users.service";
import { addDaysToDate } from "../availability/opening-hours";
import { conflict, forbidden, notFound, validationError } from "../errors";
import type { ServiceDeps } from "../deps";
import type { Actor } from "../audit/audit.service";
import type { Locale } from "../../shared/i18n/locales";
import { appointmentsCsv, appointmentsCsvFileName } from "./appointments-csv";
import type { DbOrTx } from "../../outbox/outbox.store";
import { appointmentCalendar } from "../../emails/calendar-invite";
import { emailContextFor, invitationSignatureIsValid } from "../../notifications/email-context";
import { accountLocale, appointmentFacts } from "../../notifications/notifications";

const HOUR_MS = 3_600_000;

/** A preparer acting on the appointments assigned to them, and no one else's (decision 0236). */
export type OwnAppointments = { preparerId: number };

type AppointmentRow = { id: number; service: string; appointmentTime: Date; status: string; preparer: PreparerRow };
type AppointmentWithClientRow = AppointmentRow & {
  adminNote: string | null;
  user: { fullName: string; email: string | null; phone: string | null; locale?: string };
};

/** The one mapping from a row to what a client sees of an appointment. */
export function toMyAppointmentDto(row: AppointmentRow): MyAppointment {
  return {
    id: row.id,
    service: row.service,
    appointment_time: row.appointmentTime.toISOString(),
    // Only this service writes statuses, always one of APPOINTMENT_STATUSES.
    status: row.status as AppointmentStatus,
    preparer: row.preparer && { id: row.preparer.id, name: row.preparer.fullName },
  };
}

/** The one mapping from an admin window row (read-queries.ts) to what an admin sees. */
export function adminRowToDto({ preparer_id, preparer_name, ...row }: AdminAppointmentRow): AdminAppointment {
  // Only this service writes statuses, always one of APPOINTMENT_STATUSES.
  return { ...row, status: row.status as AppointmentStatus, preparer: preparerOf({ preparer_id, preparer_name }) };
}

/** The one mapping from a row (with its client) to what an admin sees. */
export function toAdminAppointmentDto(row: AppointmentWithClientRow): AdminAppointment {
  return {
    ...toMyAppointmentDto(row),
    client_name: row.user.fullName,
    client_email: row.user.email,
    client_phone: row.user.phone,
    note: row.adminNote,
  };
}

/** The preparer of an appointment as its DTO names them (and the address its office emails also go to), joined in the same statement. */
export const WITH_PREPARER = { preparer: { select: { id: true, fullName: true, email: true, deactivatedAt: true } } } as const;

/**
 * What an admin sees of an appointment's client, joined in the same statement, and the language of
 * the client's emails; and its preparer.
 */
export const WITH_CLIENT = { user: { select: { fullName: true, email: true, phone: true, locale: true } }, ...WITH_PREPARER } as const;

/** Statuses that still hold their slot: the only ones that can be moved or cancelled. */
const OPEN_STATUSES = ["pending", "confirmed"];
const isOutcome = (status: string): status is AppointmentOutcome => (APPOINTMENT_OUTCOMES as readonly string[]).includes(status);

/**
 * Booking and the appointment life cycle: pending -> confirmed -> (rescheduled,
 * still confirmed) -> completed or no_show once it has started (decision 0226); pending or
 * confirmed -> cancelled. The database is the final judge of who gets a preparer's time: each
 * write checks in its own statement or transaction that no other active appointment of theirs
 * overlaps (`claim`, raw-writes.ts `holdTaken`, decision 0239), and the partial unique index
 * refuses equal starts; the availability checks before only give better messages first.
 */
export function createAppointmentsService(
  { db, reads, writes, config, now, notifications, outbox, business, audit, officeServices, settings }: ServiceDeps,
  availability: AvailabilityService,
  preparers: PreparersService,
) {
  const slotTaken = () => conflict(say.booking.slotUnavailable);
  const { candidatesFor, withFirstFree } = createAssignment({ db, config, officeServices }, availability, preparers, slotTaken);
  const tooManyOpen = (maxOpenRequests: number) => conflict(say.appointments.tooManyOpen(maxOpenRequests));
  const { slotMinutes } = config.openingHours;
  const clientList = createClientLists(slotMinutes);
  /** Whether an appointment of `slots` starting at `startMs` is over at `atMs`. */
  const hasEnded = (startMs: number, slots: number, atMs: number) => endMsOf(startMs, slots, slotMinutes) <= atMs;

  /** The time an appointment of `length` at `start` holds `preparerId` (decision 0239); `exceptId`: the one being moved. */
  const holdOf = (preparerId: number | null, start: Date, length: AppointmentLength, exceptId = 0): Hold => ({
    preparerId,
    start,
    slots: length.slots,
    bufferMinutes: length.bufferMinutes,
    slotMinutes,
    longestHoldMs: longestHoldMs(slotMinutes),
    exceptId,
  });

  /**
   * Inside a write's transaction, before it writes: takes the preparer's calendar (PostgreSQL) and
   * refuses a hold that another of their active appointments overlaps, so the write that follows
   * cannot double-book them however many requests race (decision 0239).
   */
  async function claim(tx: DbOrTx, hold: Hold): Promise<void> {
    for (const lock of writes.preparerLock(hold.preparerId)) await tx.$queryRaw(lock);
    if ((await tx.$queryRaw<unknown[]>(writes.holdTaken(hold))).length > 0) throw new HoldTaken();
  }

  /** 404 for an unknown id; otherwise the appointment's current status. */
  /** The status of an appointment the caller may act on: any, or with `only` a preparer's own; 404 otherwise. */
  async function statusOf(tx: DbOrTx, id: number, only?: OwnAppointments): Promise<string> {
    const row = await tx.appointment.findFirst({ where: { id, ...only }, select: { status: true } });
    if (!row) throw notFound(say.appointments.notFound);
    return row.status;
  }

  /** Why an appointment that is no longer open cannot be moved or cancelled. */
  const notOpen = (status: string) => conflict(isOutcome(status) ? say.appointments.alreadyHappened : say.appointments.alreadyCancelled);

  /**
   * Moves an open appointment, as it was read (`row`), to `start`: the office's move and the
   * client's share it. The update is conditional on the row being unchanged since, and the
   * partial unique index decides a race for the new slot.
   */
  async function moveTo(
    actor: Actor,
    id: number,
    row: { status: string; appointmentTime: Date; preparerId: number | null; slots: number; bufferMinutes: number },
    start: Date,
    by: "office" | "client",
  ) {
    if (start.getTime() === row.appointmentTime.getTime()) throw validationError(say.appointments.sameTime);
    // The appointment keeps its preparer (decision 0231) and its length (decision 0239): the new time must be free for them.
    const length = { slots: row.slots, bufferMinutes: row.bufferMinutes };
    await availability.assertBookable(start, { ignoreAppointmentId: id, preparerId: row.preparerId ?? undefined, length });
    try {
      return await db.$transaction(async (tx) => {
        await claim(tx, holdOf(row.preparerId, start, length, id));
        const { count } = await tx.appointment.updateMany({
          where: { id, status: row.status, appointmentTime: row.appointmentTime },
          data: { appointmentTime: start, icsSequence: { increment: 1 } },
        });
        // Cancelled, confirmed or moved by someone else in the meantime: look again.
        if (count === 0) throw conflict(say.appointments.changedMeanwhile);
        const moved = await readWithClient(tx, id);
        await notifications.appointmentRescheduled(tx, moved, row.appointmentTime, moved.status, by);
        await audit.record(tx, actor, {
          action: by === "client" ? "appointment.rescheduled_by_client" : "appointment.rescheduled",
          subject: subjectOf(moved),
          before: { appointment_time: row.appointmentTime.toISOString() },
          after: { appointment_time: moved.appointmentTime.toISOString() },
          details: detailsOf(moved),
        });
        return moved;
      });
    } catch (error) {
      if (isSlotTaken(error)) throw slotTaken();
      throw error;
    }
  }

  const readWithClient = (tx: DbOrTx, id: number) =>
    tx.appointment.findUniqueOrThrow({ where: { id }, include: WITH_CLIENT });

  /** What an appointment's record names: its client, service and time (at the time of the event). */
  const subjectOf = (row: { id: number }) => ({ type: "appointment" as const, id: row.id });
  const detailsOf = (row: { service: string; appointmentTime: Date; user: { fullName: string } }) => ({
    client: row.user.fullName,
    service: row.service,
    appointment_time: row.appointmentTime.toISOString(),
  });

  /** The search's and the export's filters as one `where`: status, service, business-local days, part of the client's name, email or phone. */
  const matching = (input: z.output<typeof appointmentExportInput>) => {
    const dayStart = (date: string) => fromZonedTime(`${date}T00:00:00`, config.businessTimeZone);
    const q = input.q ? input.q : undefined;
    return {
      ...(input.status && { status: input.status }),
      ...(input.service && { service: input.service }),
      ...((input.from || input.to) && {
        appointmentTime: {
          ...(input.from && { gte: dayStart(input.from) }),
          ...(input.to && { lt: dayStart(addDaysToDate(input.to, 1)) }),
        },
      }),
      ...(q && {
        user: { OR: [{ fullName: containsText(db, q) }, { email: containsText(db, q) }, { phone: containsText(db, q) }] },
      }),
    };
  };

  /**
   * The admin window's rows as the API answers them. The same rows come back until a write (SQLite),
   * so their DTOs are kept with them: the route serializes an answer it has seen once (appointments.routes.ts).
   */
  const adminDtos = new WeakMap<readonly AdminAppointmentRow[], AdminAppointment[]>();
  function adminRowsAsDtos(rows: readonly AdminAppointmentRow[]): AdminAppointment[] {
    let dtos = adminDtos.get(rows);
    if (!dtos) {
      dtos = rows.map(adminRowToDto);
      adminDtos.set(rows, dtos);
    }
    return dtos;
  }

  return {
    /**
     * A client requests a slot; the appointment waits, pending, for an admin. The office
     * and the client are told in the same transaction (server/notifications).
     */
    async book(
      user: PublicUser,
      input: z.output<typeof bookAppointmentInput>,
    ): Promise<{ message: ServerMessage; appointment: MyAppointment }> {
      const start = new Date(input.appointment_time);
      const { candidates, length } = await candidatesFor(start, user.id, input.preparer_id, "client", input.service);
      const { maxOpenRequests } = await settings.get();
      if ((await reads.openAppointmentCount(user.id, now())) >= maxOpenRequests) throw tooManyOpen(maxOpenRequests);
      // Another request may take the slot (or that preparer's) between the check and the insert: the next candidate, or 409.
      return withFirstFree(candidates, async ({ preparer, assignment }) => {
        // The hottest write of the product: one transaction of raw statements through Prisma's own
        // driver adapter, without its query compiler (decisions 0006, 0131 and 0207).
        const at = now();
        const draft = {
          id: 0,
          service: input.service,
          appointmentTime: start,
          status: "pending",
          icsSequence: 0,
          slots: length.slots,
          preparer,
          user: { fullName: user.full_name, email: user.email, phone: user.phone, locale: user.locale },
        };
        const emails = await notifications.requestedEmails(draft);
        const justInserted = { start, userId: user.id };
        // The limit is checked again inside the insert, so two requests at once cannot both pass it.
        const request = writes.appointmentRequest({
          userId: user.id,
          service: input.service,
          at,
          maxOpen: maxOpenRequests,
          assignment,
          hold: holdOf(preparer?.id ?? null, start, length),
        });
        const insertIndex = request.length - 1;
        let results;
        try {
          results = await directBatch(
            db,
            [...request, ...emails.map((email) => outbox.emailInsertSql(email, at, justInserted)), notifications.requestedEvent(draft, at, justInserted)],
            // Nothing inserted: nothing of the batch is written, not even emails that would find the client's own appointment.
            { mustReturnRows: insertIndex },
          );
        } catch (error) {
          if (!(error instanceof NothingReturned)) throw error;
          // The client reached the limit meanwhile, or another request took the preparer's time.
          throw (await reads.openAppointmentCount(user.id, now())) >= maxOpenRequests ? tooManyOpen(maxOpenRequests) : new HoldTaken();
        }
        const inserted = results[insertIndex] as { id: number | string }[];
        const row = { ...draft, id: Number(inserted[0]?.id) };
        return { message: say.spec.booking.submitted, appointment: toMyAppointmentDto(row) };
      });
    },

    /**
     * An admin books for a client who phoned in: an existing client, or a new one whose
     * account is opened here (with no usable password until they choose one from the
     * welcome email). The appointment is confirmed at once and the client gets the usual
     * confirmation; the office's own limits on clients (open requests) do not apply.
     */
    async bookForClient(actor: Actor, input: z.output<typeof bookForClientInput>): Promise<Saying<BookedForClient>> {
      const start = new Date(input.appointment_time);
      const { candidates, length } = await candidatesFor(start, input.client_id ?? null, input.preparer_id, "office", input.service);
      // Hashed before the transaction: argon2 takes a moment, and SQLite's write lock should not wait on it.
      const unusablePassword = input.new_client ? await hashPassword(randomBytes(32).toString("base64url")) : null;
      return withFirstFree(candidates, ({ preparer, assignment }) =>
        db.$transaction(async (tx) => {
          await claim(tx, holdOf(preparer?.id ?? null, start, length));
          let userId: number;
          let newAccount = false;
          if (input.client_id !== undefined) {
            const client = await tx.user.findFirst({ where: { id: input.client_id, role: "client" }, select: { id: true } });
            if (!client) throw notFound(say.clients.notFound);
            userId = client.id;
          } else {
            const details = input.new_client as NonNullable<typeof input.new_client>;
            // No address (decision 0235): a client of the office's own, reached by phone, never matched to another.
            const emailAddress = details.email === null ? null : normaliseEmail(details.email);
            const existing = emailAddress === null ? null : await tx.user.findUnique({ where: { email: emailAddress }, select: { id: true, role: true } });
            if (existing && existing.role !== "client") throw conflict(say.appointments.staffEmail);
            if (existing) {
              userId = existing.id;
            } else {
              const created = await tx.user.create({
                data: {
                  email: emailAddress,
                  fullName: details.full_name,
                  phone: details.phone,
                  role: "client",
                  passwordHash: unusablePassword as string,
                  ...(details.locale && { locale: details.locale }),
                },
              });
              userId = created.id;
              newAccount = true;
            }
          }
          const appointment = await tx.appointment.create({
            data: {
              userId,
              service: input.service,
              appointmentTime: start,
              status: "confirmed",
              preparerId: preparer?.id ?? null,
              assignment,
              slots: length.slots,
              bufferMinutes: length.bufferMinutes,
            },
            include: WITH_CLIENT,
          });
          await notifications.appointmentConfirmed(tx, appointment);
          // A client with no address gets no welcome: the office keeps them informed by phone.
          if (newAccount && appointment.user.email) {
            await notifications.accountCreatedForClient(tx, appointment.user.email, accountLocale(appointment.user.locale));
          }
          await audit.record(tx, actor, {
            action: "appointment.booked_for_client",
            subject: subjectOf(appointment),
            after: { status: "confirmed", appointment_time: appointment.appointmentTime.toISOString(), service: appointment.service },
            details: { ...detailsOf(appointment), new_account: newAccount, client_id: userId },
          });
          return {
            message: newAccount ? say.appointments.bookedForNewClient : say.appointments.bookedForClient,
            appointment: toAdminAppointmentDto(appointment),
            new_account: newAccount,
          };
        }),
      );
    },

    /** The caller's own appointments, every status, by time, with what the client can do with each. */
    async mine(user: PublicUser): Promise<ClientAppointment[]> {
      const rows = await reads.appointmentsOfUser(user.id);
      const at = now().getTime();
      const cancelCutoffMs = (await settings.get()).cancelCutoffHours * HOUR_MS;
      const context = rows.some((row) => row.status === "confirmed") ? emailContextFor(config, await business.get()) : null;
      return clientList(user.id, { rows, cancelCutoffMs, context, locale: user.locale }, at);
    },

    /**
     * The appointments an admin works with, with their clients: pending first (they
     * need action), then the rest, each by time. Bounded to a window that starts
     * `pastDays` before today (or `from`) and to `limit` rows, so its cost does not
     * grow with the whole history.
     */
    async all(window: AdminAppointmentsInput = {}): Promise<AdminAppointment[]> {
      const limit = window.limit ?? ADMIN_LIST_DEFAULTS.limit;
      const fromDate =
        window.from ?? formatInTimeZone(subDays(now(), ADMIN_LIST_DEFAULTS.pastDays), config.businessTimeZone, "yyyy-MM-dd");
      const since = fromZonedTime(`${fromDate}T00:00:00`, config.businessTimeZone);
      // One range read joined to the clients in the same statement (no N+1), whose rows are
      // already the DTO (read-queries.ts; read-queries.test.ts holds them to toAdminAppointmentDto).
      return adminRowsAsDtos(await reads.adminWindow(since, limit));
    },

    /**
     * A preparer's own appointments (decision 0231): the ones assigned to them from
     * ADMIN_LIST_DEFAULTS.pastDays before today, by time, at most ADMIN_LIST_DEFAULTS.limit; nobody
     * else's, whatever is asked.
     */
    async assignedTo(preparerId: number): Promise<AdminAppointment[]> {
      const since = fromZonedTime(
        `${formatInTimeZone(subDays(now(), ADMIN_LIST_DEFAULTS.pastDays), config.businessTimeZone, "yyyy-MM-dd")}T00:00:00`,
        config.businessTimeZone,
      );
      const rows = await db.appointment.findMany({
        where: { preparerId, appointmentTime: { gte: since } },
        orderBy: [{ appointmentTime: "asc" }, { id: "asc" }],
        take: ADMIN_LIST_DEFAULTS.limit,
        include: WITH_CLIENT,
      });
      return rows.map(toAdminAppointmentDto);
    },

    /**
     * pending -> confirmed; anything else is a 409. The client gets the invitation. `only`: a
     * preparer confirming one of their own (decision 0236); another's is a 404, as if it did not exist.
     */
    async confirm(actor: Actor, id: number, only?: OwnAppointments): Promise<AdminAppointment> {
      return db.$transaction(async (tx) => {
        const { count } = await tx.appointment.updateMany({
          where: { id, status: "pending", ...only },
          data: { status: "confirmed", icsSequence: { increment: 1 } },
        });
        if (count === 0) {
          await statusOf(tx, id, only);
          throw conflict(say.appointments.onlyPendingCanBeConfirmed);
        }
        const row = await readWithClient(tx, id);
        await notifications.appointmentConfirmed(tx, row);
        await audit.record(tx, actor, {
          action: "appointment.confirmed",
          subject: subjectOf(row),
          before: { status: "pending" },
          after: { status: "confirmed" },
          details: detailsOf(row),
        });
        return toAdminAppointmentDto(row);
      });
    },

    /**
     * Moves a confirmed appointment to another free slot; it stays confirmed
     * (docs/decisions/0014-appointment-status-rules.md). The client's calendar event
     * moves with it (same UID, higher SEQUENCE) and its reminder is re-armed.
     */
    async reschedule(actor: Actor, id: number, newTime: string): Promise<AdminAppointment> {
      const row = await db.appointment.findUnique({
        where: { id },
        select: { status: true, appointmentTime: true, preparerId: true, slots: true, bufferMinutes: true },
      });
      if (!row) throw notFound(say.appointments.notFound);
      // A pending request can be moved too (it stays pending); a cancelled one cannot (decision 0116), nor one
      // that has happened (decision 0226).
      if (row.status === "cancelled") throw conflict(say.appointments.cancelledCannotBeRescheduled);
      if (isOutcome(row.status)) throw notOpen(row.status);
      return toAdminAppointmentDto(await moveTo(actor, id, row, new Date(newTime), "office"));
    },

    /**
     * A client moves their own pending or confirmed appointment to another free slot, until
     * CANCEL_CUTOFF_HOURS before it starts, as they may cancel it (decision 0227). It keeps its
     * status: the office accepted the client, and the new time is one the office offers. The
     * office is told by email. 403 for someone else's, as for cancelling.
     */
    async rescheduleOwn(actor: Actor, user: PublicUser, id: number, newTime: string): Promise<MyAppointment> {
      const row = await db.appointment.findUnique({
        where: { id },
        select: { userId: true, status: true, appointmentTime: true, preparerId: true, slots: true, bufferMinutes: true },
      });
      if (!row) throw notFound(say.appointments.notFound);
      if (row.userId !== user.id) throw forbidden();
      if (!OPEN_STATUSES.includes(row.status)) throw notOpen(row.status);
      const { cancelCutoffHours } = await settings.get();
      if (row.appointmentTime.getTime() - now().getTime() < cancelCutoffHours * HOUR_MS) {
        throw conflict(say.appointments.pastRescheduleCutoff(cancelCutoffHours, (await business.get()).phone.display));
      }
      return toMyAppointmentDto(await moveTo(actor, id, row, new Date(newTime), "client"));
    },

    /**
     * The calendar file behind an email's "Download calendar file" link, as the
     * appointment stands now. The link's signature is its only key; a wrong one is
     * answered like an unknown appointment. The link lives in a mailbox for good, so it
     * serves the client's name and email only while the appointment is still to come
     * (decision 0180): once it is over, 404 with its own sentence; once cancelled, a
     * CANCEL with no attendee, which a calendar that took the event can still remove it by.
     */
    async invitationFile(id: number, signature: string): Promise<string> {
      const row = invitationSignatureIsValid(config, id, signature)
        ? await db.appointment.findUnique({ where: { id }, include: WITH_CLIENT })
        : null;
      if (!row) throw notFound(say.appointments.notFound);
      if (hasEnded(row.appointmentTime.getTime(), row.slots, now().getTime())) throw notFound(say.appointments.invitationOver);
      const { appointment, client } = appointmentFacts(row);
      const context = emailContextFor(config, await business.get());
      const cancelled = row.status === "cancelled";
      // The file behind the client's email link, in the client's language like the email.
      const locale = accountLocale(row.user.locale);
      return appointmentCalendar(appointment, cancelled ? null : client, cancelled ? "CANCEL" : "PUBLISH", context, locale);
    },

    /** A pending or confirmed appointment -> cancelled. The row stays, and the slot is free again. */
    async cancel(actor: Actor, id: number): Promise<AdminAppointment> {
      return db.$transaction(async (tx) => {
        const before = await tx.appointment.findUnique({ where: { id }, select: { status: true } });
        const { count } = await tx.appointment.updateMany({
          where: { id, status: { in: OPEN_STATUSES } },
          data: { status: "cancelled", icsSequence: { increment: 1 } },
        });
        if (count === 0) throw notOpen(await statusOf(tx, id));
        const row = await readWithClient(tx, id);
        await notifications.appointmentCancelled(tx, row);
        await audit.record(tx, actor, {
          action: "appointment.cancelled",
          subject: subjectOf(row),
          before: { status: before?.status ?? null },
          after: { status: "cancelled" },
          details: detailsOf(row),
        });
        return toAdminAppointmentDto(row);
      });
    },

    /**
     * Every appointment that matches, newest first, a page at a time: the list's history
     * beyond its window, and the search by client. Two indexed statements (count and
     * page); the page size keeps each answer small (decision 0117).
     */
    async search(input: z.output<typeof appointmentSearchInput>): Promise<AppointmentSearchResult> {
      const where = matching(input);
      const pageSize = APPOINTMENT_SEARCH.pageSize;
      const [total, rows] = await db.$transaction([
        db.appointment.count({ where }),
        db.appointment.findMany({
          where,
          orderBy: [{ appointmentTime: "desc" }, { id: "desc" }],
          skip: (input.page - 1) * pageSize,
          take: pageSize,
          include: WITH_CLIENT,
        }),
      ]);
      return { appointments: rows.map(toAdminAppointmentDto), total, page: input.page, page_size: pageSize };
    },

    /**
     * The appointments the search's filters find, newest first, as a CSV file in `locale` (issue 32): at most
     * APPOINTMENT_EXPORT.maxRows, the newest. The private notes stay out of it: a file leaves the office's hands.
     */
    async exportCsv(input: z.output<typeof appointmentExportInput>, locale: Locale): Promise<{ filename: string; csv: string }> {
      const rows = await db.appointment.findMany({
        where: matching(input),
        orderBy: [{ appointmentTime: "desc" }, { id: "desc" }],
        take: APPOINTMENT_EXPORT.maxRows,
        select: { appointmentTime: true, createdAt: true, service: true, status: true, ...WITH_CLIENT },
      });
      return {
        filename: appointmentsCsvFileName(now(), config.businessTimeZone),
        csv: appointmentsCsv(rows, locale, config.businessTimeZone, (await business.get()).services),
      };
    },

    /** The office's private note on an appointment ("" removes it); nobody else ever sees it. */
    async setNote(actor: Actor, id: number, note: string, only?: OwnAppointments): Promise<AdminAppointment> {
      return db.$transaction(async (tx) => {
        const before = await tx.appointment.findFirst({ where: { id, ...only }, select: { adminNote: true } });
        if (!before) throw notFound(say.appointments.notFound);
        await tx.appointment.update({ where: { id }, data: { adminNote: note || null } });
        const row = await readWithClient(tx, id);
        if (before.adminNote !== row.adminNote) {
          await audit.record(tx, actor, {
            action: "appointment.note_changed",
            subject: subjectOf(row),
            before: { note: before.adminNote },
            after: { note: row.adminNote },
            details: detailsOf(row),
          });
        }
        return toAdminAppointmentDto(row);
      });
    },

    /**
     * What became of a confirmed appointment once it has started: completed, or the client did
     * not come (decision 0226). Either can be corrected to the other; the same outcome again
     * changes nothing. The client is not emailed; the audit trail and the webhooks record it.
     */
    async recordOutcome(actor: Actor, id: number, outcome: AppointmentOutcome, only?: OwnAppointments): Promise<AdminAppointment> {
      return db.$transaction(async (tx) => {
        const before = await tx.appointment.findFirst({ where: { id, ...only }, select: { status: true, appointmentTime: true } });
        if (!before) throw notFound(say.appointments.notFound);
        if (before.status !== "confirmed" && !isOutcome(before.status)) throw conflict(say.appointments.outcomeNeedsConfirmed);
        if (before.appointmentTime.getTime() > now().getTime()) throw conflict(say.appointments.outcomeBeforeStart);
        if (before.status === outcome) return toAdminAppointmentDto(await readWithClient(tx, id));
        const { count } = await tx.appointment.updateMany({ where: { id, status: before.status }, data: { status: outcome } });
        if (count === 0) throw conflict(say.appointments.changedMeanwhile);
        const row = await readWithClient(tx, id);
        await notifications.appointmentOutcome(tx, row, outcome);
        await audit.record(tx, actor, {
          action: `appointment.${outcome}`,
          subject: subjectOf(row),
          before: { status: before.status },
          after: { status: outcome },
          details: detailsOf(row),
        });
        return toAdminAppointmentDto(row);
      });
    },

    /**
     * The office gives an open appointment to another preparer (decision 0231). The time stays; a
     * preparer with another appointment over any of it is refused (decision 0239). Recorded in the audit trail with both
     * preparers; the client is not emailed (their time did not change).
     */
    async reassign(actor: Actor, id: number, preparerId: number): Promise<AdminAppointment> {
      const preparer = (await preparers.list()).find((candidate) => candidate.id === preparerId);
      if (!preparer) throw validationError(say.booking.unknownPreparer);
      // Their hours and time off are checked before the transaction (decision 0230); the update holds to the time checked.
      const current = await db.appointment.findUnique({
        where: { id },
        select: { appointmentTime: true, preparerId: true, slots: true, bufferMinutes: true },
      });
      if (!current) throw notFound(say.appointments.notFound);
      const length = { slots: current.slots, bufferMinutes: current.bufferMinutes };
      if (current.preparerId !== preparerId) await availability.assertWorking(current.appointmentTime, preparerId, length);
      try {
        return await db.$transaction(async (tx) => {
          const before = await tx.appointment.findUnique({ where: { id }, select: { status: true, preparerId: true, ...WITH_PREPARER } });
          if (!before) throw notFound(say.appointments.notFound);
          if (!OPEN_STATUSES.includes(before.status)) throw notOpen(before.status);
          if (before.preparerId === preparerId) return toAdminAppointmentDto(await readWithClient(tx, id));
          await claim(tx, holdOf(preparerId, current.appointmentTime, length, id));
          const { count } = await tx.appointment.updateMany({
            where: { id, status: before.status, preparerId: before.preparerId, appointmentTime: current.appointmentTime },
            data: { preparerId, assignment: "office" },
          });
          if (count === 0) throw conflict(say.appointments.changedMeanwhile);
          const row = await readWithClient(tx, id);
          await audit.record(tx, actor, {
            action: "appointment.reassigned",
            subject: subjectOf(row),
            before: { preparer: before.preparer?.fullName ?? null },
            after: { preparer: preparer.name },
            details: detailsOf(row),
          });
          return toAdminAppointmentDto(row);
        });
      } catch (error) {
        if (isSlotTaken(error)) throw conflict(say.booking.preparerBusy);
        throw error;
      }
    },

    /**
     * A client cancels their own pending or confirmed appointment, until CANCEL_CUTOFF_HOURS
     * before it starts; later, the office decides by phone. 403 for someone else's (the id
     * exists either way in the admin's list; hiding it would not protect anything more).
     */
    async cancelOwn(actor: Actor, user: PublicUser, id: number, reason: string): Promise<MyAppointment> {
      // Checked before the transaction, so a refusal's phone number (the business profile) is never read
      // inside it (decision 0230); the update then holds to the time that was checked.
      const current = await db.appointment.findUnique({ where: { id }, select: { userId: true, status: true, appointmentTime: true } });
      if (!current) throw notFound(say.appointments.notFound);
      if (current.userId !== user.id) throw forbidden();
      if (!OPEN_STATUSES.includes(current.status)) throw notOpen(current.status);
      const { cancelCutoffHours } = await settings.get();
      if (current.appointmentTime.getTime() - now().getTime() < cancelCutoffHours * HOUR_MS) {
        throw conflict(say.appointments.pastCancelCutoff(cancelCutoffHours, (await business.get()).phone.display));
      }
      return db.$transaction(async (tx) => {
        const { count } = await tx.appointment.updateMany({
          where: { id, status: { in: OPEN_STATUSES }, appointmentTime: current.appointmentTime },
          data: { status: "cancelled", cancelReason: reason || null, icsSequence: { increment: 1 } },
        });
        if (count === 0) {
          // Cancelled or marked meanwhile, or moved by the office: the client looks again.
          const status = await statusOf(tx, id);
          throw OPEN_STATUSES.includes(status) ? conflict(say.appointments.changedMeanwhile) : notOpen(status);
        }
        const row = await readWithClient(tx, id);
        await notifications.appointmentCancelledByClient(tx, row, reason);
        await audit.record(tx, actor, {
          action: "appointment.cancelled_by_client",
          subject: subjectOf(row),
          before: { status: current.status },
          after: { status: "cancelled", reason: reason || null },
          details: detailsOf(row),
        });
        return toMyAppointmentDto(row);
      });
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
