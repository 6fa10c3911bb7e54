import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../env";
import type { PendingChallenge } from "../services/auth/passkeys.service";
import type { IssuedSession } from "../services/auth/sessions.service";
import type { SignInOutcome } from "../services/auth/auth.service";
import type { LoginResult } from "../shared/mfa.schema";

/**
 * The session cookies, written and read in one place so REST and tRPC sign in and
 * out identically (docs/decisions/0011-sessions-and-cookies.md).
 *
 * - `sid` (path /): the session id and the access expiry, signed. The server stops
 *   accepting it at that expiry (ACCESS_TOKEN_TTL_SECONDS) and checks the session row
 *   on every request. The browser keeps it as long as the session, so signing out
 *   can always name the session to revoke, even after the access part has lapsed.
 * - `rt` (path /api/auth): the refresh token, signed; only the refresh call sees it.
 */
export const ACCESS_COOKIE = "sid";
export const REFRESH_COOKIE = "rt";
export const REFRESH_COOKIE_PATH = "/api/auth";
/**
 * Issue 17: `mfa` says "this browser gave the right password for account N" until its expiry
 * (MFA_CHALLENGE_MS); only the second step of that sign-in reads it, and it opens no session.
 * `wa` keeps a WebAuthn ceremony's challenge between its options and its answer.
 */
export const MFA_CHALLENGE_COOKIE = "mfa";
export const WEBAUTHN_CHALLENGE_COOKIE = "wa";
export const MFA_CHALLENGE_MS = 5 * 60_000;
/**
 * Issue 29 item 5 (decision 0179): `dev` says "account N finished a sign-in in this browser".
 * OWASP's device cookies: a flood of wrong passwords against the account from elsewhere does not
 * lock its owner out on a browser it has used; that browser has a failure limit of its own.
 */
export const TRUSTED_DEVICE_COOKIE = "dev";
const TRUSTED_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The browser's device cookie: whose it is, and its own random name for the per-device limit. */
export type TrustedDevice = { userId: number; nonce: string };


/**
 * A sign-in waiting for its second step. `id` is random: the sign-in it finishes spends it, so
 * the cookie cannot start a second session (issue 29 item 20).
 */
export type MfaChallenge = { userId: number; expiresAt: Date; id: string };
/** What a WebAuthn challenge is for: a login may not answer a registration's challenge, or the reverse. */
export type WebauthnPurpose = "login" | "register";

export type AccessCredential = { sessionId: string; accessExpiresAt: Date };

/** The unsigned `sid` value; e2e fixtures sign it with the same secret to sign in without the UI. */
export function encodeAccessCookie(sessionId: string, accessExpiresAt: Date): string {
  return `${sessionId}.${accessExpiresAt.getTime()}`;
}

export function decodeAccessCookie(value: string): AccessCredential | null {
  const match = /^([A-Za-z0-9_-]{16,128})\.(\d{1,15})$/.exec(value);
  return match ? { sessionId: match[1] as string, accessExpiresAt: new Date(Number(match[2])) } : null;
}

