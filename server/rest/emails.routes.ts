import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { emailIdInput, emailLogEntry, emailLogInput } from "../shared/email-log.schema";
import type { RouteOptions } from "./route-options";

/** The admin's Email page: the outbox's recent messages, and sending a failed one again. */
export const emailsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/emails",
    {
      preValidation: requireOffice("emails"),
      schema: {
        summary: "The outbox's recent emails, newest first (optionally one status); never their bodies",
        querystring: emailLogInput,
        response: { 200: z.array(emailLogEntry) },
      },
    },
    async (request) => services.emailLog.list(request.query),
  );

  app.post(
    "/emails/:id/resend",
    {
      preValidation: requireOffice("emails"),
      schema: { summary: "Queue a failed email to be sent again, due now, with fresh retries (409 unless it failed)", params: emailIdInput, response: { 200: emailLogEntry } },
    },
    async (request) => services.emailLog.resend(actorOf(request), request.params.id),
  );
};
