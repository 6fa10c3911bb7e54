import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireUser, signedInUser } from "../auth/guards";
import { messageBody } from "../shared/api-error.schema";
import { changePasswordInput, updateProfileInput } from "../shared/auth.schema";
import { publicUser } from "../shared/user.schema";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: the current user, their profile and their password. */
export const usersRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/users/me",
    { preValidation: requireUser, schema: { summary: "The signed-in user", response: { 200: publicUser } } },
    async (request) => signedInUser(request),
  );

  app.put(
    "/users/profile",
    {
      preValidation: requireUser,
      schema: {
        summary: "Change the signed-in user's name, phone and language",
        body: updateProfileInput,
        response: { 200: publicUser },
      },
    },
    async (request) => services.users.updateProfile(signedInUser(request).id, request.body),
  );

  app.put(
    "/users/password",
    {
      preValidation: requireUser,
      schema: {
        summary: "Change the signed-in user's password (their other sessions are signed out)",
        body: changePasswordInput,
        response: { 200: messageBody },
      },
    },
    async (request) => services.auth.changePassword(actorOf(request), signedInUser(request), request.sessionId, request.body),
  );
};
