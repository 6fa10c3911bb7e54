import { z } from "zod";
import { messageCode } from "./api-error.schema";
import { codes } from "./i18n/server-messages";
import { email, fullName, locale, phone } from "./auth.schema";
import { ADMIN_LIST_DEFAULTS, isSupportedInstant, LIMITS } from "./limits";
import { APPOINTMENT_OUTCOMES, APPOINTMENT_STATUSES } from "./services";

/** A calendar date in the business's time zone. */
export const isoDate = z
  .string({ error: codes.validation.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, codes.validation.dateFormat)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, codes.validation.dateReal)
  .refine(
    (value) => isSupportedInstant(new Date(`${value}T12:00:00Z`)),
    codes.validation.dateSupported,
  );

/** An instant with an explicit offset, e.g. the slot strings availability returns. */
const instant = z.iso.datetime({ offset: true, error: codes.spec.booking.selectionRequired });

const idMessage = codes.validation.idPositive;
/** `{ id }` of a stored record; path parameters arrive as strings, hence the coercion. */
export const recordIdInput = z.object({
  id: z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(2_147_483_647, idMessage),
});
export const appointmentIdInput = recordIdInput;

/** One preparer's (decision 0231), in a query string; without it, anyone's. */
export const preparerQuery = { preparer_id: recordIdInput.shape.id.optional() };

/** The longest name a service may have (decision 0237). */
export const SERVICE_NAME_MAX_LENGTH = 80;

/**
 * A service by its English name, the value the API sends and accepts: whether the office offers
 * it now (decision 0237) is the services' to say.
 */
export const serviceName = z
  .string({ error: codes.spec.booking.selectionRequired })
  .trim()
  .min(1, codes.spec.booking.selectionRequired)
  .max(SERVICE_NAME_MAX_LENGTH, codes.validation.serviceEnum);

/** `?service=`: the free times of the preparers who offer it; without it, anyone's. */
export const serviceQuery = { service: serviceName.optional() };

export const availabilityInput = z.object({ date: isoDate, ...preparerQuery, ...serviceQuery });

/** The admin list's window (docs/decisions/0005-admin-list-window.md). */
export { ADMIN_LIST_DEFAULTS };

export const adminAppointmentsInput = z
  .object({
    /** First business-local day shown; default ADMIN_LIST_DEFAULTS.pastDays before today. */
    from: isoDate.optional(),
    limit: z.coerce
      .number({ error: codes.validation.limitWhole })
      .int(codes.validation.limitWhole)
      .min(1, codes.validation.limitMin)
      .max(ADMIN_LIST_DEFAULTS.maxLimit, codes.validation.limitMax)
      .optional(),
  })
  .optional();
export type AdminAppointmentsInput = z.infer<typeof adminAppointmentsInput>;

/** The admin's search over every appointment, past and future, a page at a time (decision 0117). */
export const APPOINTMENT_SEARCH = { pageSize: 25, maxQueryLength: LIMITS.searchMaxLength } as const;

