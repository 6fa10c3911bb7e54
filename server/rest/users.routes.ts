import type { FastifyPluginAsync } from "fastify";
import { requireUser, signedInUser } from "../auth/guards";
import type { Services } from "../services/services";

export const usersRoutes: FastifyPluginAsync<{ services: Services }> = async (app) => {
  app.get("/users/me", { preHandler: requireUser }, async (request) => signedInUser(request));
};
