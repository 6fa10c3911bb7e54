import type { FastifyReply, FastifyRequest } from "fastify";
import { unauthenticated } from "../services/errors";
import type { Services } from "../services/services";
import { say } from "../shared/i18n/server-messages";
import { writtenBody } from "../i18n/message-language";
import type { PublicUser } from "../shared/user.schema";
import { actorOf, signInOrigin } from "./actor";
import type { SessionCookies } from "./session-cookies";
import { webauthnSite } from "./webauthn-site";

/**
 * The steps that start, renew or end a session, or carry a WebAuthn ceremony between its two
 * calls: each calls its service and sets or clears the session cookies, once, for both
 * transports (issue 30 item 4, decision 0192). A REST handler and its tRPC twin call the same
 * step, so they cannot drift apart on which cookie a step sets.
 */

/** One call of either transport: its request and reply, the app's services and its session cookies. The tRPC context is one as it is. */
export type Exchange = { req: FastifyRequest; res: FastifyReply; services: Services; cookies: SessionCookies };

/** A REST handler's exchange: its request and reply, with the services and cookies its route plugin was given. */
export const exchangeOf = (req: FastifyRequest, res: FastifyReply, { services, cookies }: Pick<Exchange, "services" | "cookies">): Exchange => ({
  req,
  res,
  services,
  cookies,
});

type AuthService = Services["auth"];

/** Email and password: a finished sign-in sets the session's cookies; one that needs its second step only the challenge cookie. */
export async function signIn({ req, res, services, cookies }: Exchange, input: Parameters<AuthService["login"]>[0]) {
  return cookies.answerSignIn(req, res, await services.auth.login(input, signInOrigin(req, cookies)));
}

/** The second step with a code from the authenticator app or a recovery code. */
export async function signInWithCode({ req, res, services, cookies }: Exchange, code: string): Promise<PublicUser> {
  const outcome = await services.auth.loginWithCode(cookies.readMfaChallenge(req), code, signInOrigin(req, cookies));
  cookies.answerSignIn(req, res, outcome);
  return outcome.user;
}

/** The WebAuthn options of a passkey sign-in; the ceremony's challenge waits in its cookie. */
export async function passkeySignInOptions({ req, res, services, cookies }: Exchange) {
  const { options, pending } = await services.auth.passkeyOptions(cookies.readMfaChallenge(req), webauthnSite(req));
  cookies.setWebauthnChallenge(req, res, "login", pending);
  return options;
}

/** A passkey sign-in: the browser's answer to the options. */
export async function signInWithPasskey({ req, res, services, cookies }: Exchange, response: unknown): Promise<PublicUser> {
  const outcome = await services.auth.loginWithPasskey(
    cookies.readMfaChallenge(req),
    response,
    cookies.readWebauthnChallenge(req, "login"),
    webauthnSite(req),
    signInOrigin(req, cookies),
  );
  cookies.answerSignIn(req, res, outcome);
  return outcome.user;
}

/** Ends the request's session and clears its cookies. */
export async function signOut({ req, res, services, cookies }: Exchange): Promise<{ ok: true }> {
  await services.auth.logout(actorOf(req), req.sessionId);
  cookies.clear(req, res);
  return { ok: true as const };
}

/**
 * Renews the access cookie with the refresh cookie. A session that has ended (or sat idle past
 * the admin limit) loses its cookies and answers 401.
 */
export async function refreshSession({ req, res, services, cookies }: Exchange, activity: boolean | undefined): Promise<{ ok: true }> {
  const token = cookies.readRefreshToken(req);
  const outcome = token ? await services.sessions.refresh(token, req.ip, { activity }) : null;
  if (!outcome?.ok) {
    cookies.clear(req, res);
    throw unauthenticated(outcome?.reason === "idle" ? say.auth.signedOutIdle : say.auth.sessionExpired);
  }
  cookies.set(req, res, outcome.session);
  return { ok: true as const };
}

/** Signs out one of the user's own devices; the cookies go when it is this one. */
export async function revokeOwnSession({ req, res, services, cookies }: Exchange, user: PublicUser, sessionId: string) {
  const answer = await services.sessions.revokeOwn(user.id, sessionId);
  if (sessionId === req.sessionId) cookies.clear(req, res);
  return writtenBody(req, answer);
}

/** The WebAuthn options for adding a passkey; the ceremony's challenge waits in its cookie. */
export async function passkeyRegistrationOptions({ req, res, services, cookies }: Exchange, user: PublicUser) {
  const { options, pending } = await services.passkeys.registrationOptions(user, req.sessionId, webauthnSite(req));
  cookies.setWebauthnChallenge(req, res, "register", pending);
  return options;
}

/** Keeps the passkey the browser made, and ends its ceremony. */
export async function addPasskey(
  { req, res, services, cookies }: Exchange,
  user: PublicUser,
  input: Parameters<Services["passkeys"]["register"]>[3],
) {
  const answer = await services.passkeys.register(
    actorOf(req),
    user,
    req.sessionId,
    input,
    cookies.readWebauthnChallenge(req, "register"),
    webauthnSite(req),
  );
  cookies.clearWebauthnChallenge(req, res);
  return writtenBody(req, answer);
}
