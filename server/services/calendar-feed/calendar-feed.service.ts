import ical, { ICalEventStatus } from "ical-generator";
import { subDays } from "date-fns";
import { linkSigner } from "../../auth/tokens";
import { appointmentUid } from "../../emails/calendar-invite";
import { API_MESSAGES } from "../../shared/api-messages";
import { phoneForDisplay } from "../../shared/phone";
import type { Actor } from "../audit/audit.service";
import { RECENT_AUTH_FOR_ACCESS_MS, type SessionsService } from "../auth/sessions.service";
import { notFound } from "../errors";
import type { ServiceDeps } from "../services";

/** How far back the feed reaches, and the most events it carries (its cost stays bounded). */
export const CALENDAR_FEED_WINDOW = { pastDays: 30, maxEvents: 2000 } as const;

/**
 * The admins' private calendar feed (decision 0114): pending and confirmed appointments as an
 * iCalendar file at `/api/calendar/{secret}.ics`, for Google, Apple or Outlook Calendar to
 * subscribe to. The secret is an HMAC of the feed's version under the server key: nothing
 * secret is stored, and rotating the version makes the old address answer 404.
 */
export function createCalendarFeedService({ db, config, now, business, audit }: ServiceDeps, sessions: Pick<SessionsService, "assertRecentlyAuthenticated">) {
  const signer = linkSigner(config.cookieSecret, "calendar-feed");

  async function version(): Promise<number> {
    return (await db.calendarFeed.findUnique({ where: { id: 1 } }))?.version ?? 1;
  }
  const urlOf = (secret: string) => `${config.appUrl}/api/calendar/${secret}.ics`;

  return {
    /** The address to copy into a calendar app. It is a credential, so each reading is recorded (issue 29 item 16). */
    async address(actor: Actor): Promise<{ url: string }> {
      const url = urlOf(signer.sign(`v${await version()}`));
      await audit.record(db, actor, { action: "calendar_feed.address_read" });
      return { url };
    },

    /** A new address; the old one stops working at once. */
    async rotate(actor: Actor): Promise<{ url: string }> {
      // A stolen session alone cannot hand out access to the office's data (issue 29 item 3, decision 0176).
      await sessions.assertRecentlyAuthenticated(actor.sessionId ?? null, RECENT_AUTH_FOR_ACCESS_MS);
      const row = await db.$transaction(async (tx) => {
        const rotated = await tx.calendarFeed.upsert({
          where: { id: 1 },
          create: { id: 1, version: 2 },
          update: { version: { increment: 1 } },
        });
        await audit.record(tx, actor, { action: "calendar_feed.rotated" });
        return rotated;
      });
      return { url: urlOf(signer.sign(`v${row.version}`)) };
    },

    /** The feed itself, for a secret that matches the current version; 404 otherwise. */
    async feed(secret: string): Promise<string> {
      if (!signer.verify(`v${await version()}`, secret)) throw notFound(API_MESSAGES.calendarFeed.notFound);
      const profile = await business.get();
      const rows = await db.appointment.findMany({
        where: { status: { in: ["pending", "confirmed"] }, appointmentTime: { gte: subDays(now(), CALENDAR_FEED_WINDOW.pastDays) } },
        orderBy: { appointmentTime: "asc" },
        take: CALENDAR_FEED_WINDOW.maxEvents,
        include: { user: { select: { fullName: true, email: true, phone: true } } },
      });
      const calendar = ical({
        prodId: { company: profile.name, product: "Appointments", language: "EN" },
        name: `${profile.name} appointments`,
        ttl: 15 * 60,
      });
      const slotMs = config.openingHours.slotMinutes * 60_000;
      for (const row of rows) {
        const pending = row.status === "pending";
        calendar.createEvent({
          id: appointmentUid(row.id, config.appUrl),
          sequence: row.icsSequence,
          start: row.appointmentTime,
          end: new Date(row.appointmentTime.getTime() + slotMs),
          stamp: now(),
          summary: `${pending ? "Requested: " : ""}${row.service}, ${row.user.fullName}`,
          description: [`Client: ${row.user.fullName}`, `Email: ${row.user.email}`, `Phone: ${row.user.phone ? phoneForDisplay(row.user.phone).display : "not given"}`].join("\n"),
          location: `${profile.name}, ${profile.address_line}`,
          url: `${config.appUrl}/admin`,
          status: pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
