import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unauthenticated } from "../services/errors";
import { say } from "../shared/i18n/server-messages";
import { messageBody } from "../shared/api-error.schema";
import { loginInput, refreshInput, registerInput } from "../shared/auth.schema";
import { forgotPasswordInput, resetPasswordInput } from "../shared/password-reset.schema";
import { publicUser } from "../shared/user.schema";
import { loginResult, mfaCodeInput, passkeyLoginInput, webauthnOptionsBody } from "../shared/mfa.schema";
import { webauthnSite } from "../auth/webauthn-site";
import type { RouteOptions } from "./route-options";
import { writtenBody } from "../i18n/message-language";
import { actorOf, signInOrigin } from "../auth/actor";

const okBody = z.object({ ok: z.literal(true) });

/** SPEC section 7: register, login, logout and the token refresh; and the password reset. */
export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services, cookies }) => {
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
    async (request, reply) =>
      cookies.answerSignIn(request, reply, await services.auth.login(request.body, signInOrigin(request, cookies))),
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
    async (request, reply) => {
      const outcome = await services.auth.loginWithCode(cookies.readMfaChallenge(request), request.body.code, signInOrigin(request, cookies));
      cookies.answerSignIn(request, reply, outcome);
      return outcome.user;
    },
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
    async (request, reply) => {
      const { options, pending } = await services.auth.passkeyOptions(cookies.readMfaChallenge(request), webauthnSite(request));
      cookies.setWebauthnChallenge(request, reply, "login", pending);
      return options;
    },
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
    async (request, reply) => {
      const outcome = await services.auth.loginWithPasskey(
        cookies.readMfaChallenge(request),
        request.body.response,
        cookies.readWebauthnChallenge(request, "login"),
        webauthnSite(request),
        signInOrigin(request, cookies),
      );
      cookies.answerSignIn(request, reply, outcome);
      return outcome.user;
    },
  );

  app.post(
    "/logout",
    { schema: { summary: "Sign out: ends the session and clears its cookies", response: { 200: okBody } } },
    async (request, reply) => {
      await services.auth.logout(actorOf(request), request.sessionId);
      cookies.clear(request, reply);
      return { ok: true as const };
    },
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
    async (request, reply) => {
      const token = cookies.readRefreshToken(request);
      const outcome = token ? await services.sessions.refresh(token, request.ip, { activity: request.body.activity }) : null;
      if (!outcome?.ok) {
        cookies.clear(request, reply);
        throw unauthenticated(outcome?.reason === "idle" ? say.auth.signedOutIdle : say.auth.sessionExpired);
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