/** What the search and the CSV export filter by: the client, the status, the service and the days. */
const appointmentCriteria = {
  /** Part of the client's name, email or phone. */
  q: z
    .string()
    .trim()
    .max(APPOINTMENT_SEARCH.maxQueryLength, codes.validation.searchTooLong)
    .optional(),
  status: z.enum(APPOINTMENT_STATUSES, { error: codes.validation.appointmentStatus }).optional(),
  service: z.string().trim().min(1, codes.validation.serviceEnum).max(SERVICE_NAME_MAX_LENGTH, codes.validation.serviceEnum).optional(),
  /** First and last business-local days, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
};

const daysInOrder = (input: { from?: string; to?: string }) => !input.from || !input.to || input.from <= input.to;
const DAYS_IN_ORDER = { message: codes.hours.spanReversed, path: ["to"] };

export const appointmentSearchInput = z
  .object({
    ...appointmentCriteria,
    page: z.coerce
      .number({ error: codes.validation.pageWhole })
      .int(codes.validation.pageWhole)
      .min(1, codes.validation.pageMin)
      .max(10_000, codes.validation.pageMax)
      .default(1),
  })
  .strict()
  .refine(daysInOrder, DAYS_IN_ORDER);
export type AppointmentSearchInput = z.input<typeof appointmentSearchInput>;

/** Issue 32: the appointment list as a spreadsheet, with the search's filters; at most `maxRows`, newest first. */
export const APPOINTMENT_EXPORT = { maxRows: 10_000 } as const;

export const appointmentExportInput = z.object(appointmentCriteria).strict().refine(daysInOrder, DAYS_IN_ORDER);
export type AppointmentExportInput = z.input<typeof appointmentExportInput>;

export type AvailabilityInput = z.infer<typeof availabilityInput>;

/** GET /api/availability: the starts of the date's free slots, in order, each an ISO 8601 instant (UTC). */
export const availableSlots = z.array(z.string());

/**
 * `preparer_id`: the preparer the client chose; without it the office assigns the first
 * available (decision 0231). An office without preparers ignores neither: it refuses any id.
 */
export const bookAppointmentInput = z.object({
  service: serviceName,
  appointment_time: instant,
  preparer_id: recordIdInput.shape.id.optional(),
});
export type BookAppointmentInput = z.infer<typeof bookAppointmentInput>;


export const rescheduleInput = z.object({
  new_appointment_time: z.iso.datetime({ offset: true, error: codes.spec.admin.selectNewSlot }),
});
export type RescheduleInput = z.infer<typeof rescheduleInput>;

/**
 * A new client as the office takes them down on the phone: a name, and an email address or a
 * phone number (decision 0235: many older clients have no email). No address: no account to sign
 * in to and no emails; the office calls them.
 */
const newClient = z
  .object({
    full_name: fullName,
    email: z.union([z.literal("").transform(() => null), z.null(), email]).optional().transform((value) => value ?? null),
    phone,
    /** The language of the new client's emails (English unless given). */
    locale: locale.optional(),
  })
  .strict()
  .refine((client) => client.email !== null || client.phone !== null, { message: codes.validation.emailOrPhoneRequired, path: ["phone"] });

/**
 * An admin books for a client who phoned in (decision 0119): an existing client by id, or a
 * new one by name and an email address or phone number. The appointment is created confirmed.
 */
export const bookForClientInput = bookAppointmentInput
  .extend({
    client_id: recordIdInput.shape.id.optional(),
    new_client: newClient.optional(),
  })
  .strict()
  .refine((input) => (input.client_id === undefined) !== (input.new_client === undefined), {
    message: codes.validation.clientRequired,
  });
export type BookForClientInput = z.input<typeof bookForClientInput>;

/** PUT /api/appointments/{id}/note: the office's private note; "" removes it. */
export const appointmentNoteBody = z
  .object({ note: z.string().trim().max(LIMITS.appointmentNoteMaxLength, codes.appointments.noteTooLong) })
  .strict();
export const appointmentNoteInput = appointmentIdInput.extend(appointmentNoteBody.shape);

/** PUT /api/appointments/{id}/outcome: the office records what became of a confirmed appointment (decision 0226). */
export const appointmentOutcomeBody = z
  .object({ outcome: z.enum(APPOINTMENT_OUTCOMES, { error: codes.validation.appointmentOutcome }) })
  .strict();
export const appointmentOutcomeInput = appointmentIdInput.extend(appointmentOutcomeBody.shape);

/** PUT /api/appointments/{id}/preparer: the office gives the appointment to another preparer (decision 0231). */
export const reassignBody = z.object({ preparer_id: recordIdInput.shape.id }).strict();
export const reassignInput = appointmentIdInput.extend(reassignBody.shape);

/**
 * GET /api/preparers: who takes appointments, with what clients choosing between them see of each
 * (decision 0238): photo ("/media/{id}" or null), credentials and the languages they speak (ISO 639 codes).
 */
export const preparersList = z.array(
  z.object({ id: z.number().int(), name: z.string(), photo: z.string().nullable(), credentials: z.string(), languages: z.array(z.string()) }),
);
export type PreparerCard = z.infer<typeof preparersList>[number];

/** DELETE /api/appointments/{id}'s optional body: why the client cancels (shown to the office). */
export const cancelAppointmentBody = z
  .object({
    reason: z.string().trim().max(LIMITS.cancelReasonMaxLength, codes.appointments.reasonTooLong).default(""),
  })
  .strict();
export const cancelAppointmentInput = appointmentIdInput.extend(cancelAppointmentBody.shape);

/** The signature of an emailed calendar link (GET /api/appointments/{id}/invitation.ics?sig=...). */
export const invitationQuery = z.object({
  sig: z.string({ error: codes.validation.calendarLinkIncomplete }).min(1, codes.validation.calendarLinkIncomplete).max(100),
});

/** Who sees the client (decision 0231): null in an office without preparers. */
export const appointmentPreparer = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type AppointmentPreparer = z.infer<typeof appointmentPreparer>;

/** What a client sees of their own appointments (GET /api/appointments/my). */
export const myAppointment = z.object({
  id: z.number().int(),
  service: z.string(),
  /** The start, an ISO 8601 instant. */
  appointment_time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  preparer: appointmentPreparer,
});
export type MyAppointment = z.infer<typeof myAppointment>;

/** A client's own appointment as their list shows it (GET /api/appointments/my). */
export const clientAppointment = myAppointment.extend({
  /**
   * How the client can cancel it: "online" until CANCEL_CUTOFF_HOURS before it starts,
   * "by_phone" after that until it starts, null once cancelled or past.
   */
  cancellation: z.enum(["online", "by_phone"]).nullable(),
  /** For a confirmed one: its calendar file and a Google Calendar link. */
  calendar: z.object({ ics_url: z.string(), google_url: z.string() }).nullable(),
});
export type ClientAppointment = z.infer<typeof clientAppointment>;

/** What an admin sees (GET /api/appointments/all). */
export const adminAppointment = myAppointment.extend({
  client_name: z.string(),
  /** Null for a client the office booked by phone who gave no address (decision 0235). */
  client_email: z.string().nullable(),
  client_phone: z.string().nullable(),
  /** The office's private note (admins only; never shown to the client or sent in email). */
  note: z.string().nullable(),
});
export type AdminAppointment = z.infer<typeof adminAppointment>;

/** POST /api/appointments: the confirmation to show, and the request as stored. */
export const bookedAppointment = z.object({ message: z.string(), code: messageCode, appointment: myAppointment });

export const bookedForClient = z.object({ message: z.string(), code: messageCode, appointment: adminAppointment, new_account: z.boolean() });
export type BookedForClient = z.infer<typeof bookedForClient>;

export const appointmentSearchResult = z.object({
  appointments: z.array(adminAppointment),
  /** How many appointments match in all. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AppointmentSearchResult = z.infer<typeof appointmentSearchResult>;
