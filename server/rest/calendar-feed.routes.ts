import { actorOf } from "../auth/actor";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireOfficeSession } from "../auth/guards";
import { say } from "../shared/i18n/server-messages";
import { calendarFeedAddress, calendarFeedFile } from "../shared/calendar-feed.schema";
import { notFound } from "../services/errors";
import type { RouteOptions } from "./route-options";

/** The admins' calendar feed: an admin's own address, a new one, and the feed (the address is the key). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/calendar-feed",
    {
      preValidation: requireOfficeSession("calendar_feed"),
      schema: {
        summary: "The signed-in admin's own calendar feed address (to subscribe to in a calendar app)",
        response: { 200: calendarFeedAddress },
      },
    },
    async (request) => services.calendarFeed.address(actorOf(request)),
  );

  app.post(
    "/calendar-feed/rotate",
    {
      preValidation: requireOfficeSession("calendar_feed"),
      schema: {
        summary: "A new calendar feed address for the signed-in admin; their old one stops working",
        response: { 200: calendarFeedAddress },
      },
    },
    async (request) => services.calendarFeed.rotate(actorOf(request)),
  );

  app.get(
    "/calendar/:file",
    {
      schema: {
        summary:
          "The office's calendar feed: pending and confirmed appointments (an admin's own address from GET /api/calendar-feed is the key)",
        response: { 200: { description: "An iCalendar file.", content: { "text/calendar": { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      // Any address that is not the feed's is unknown (404), malformed or not: it is a capability URL.
      const parsed = calendarFeedFile.safeParse(request.params);
      if (!parsed.success) throw notFound(say.calendarFeed.notFound);
      const body = await services.calendarFeed.feed(parsed.data.file);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .header("content-disposition", 'inline; filename="appointments.ics"')
        .send(body);
    },
  );
};
