import { actorOf } from "../auth/actor";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdminSession } from "../auth/guards";
import { API_MESSAGES } from "../shared/api-messages";
import { calendarFeedAddress, calendarFeedFile } from "../shared/calendar-feed.schema";
import { notFound } from "../services/errors";
import type { RouteOptions } from "./route-options";

/** The admins' calendar feed: its address (admins), a new address (admins), and the feed (the address is the key). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/calendar-feed",
    {
      preValidation: requireAdminSession,
      schema: { summary: "The address of the office's calendar feed (to subscribe to in a calendar app)", response: { 200: calendarFeedAddress } },
    },
    async (request) => services.calendarFeed.address(actorOf(request)),
  );

  app.post(
    "/calendar-feed/rotate",
    {
      preValidation: requireAdminSession,
      schema: { summary: "Give the calendar feed a new address; the old one stops working", response: { 200: calendarFeedAddress } },
    },
    async (request) => services.calendarFeed.rotate(actorOf(request)),
  );

  app.get(
    "/calendar/:file",
    {
      schema: {
        summary: "The office's calendar feed: pending and confirmed appointments (the address from GET /api/calendar-feed is the key)",
        response: { 200: { description: "An iCalendar file.", content: { "text/calendar": { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      // Any address that is not the feed's is unknown (404), malformed or not: it is a capability URL.
      const parsed = calendarFeedFile.safeParse(request.params);
      if (!parsed.success) throw notFound(API_MESSAGES.calendarFeed.notFound);
      const body = await services.calendarFeed.feed(parsed.data.file.slice(0, -".ics".length));
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .header("content-disposition", 'inline; filename="appointments.ics"')
        .send(body);
    },
  );
};
