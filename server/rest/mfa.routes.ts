import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireUser, signedInUser } from "../auth/guards";
import { addPasskey, exchangeOf, passkeyRegistrationOptions } from "../auth/session-steps";
import { messageBody } from "../shared/api-error.schema";
import {
  confirmWithPasswordAndCodeInput,
  mfaCodeInput,
  mfaStatus,
  passkeyIdParams,
  passkeyRegistrationInput,
  reauthenticatedBody,
  reauthenticateInput,
  recoveryCodesBody,
  removeWithLinkInput,
  totpSetupBody,
  webauthnOptionsBody,
} from "../shared/mfa.schema";
import type { RouteOptions } from "./route-options";
import { writtenBody } from "../i18n/message-language";

/**
 * Issue 17: the signed-in user's two-step sign-in. Open to every signed-in person (an admin
 * without it must be able to set it up); API keys act for no person and are refused. One path is
 * public: removing every factor with the link a password change emailed (issue 29 item 1).
 */
export const mfaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, routes) => {
  const { services } = routes;
  app.post(
    "/users/mfa/remove-with-link",
    {
      schema: {
        summary:
          "Remove every second factor (app, passkeys, recovery codes) with the link a password change or reset emailed and the account's current password; signs out every device. No session needed",
        body: removeWithLinkInput,
        response: { 200: messageBody },
      },
    },
    async (request) => writtenBody(request, await services.mfa.removeWithLink(request.body, { ip: request.ip })),
  );

  app.get(
    "/users/mfa",
    { preValidation: requireUser, schema: { summary: "The signed-in user's two-step sign-in: app, passkeys, recovery codes left", response: { 200: mfaStatus } } },
    async (request) => services.mfa.status(signedInUser(request)),
  );

  app.post(
    "/users/reauthenticate",
    {
      preValidation: requireUser,
      schema: {
        summary:
          "Confirm it's you: the password, and a current code when two-step sign-in is on. For 5 minutes this device may then add a second factor, and for 15 an admin may manage API keys, webhooks and the calendar feed",
        body: reauthenticateInput,
        response: { 200: reauthenticatedBody },
      },
    },
    async (request) => writtenBody(request, await services.mfa.reauthenticate(actorOf(request), signedInUser(request), request.sessionId, request.body)),
  );

  app.post(
    "/users/mfa/totp",
    {
      preValidation: requireUser,
      schema: {
        summary: "Start setting up an authenticator app: a new secret and its QR code, waiting for the first code",
        response: { 200: totpSetupBody },
      },
    },
    async (request) => services.mfa.startTotp(signedInUser(request), request.sessionId),
  );

  app.post(
    "/users/mfa/totp/confirm",
    {
      preValidation: requireUser,
      schema: {
        summary:
          "Turn the app on with its first code. The first second factor also answers ten recovery codes (shown once) and signs out the account's other devices",
        body: mfaCodeInput,
        response: { 200: recoveryCodesBody },
      },
    },
    async (request) => writtenBody(request, await services.mfa.confirmTotp(actorOf(request), signedInUser(request), request.sessionId, request.body.code)),
  );

  app.delete(
    "/users/mfa/totp",
    {
      preValidation: requireUser,
      schema: {
        summary: "Remove the authenticator app (the password and a current code; an office account keeps one second factor)",
        body: confirmWithPasswordAndCodeInput,
        response: { 200: messageBody },
      },
    },
    async (request) => writtenBody(request, await services.mfa.removeTotp(actorOf(request), signedInUser(request), request.body)),
  );

  app.post(
    "/users/mfa/recovery-codes",
    {
      preValidation: requireUser,
      schema: {
        summary: "Ten new recovery codes, shown once; the old ones stop working (the password and a current code)",
        body: confirmWithPasswordAndCodeInput,
        response: { 200: recoveryCodesBody },
      },
    },
    async (request) => writtenBody(request, await services.mfa.renewRecoveryCodes(actorOf(request), signedInUser(request), request.body)),
  );

  app.post(
    "/users/mfa/passkeys/options",
    {
      preValidation: requireUser,
      schema: { summary: "WebAuthn options for adding a passkey on this device", response: { 200: webauthnOptionsBody } },
    },
    async (request, reply) => passkeyRegistrationOptions(exchangeOf(request, reply, routes), signedInUser(request)),
  );

  app.post(
    "/users/mfa/passkeys",
    {
      preValidation: requireUser,
      schema: {
        summary: "Keep the passkey the browser made. The first second factor also answers ten recovery codes (shown once)",
        body: passkeyRegistrationInput,
        response: { 200: recoveryCodesBody },
      },
    },
    async (request, reply) => addPasskey(exchangeOf(request, reply, routes), signedInUser(request), request.body),
  );

  app.delete(
    "/users/mfa/passkeys/:id",
    {
      preValidation: requireUser,
      schema: {
        summary: "Remove a passkey (the password and a current code; an office account keeps one second factor)",
        params: passkeyIdParams,
        body: confirmWithPasswordAndCodeInput,
        response: { 200: messageBody },
      },
    },
    async (request) => writtenBody(request, await services.passkeys.remove(actorOf(request), signedInUser(request), request.params.id, request.body)),
  );
};
