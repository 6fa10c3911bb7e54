import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { LIMITS } from "./limits";
import { adminAppointment, recordIdInput } from "./appointment.schema";

/** The admins' clients page (decision 0118). */
export const CLIENT_LIST = { pageSize: 25, maxQueryLength: LIMITS.searchMaxLength } as const;

export const clientListInput = z
  .object({
    /** Part of the client's name, email or phone. */
    q: z.string().trim().max(CLIENT_LIST.maxQueryLength, codes.validation.searchTooLong).optional(),
    page: z.coerce
      .number({ error: codes.validation.pageWhole })
      .int(codes.validation.pageWhole)
      .min(1, codes.validation.pageMin)
      .max(10_000, codes.validation.pageMax)
      .default(1),
  })
  .strict();
export type ClientListInput = z.input<typeof clientListInput>;

export const clientIdInput = recordIdInput;

export const clientSummary = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** Null for a client the office booked by phone who gave no address (decision 0235). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** When the account was created. */
  since: z.string(),
  /** Every appointment, any status. */
  appointments: z.number().int(),
  /** The next pending or confirmed appointment's start, if any. */
  next_appointment: z.string().nullable(),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const clientList = z.object({
  clients: z.array(clientSummary),
  /** How many clients match in all. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ClientList = z.infer<typeof clientList>;

/** One client's details and every appointment, newest first. */
export const clientDetails = z.object({ client: clientSummary, appointments: z.array(adminAppointment) });
export type ClientDetails = z.infer<typeof clientDetails>;
