import { z } from "zod";

/** The admins' calendar feed address (GET /api/calendar-feed, POST /api/calendar-feed/rotate). */
export const calendarFeedAddress = z.object({
  /** The feed's full address, `{origin}/api/calendar/{secret}.ics`; whoever has it can read the calendar. */
  url: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddress>;

/** `{secret}.ics`: the secret is base64url, as the server signs it. */
export const calendarFeedFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) });
