import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../auth/guards";
import { clientIdInput, clientListInput } from "../shared/clients.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** The admins' clients: a paged list with search, and one client's details and history. */
export const clientsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/clients", { preValidation: requireAdmin }, async (request) =>
    services.clients.list(parseInput(clientListInput, request.query)),
  );

  app.get("/clients/:id", { preValidation: requireAdmin }, async (request) =>
    services.clients.details(parseInput(clientIdInput, request.params).id),
  );
};
