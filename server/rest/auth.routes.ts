import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageBody } from "../shared/api-error.schema";
import { loginInput, refreshInput, registerInput } from "../shared/auth.schema";
import { forgotPasswordInput, resetPasswordInput } from "../shared/password-reset.schema";
import { publicUser } from "../shared/user.schema";
import { loginResult, mfaCodeInput, passkeyLoginInput, webauthnOptionsBody } from "../shared/mfa.schema";
import type { RouteOptions } from "./route-options";
import { exchangeOf, passkeySignInOptions, refreshSession, signIn, signInWithCode, signInWithPasskey, signOut } from "../auth/session-steps";
import { writtenBody } from "../i18n/message-language";

const okBody = z.object({ ok: z.literal(true) });

/** docs/product.md §7: register, login, logout and the token refresh; and the password reset. */
export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, routes) => {
  const { services } = routes;
  app.post(
    "/register",
    { schema: { summary: "Create a client account (then sign in with POST /api/login)", body: registerInput, response: { 201: messageBody } } },
    async (request, reply) => reply.status(201).send(writtenBody(request, await services.auth.register(request.body, { ip: request.ip }))),
  );

  app.post(
    "/login",
    {
      schema: {
        summary:
          "Sign in with email and password; sets the session cookies and answers the user. For an account with two-step sign-in, answers `{ mfa_required: true, methods }` with only a short-lived challenge cookie: finish with POST /api/login/mfa or a passkey",
        body: loginInput,
        response: { 200: loginResult },
      },
    },
    async (request, reply) => signIn(exchangeOf(request, reply, routes), request.body),
  );

  // Issue 17: the second step, and passkeys.
  app.post(
    "/login/mfa",
    {
      schema: {
        summary: "Finish a sign-in that answered `mfa_required` with a code from the authenticator app or a recovery code; sets the session cookies",
        body: mfaCodeInput,
        response: { 200: publicUser },
      },
    },
    async (request, reply) => signInWithCode(exchangeOf(request, reply, routes), request.body.code),
  );

  app.post(
    "/login/passkey/options",
    {
      schema: {
        summary:
          "WebAuthn options for signing in with a passkey: the pending sign-in's passkeys after `mfa_required`, otherwise any passkey of this site on the device",
        response: { 200: webauthnOptionsBody },
      },
    },
    async (request, reply) => passkeySignInOptions(exchangeOf(request, reply, routes)),
  );

  app.post(
    "/login/passkey",
    {
      schema: {
        summary: "Sign in with a passkey (the browser's answer to the options); sets the session cookies",
        body: passkeyLoginInput,
        response: { 200: publicUser },
      },
    },
    async (request, reply) => signInWithPasskey(exchangeOf(request, reply, routes), request.body.response),
  );

  app.post(
    "/logout",
    { schema: { summary: "Sign out: ends the session and clears its cookies", response: { 200: okBody } } },
    async (request, reply) => signOut(exchangeOf(request, reply, routes)),
  );

  app.post(
    "/auth/refresh",
    {
      schema: {
        summary:
          "Renew the session's short-lived access cookie with its refresh cookie (401 when the session has ended, or an admin's session sat idle past ADMIN_IDLE_MINUTES). `activity: false` marks a refresh made without a person's input (a poll): it never moves the session's idle time or last use",
        body: refreshInput,
        response: { 200: okBody },
      },
    },
    async (request, reply) => refreshSession(exchangeOf(request, reply, routes), request.body.activity),
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
    async (request) => writtenBody(request, await services.passwordReset.request(request.body, { ip: request.ip })),
  );

  app.post(
    "/auth/reset-password",
    {
      schema: { summary: "Set a new password with the token from a reset link (every session of the account is signed out)", body: resetPasswordInput, response: { 200: messageBody } },
    },
    async (request) => writtenBody(request, await services.passwordReset.reset(request.body, { ip: request.ip })),
  );
};
