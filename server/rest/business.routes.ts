import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../auth/guards";
import { updateBusinessInput } from "../shared/business-profile.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** The business profile: public to read, admins to change (any subset of its fields). */
export const businessRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/business", async () => services.business.get());

  app.put("/business", { preHandler: requireAdmin }, async (request) =>
    services.business.update(parseInput(updateBusinessInput, request.body)),
  );
};
