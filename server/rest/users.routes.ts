import type { FastifyPluginAsync } from "fastify";
import { requireUser, signedInUser } from "../auth/guards";
import { changePasswordInput, updateProfileInput } from "../shared/auth.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: the current user, their profile and their password. */
export const usersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/users/me", { preValidation: requireUser }, async (request) => signedInUser(request));

  app.put("/users/profile", { preValidation: requireUser }, async (request) => {
    const input = parseInput(updateProfileInput, request.body);
    return services.users.updateProfile(signedInUser(request).id, input);
  });

  app.put("/users/password", { preValidation: requireUser }, async (request) => {
    const input = parseInput(changePasswordInput, request.body);
    return services.auth.changePassword(signedInUser(request), request.sessionId, input);
  });
};
