import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { siteCopy, siteCopyBody } from "../shared/site-copy.schema";
import type { RouteOptions } from "./route-options";

/** The owner's words on the public pages (issue 33, decision 0244): public to read, the owner's to change. */
export const siteCopyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/site-copy",
    { schema: { summary: "The texts the owner rewrote, in English and Spanish, by key; a key left out shows the site's default", response: { 200: siteCopy } } },
    async () => services.siteCopy.get(),
  );

  app.put(
    "/site-copy",
    {
      preValidation: requireOffice("business"),
      schema: {
        summary: "Change texts: both languages for a key, or null to go back to the default; keys left out stay. {city} and {business} are filled in",
        body: siteCopyBody,
        response: { 200: siteCopy },
      },
    },
    async (request) => services.siteCopy.update(actorOf(request), request.body),
  );
};
