import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireUser, signedInUser } from "../auth/guards";
import { exchangeOf, revokeOwnSession } from "../auth/session-steps";
import { messageBody } from "../shared/api-error.schema";
import { changePasswordInput, updateProfileInput } from "../shared/auth.schema";
import { confirmEmailChangeInput, emailChangedBody, emailChangeInput } from "../shared/email-change.schema";
import { deviceSession, sessionIdParams, signOutOthersBody } from "../shared/sessions.schema";
import { publicUser } from "../shared/user.schema";

import type { RouteOptions } from "./route-options";
import { writtenBody } from "../i18n/message-language";

/** docs/product.md §7: the current user, their profile and their password. */
export const usersRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, routes) => {
  const { services } = routes;
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
    async (request) => writtenBody(request, await services.auth.changePassword(actorOf(request), signedInUser(request), request.sessionId, request.body)),
  );

  // Issue 17: signed-in devices. A user only ever sees and ends their own sessions.
  app.get(
    "/users/sessions",
    {
      preValidation: requireUser,
      schema: {
        summary: "The signed-in user's devices (browser, approximate address, when signed in and last used); `current` marks this one",
        response: { 200: z.array(deviceSession) },
      },
    },
    async (request) => services.sessions.list(signedInUser(request).id, request.sessionId),
  );

  app.delete(
    "/users/sessions/:id",
    {
      preValidation: requireUser,
      schema: {
        summary: "Sign out one of the signed-in user's devices (404 for an id that is not one of theirs)",
        params: sessionIdParams,
        response: { 200: messageBody },
      },
    },
    async (request, reply) => revokeOwnSession(exchangeOf(request, reply, routes), signedInUser(request), request.params.id),
  );

  app.post(
    "/users/sessions/sign-out-others",
    {
      preValidation: requireUser,
      schema: { summary: "Sign out every device of the signed-in user except this one", response: { 200: signOutOthersBody } },
    },
    async (request) => writtenBody(request, await services.sessions.signOutOthers(actorOf(request), signedInUser(request).id, request.sessionId)),
  );

  // Issue 17: an email change waits for the link sent to the new address.
  app.post(
    "/users/email-change",
    {
      preValidation: requireUser,
      schema: {
        summary: "Ask to change the signed-in user's email: needs the current password; a confirmation link goes to the new address",
        body: emailChangeInput,
        response: { 200: messageBody },
      },
    },
    async (request) => writtenBody(request, await services.emailChange.request(actorOf(request), signedInUser(request), request.body)),
  );

  app.post(
    "/users/email-change/confirm",
    {
      schema: {
        summary: "Confirm an email change with the token from the link sent to the new address (no session needed); the old address is told",
        body: confirmEmailChangeInput,
        response: { 200: emailChangedBody },
      },
    },
    async (request) => writtenBody(request, await services.emailChange.confirm(request.body)),
  );
};
