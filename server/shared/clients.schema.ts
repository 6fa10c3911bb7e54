import { z } from "zod";
import { recordIdInput, type AdminAppointment } from "./appointment.schema";

/** The admins' clients page (decision 0118). */
export const CLIENT_LIST = { pageSize: 25, maxQueryLength: 100 } as const;

export const clientListInput = z
  .object({
    /** Part of the client's name, email or phone. */
    q: z.string().trim().max(CLIENT_LIST.maxQueryLength, `Search for at most ${CLIENT_LIST.maxQueryLength} characters.`).optional(),
    page: z.coerce
      .number({ error: "page must be a whole number." })
      .int("page must be a whole number.")
      .min(1, "page must be at least 1.")
      .max(10_000, "page must be at most 10000.")
      .default(1),
  })
  .strict();
export type ClientListInput = z.input<typeof clientListInput>;

export const clientIdInput = recordIdInput;

export type ClientSummary = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  /** When the account was created. */
  since: string;
  /** Every appointment, any status. */
  appointments: number;
  /** The next pending or confirmed appointment's start, if any. */
  next_appointment: string | null;
};

export type ClientList = { clients: ClientSummary[]; total: number; page: number; page_size: number };

/** One client's details and every appointment, newest first. */
export type ClientDetails = { client: ClientSummary; appointments: AdminAppointment[] };
