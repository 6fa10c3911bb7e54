import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOffice } from "../auth/guards";
import { clientDetails, clientIdInput, clientList, clientListInput } from "../shared/clients.schema";
import type { RouteOptions } from "./route-options";

/** The admins' clients: a paged list with search, and one client's details and history. */
export const clientsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/clients",
    {
      preValidation: requireOffice("clients"),
      schema: {
        summary: "Clients by name, a page at a time, optionally those whose name, email or phone contains q",
        querystring: clientListInput,
        response: { 200: clientList },
      },
    },
    async (request) => services.clients.list(request.query),
  );

  app.get(
    "/clients/:id",
    {
      preValidation: requireOffice("clients"),
      schema: { summary: "One client's details and every appointment of theirs, newest first", params: clientIdInput, response: { 200: clientDetails } },
    },
    async (request) => services.clients.details(request.params.id),
  );
};
