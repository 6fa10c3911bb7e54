import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unauthenticated } from "../services/errors";
import { API_MESSAGES } from "../shared/api-messages";
import { messageBody } from "../shared/api-error.schema";
import { loginInput, registerInput } from "../shared/auth.schema";
import { forgotPasswordInput, resetPasswordInput } from "../shared/password-reset.schema";
import { publicUser } from "../shared/user.schema";
import type { RouteOptions } from "./route-options";

const okBody = z.object({ ok: z.literal(true) });

/** SPEC section 7: register, login, logout and the token refresh; and the password reset. */
export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services, cookies }) => {
  app.post(
    "/register",
    { schema: { summary: "Create a client account (then sign in with POST /api/login)", body: registerInput, response: { 201: messageBody } } },
    async (request, reply) => reply.status(201).send(await services.auth.register(request.body, { ip: request.ip })),
  );

  app.post(
    "/login",
    {
      schema: {
        summary: "Sign in with email and password; sets the session cookies and answers the user",
        body: loginInput,
        response: { 200: publicUser },
      },
    },
    async (request, reply) => {
      const { user, session } = await services.auth.login(request.body, {
        ip: request.ip,
        previousSessionId: request.sessionId,
        userAgent: request.headers["user-agent"],
      });
      cookies.set(request, reply, session);
      return user;
    },
  );

  app.post(
    "/logout",
    { schema: { summary: "Sign out: ends the session and clears its cookies", response: { 200: okBody } } },
    async (request, reply) => {
      await services.auth.logout(request.sessionId);
      cookies.clear(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    "/auth/refresh",
    {
      schema: {
        summary:
          "Renew the session's short-lived access cookie with its refresh cookie (401 when the session has ended, or an admin's session sat idle past ADMIN_IDLE_MINUTES)",
        response: { 200: okBody },
      },
    },
    async (request, reply) => {
      const token = cookies.readRefreshToken(request);
      const outcome = token ? await services.sessions.refresh(token) : null;
      if (!outcome?.ok) {
        cookies.clear(request, reply);
        throw unauthenticated(outcome?.reason === "idle" ? API_MESSAGES.auth.signedOutIdle : API_MESSAGES.auth.sessionExpired);
      }
      cookies.set(request, reply, outcome.session);
      return { ok: true as const };
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        summary: "Email a password-reset link (the answer is the same whether or not the address has an account)",
        body: forgotPasswordInput,
        response: { 200: messageBody },
      },
    },
    async (request) => services.passwordReset.request(request.body, { ip: request.ip }),
  );

  app.post(
    "/auth/reset-password",
    {
      schema: { summary: "Set a new password with the token from a reset link (every session of the account is signed out)", body: resetPasswordInput, response: { 200: messageBody } },
    },
    async (request) => services.passwordReset.reset(request.body, { ip: request.ip }),
  );
};
