import { z } from "zod";

/** An admin's own calendar feed address (GET /api/calendar-feed, POST /api/calendar-feed/rotate). */
export const calendarFeedAddress = z.object({
  /** The feed's full address, `{origin}/api/calendar/{admin id}-{secret}.ics`; whoever has it can read the calendar. */
  url: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddress>;

/**
 * `{admin id}-{secret}.ics` (decision 0180): the id of the admin whose address it is (one spelling:
 * no leading zero, at most 9 digits, so it fits the database's integer) and the server's HMAC,
 * 43 base64url characters.
 */
export const calendarFeedFile = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,8}-[A-Za-z0-9_-]{43}\.ics$/)
    .transform((file) => {
      const dash = file.indexOf("-");
      return { userId: Number(file.slice(0, dash)), signature: file.slice(dash + 1, -".ics".length) };
    }),
});
export type CalendarFeedFile = z.infer<typeof calendarFeedFile>["file"];
