import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../auth/guards";
import { emailIdInput, emailLogInput } from "../shared/email-log.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** The admin's Email page: the outbox's recent messages, and sending a failed one again. */
export const emailsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/emails", { preValidation: requireAdmin }, async (request) =>
    services.emailLog.list(parseInput(emailLogInput, request.query)),
  );

  app.post("/emails/:id/resend", { preValidation: requireAdmin }, async (request) => {
    const { id } = parseInput(emailIdInput, request.params);
    return services.emailLog.resend(id);
  });
};
