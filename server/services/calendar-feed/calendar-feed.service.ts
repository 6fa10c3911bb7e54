import { can } from "../../shared/permissions";
import ical, { ICalEventStatus } from "ical-generator";
import { subDays } from "date-fns";
import { linkSigner } from "../../auth/tokens";
import { appointmentUid } from "../../emails/calendar-invite";
import { say } from "../../shared/i18n/server-messages";
import type { CalendarFeedFile } from "../../shared/calendar-feed.schema";
import { phoneForDisplay } from "../../shared/phone";
import type { Actor } from "../audit/audit.service";
import { RECENT_AUTH_FOR_ACCESS_MS, type SessionsService } from "../auth/sessions.service";
import { forbidden, notFound } from "../errors";
import type { ServiceDeps } from "../deps";
import { endOf } from "../availability/appointment-length";

/** How far back the feed reaches, and the most events it carries (its cost stays bounded). */
export const CALENDAR_FEED_WINDOW = { pastDays: 30, maxEvents: 2000 } as const;

/**
 * The admins' private calendar feed (decisions 0114, 0180): pending and confirmed appointments as
 * an iCalendar file at `/api/calendar/{admin id}-{secret}.ics`, for Google, Apple or Outlook
 * Calendar to subscribe to. Each admin has an address of their own: the secret is an HMAC, under
 * the server key, of that admin's id and their feed version. Nothing secret is stored; a new
 * version makes the admin's old address answer 404, and so does the account no longer being an
 * admin (checked on every reading), or being gone.
 */
export function createCalendarFeedService({ db, config, now, business, audit }: ServiceDeps, sessions: Pick<SessionsService, "assertRecentlyAuthenticated">) {
  const signer = linkSigner(config.cookieSecret, "calendar-feed");

  const signed = (userId: number, version: number) => `admin:${userId}:v${version}`;
  const urlOf = (userId: number, version: number) =>
    `${config.appUrl}/api/calendar/${userId}-${signer.sign(signed(userId, version))}.ics`;

  /** The admin the address is for: the guards admit an admin's own session only, so a key or nobody never gets here. */
  function adminOf(actor: Actor): number {
    if (actor.userId === null) throw forbidden(say.integrations.keyCannotManageAccess);
    return actor.userId;
  }

  return {
    /** The signed-in admin's own address. It is a credential, so each reading is recorded (issue 29 item 16). */
    async address(actor: Actor): Promise<{ url: string }> {
      const userId = adminOf(actor);
      const { calendarFeedVersion } = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { calendarFeedVersion: true },
      });
      await audit.record(db, actor, { action: "calendar_feed.address_read" });
      return { url: urlOf(userId, calendarFeedVersion) };
    },

    /** A new address for the signed-in admin; their old one stops working at once, other admins' keep working. */
    async rotate(actor: Actor): Promise<{ url: string }> {
      const userId = adminOf(actor);
      // A stolen session alone cannot hand out access to the office's data (issue 29 item 3, decision 0176).
      await sessions.assertRecentlyAuthenticated(actor.sessionId ?? null, RECENT_AUTH_FOR_ACCESS_MS);
      const { calendarFeedVersion } = await db.$transaction(async (tx) => {
        const rotated = await tx.user.update({
          where: { id: userId },
          data: { calendarFeedVersion: { increment: 1 } },
          select: { calendarFeedVersion: true },
        });
        await audit.record(tx, actor, { action: "calendar_feed.rotated" });
        return rotated;
      });
      return { url: urlOf(userId, calendarFeedVersion) };
    },

    /**
     * The feed itself, for an address whose account may have one now (the "calendar_feed"
     * permission, docs/permissions.md) and whose secret matches its current version; 404
     * otherwise, the same for every reason. The role is read here, on every request, so an
     * address dies the moment its owner's role stops allowing it (issue 29 item 18), and so is
     * what it carries: the office's appointments for a role with the calendar ("schedule"), a
     * preparer's own for a preparer (decision 0231). A deactivated account's address serves nothing
     * (decision 0234): a calendar app subscribed on a former employee's phone stops at once.
     */
    async feed({ userId, signature }: CalendarFeedFile): Promise<string> {
      const owner = await db.user.findUnique({ where: { id: userId }, select: { role: true, calendarFeedVersion: true, deactivatedAt: true } });
      if (!owner || owner.deactivatedAt || !can(owner.role, "calendar_feed") || !signer.verify(signed(userId, owner.calendarFeedVersion), signature)) {
        throw notFound(say.calendarFeed.notFound);
      }
      const whose = can(owner.role, "schedule") ? {} : { preparerId: userId };
      const profile = await business.get();
      const rows = await db.appointment.findMany({
        // An appointment marked completed or no-show stays in the office's calendar where it was (decision 0226).
        where: { ...whose, status: { not: "cancelled" }, appointmentTime: { gte: subDays(now(), CALENDAR_FEED_WINDOW.pastDays) } },
        orderBy: { appointmentTime: "asc" },
        take: CALENDAR_FEED_WINDOW.maxEvents,
        include: { user: { select: { fullName: true, email: true, phone: true } } },
      });
      const calendar = ical({
        prodId: { company: profile.name, product: "Appointments", language: "EN" },
        name: `${profile.name} appointments`,
        ttl: 15 * 60,
      });
      for (const row of rows) {
        const pending = row.status === "pending";
        calendar.createEvent({
          id: appointmentUid(row.id, config.appUrl),
          sequence: row.icsSequence,
          start: row.appointmentTime,
          end: endOf(row.appointmentTime, row, config.openingHours.slotMinutes),
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
