import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { requireAdmin } from "../auth/guards";
import { API_MESSAGES } from "../shared/api-messages";
import { notFound } from "../services/errors";
import type { RouteOptions } from "./route-options";

/** `{secret}.ics`: the secret is base64url, as the server signs it. */
const feedFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) });

/** The admins' calendar feed: its address (admins), a new address (admins), and the feed (the address is the key). */
export const calendarFeedRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/calendar-feed", { preValidation: requireAdmin }, async () => services.calendarFeed.address());

  app.post("/calendar-feed/rotate", { preValidation: requireAdmin }, async () => services.calendarFeed.rotate());

  app.get("/calendar/:file", async (request, reply) => {
    // Any address that is not the feed's is unknown (404), malformed or not: it is a capability URL.
    const parsed = feedFile.safeParse(request.params);
    if (!parsed.success) throw notFound(API_MESSAGES.calendarFeed.notFound);
    const body = await services.calendarFeed.feed(parsed.data.file.slice(0, -".ics".length));
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("cache-control", "private, no-cache")
      .header("content-disposition", 'inline; filename="appointments.ics"')
      .send(body);
  });
};