export function createSessionCookies(config: AppConfig) {
  const sessionMaxAgeSeconds = config.refreshTokenTtlDays * 24 * 60 * 60;
  /** Over https (the trusted proxy's X-Forwarded-Proto counts), or always with COOKIE_SECURE=true. */
  const isSecure = (request: FastifyRequest) => (config.cookieSecure === "auto" ? request.protocol === "https" : config.cookieSecure);
  /**
   * A Secure cookie carries the prefix its path allows (issue 29 item 8, decision 0182): `__Host-`
   * (Secure, path /, no Domain: no sibling subdomain can set or shadow it), and `__Secure-` for the
   * refresh cookie, whose narrower path rules out `__Host-`. A plain name is read only over http,
   * so over https a cookie tossed in from elsewhere without the prefix is never taken.
   */
  const nameOf = (request: FastifyRequest, name: string) =>
    !isSecure(request) ? name : name === REFRESH_COOKIE ? `__Secure-${name}` : `__Host-${name}`;
  const baseOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isSecure(request),
    signed: true,
  });

  const readSigned = (request: FastifyRequest, name: string): string | null => {
    const raw = request.cookies[nameOf(request, name)];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  };

  return {
    /** Sets both cookies for a session that was just started or refreshed. */
    set(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
      const options = baseOptions(request);
      reply.setCookie(nameOf(request, ACCESS_COOKIE), encodeAccessCookie(session.sessionId, session.accessExpiresAt), {
        ...options,
        path: "/",
        maxAge: sessionMaxAgeSeconds,
      });
      reply.setCookie(nameOf(request, REFRESH_COOKIE), session.refreshToken, {
        ...options,
        path: REFRESH_COOKIE_PATH,
        maxAge: sessionMaxAgeSeconds,
      });
    },

    /**
     * Answers a sign-in on either transport: a finished one sets the session's cookies and
     * answers the user; one waiting for its second step sets only the challenge cookie.
     */
    answerSignIn(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome): LoginResult {
      if ("mfaRequired" in outcome) {
        this.setMfaChallenge(request, reply, outcome.challenge);
        return outcome.mfaRequired;
      }
      // The finished ceremony's cookies go (only when sent, so a plain sign-in sets just its two).
      if (request.cookies[nameOf(request, MFA_CHALLENGE_COOKIE)]) this.clearMfaChallenge(request, reply);
      if (request.cookies[nameOf(request, WEBAUTHN_CHALLENGE_COOKIE)]) this.clearWebauthnChallenge(request, reply);
      this.set(request, reply, outcome.session);
      // A new random name each sign-in: a stolen cookie stops being this browser's after the next one.
      reply.setCookie(nameOf(request, TRUSTED_DEVICE_COOKIE), `${outcome.user.id}.${randomBytes(16).toString("base64url")}`, {
        ...baseOptions(request),
        path: "/",
        maxAge: TRUSTED_DEVICE_MAX_AGE_SECONDS,
      });
      return outcome.user;
    },

    clear(request: FastifyRequest, reply: FastifyReply): void {
      const { signed: _signed, ...options } = baseOptions(request);
      reply.clearCookie(nameOf(request, ACCESS_COOKIE), { ...options, path: "/" });
      reply.clearCookie(nameOf(request, REFRESH_COOKIE), { ...options, path: REFRESH_COOKIE_PATH });
    },

    /** Whether the request carries a session cookie at all (valid or not): a visitor who sends none is simply signed out. */
    hasAccessCookie(request: FastifyRequest): boolean {
      return request.cookies[nameOf(request, ACCESS_COOKIE)] !== undefined;
    },

    /** The device of a correctly signed `dev` cookie, or null. Read by both transports' sign-ins. */
    readTrustedDevice(request: FastifyRequest): TrustedDevice | null {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})$/.exec(readSigned(request, TRUSTED_DEVICE_COOKIE) ?? "");
      return match ? { userId: Number(match[1]), nonce: match[2] as string } : null;
    },

    /** The access credential of a correctly signed `sid`, whether or not it has expired. */
    readAccess(request: FastifyRequest): AccessCredential | null {
      const value = readSigned(request, ACCESS_COOKIE);
      return value ? decodeAccessCookie(value) : null;
    },

    readRefreshToken(request: FastifyRequest): string | null {
      return readSigned(request, REFRESH_COOKIE);
    },

    setMfaChallenge(request: FastifyRequest, reply: FastifyReply, challenge: MfaChallenge): void {
      reply.setCookie(nameOf(request, MFA_CHALLENGE_COOKIE), `${challenge.userId}.${challenge.expiresAt.getTime()}.${challenge.id}`, {
        ...baseOptions(request),
        path: "/",
        maxAge: Math.ceil(MFA_CHALLENGE_MS / 1000),
      });
    },

    /** The pending sign-in of a correctly signed `mfa` cookie, expired or not (the service decides). */
    readMfaChallenge(request: FastifyRequest): MfaChallenge | null {
      const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{16,64})$/.exec(readSigned(request, MFA_CHALLENGE_COOKIE) ?? "");
      return match ? { userId: Number(match[1]), expiresAt: new Date(Number(match[2])), id: match[3] as string } : null;
    },

    clearMfaChallenge(request: FastifyRequest, reply: FastifyReply): void {
      const { signed: _signed, ...options } = baseOptions(request);
      reply.clearCookie(nameOf(request, MFA_CHALLENGE_COOKIE), { ...options, path: "/" });
    },

    setWebauthnChallenge(request: FastifyRequest, reply: FastifyReply, purpose: WebauthnPurpose, pending: PendingChallenge): void {
      reply.setCookie(nameOf(request, WEBAUTHN_CHALLENGE_COOKIE), `${purpose}.${pending.challenge}.${pending.expiresAt}`, {
        ...baseOptions(request),
        path: "/",
        maxAge: Math.ceil(MFA_CHALLENGE_MS / 1000),
      });
    },

    /** The challenge of a ceremony for `purpose`, or null (none, another purpose, or altered). */
    readWebauthnChallenge(request: FastifyRequest, purpose: WebauthnPurpose): PendingChallenge | null {
      const match = /^(login|register)\.([A-Za-z0-9_-]{16,128})\.(\d{1,15})$/.exec(readSigned(request, WEBAUTHN_CHALLENGE_COOKIE) ?? "");
      return match && match[1] === purpose ? { challenge: match[2] as string, expiresAt: Number(match[3]) } : null;
    },

    clearWebauthnChallenge(request: FastifyRequest, reply: FastifyReply): void {
      const { signed: _signed, ...options } = baseOptions(request);
      reply.clearCookie(nameOf(request, WEBAUTHN_CHALLENGE_COOKIE), { ...options, path: "/" });
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
