import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../env";
import type { IssuedSession } from "../services/auth/sessions.service";
import type { SignInOutcome } from "../services/auth/auth.service";
import type { LoginResult } from "../shared/mfa.schema";
import {
  ACCESS_COOKIE,
  decodeAccessCookie,
  decodeMfaChallenge,
  decodeTrustedDevice,
  decodeWebauthnChallenge,
  encodeAccessCookie,
  encodeMfaChallenge,
  encodeWebauthnChallenge,
  MFA_CHALLENGE_COOKIE,
  MFA_CHALLENGE_MS,
  newTrustedDeviceValue,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_MAX_AGE_SECONDS,
  WEBAUTHN_CHALLENGE_COOKIE,
  type AccessCredential,
  type MfaChallenge,
  type PendingChallenge,
  type TrustedDevice,
  type WebauthnPurpose,
} from "./session-cookie-values";

/**
 * The session cookies on a request and its reply, written and read in one place so REST and
 * tRPC sign in and out identically (docs/decisions/0011-sessions-and-cookies.md). Their names
 * and values are server/auth/session-cookie-values.ts.
 */
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
      reply.setCookie(nameOf(request, TRUSTED_DEVICE_COOKIE), newTrustedDeviceValue(outcome.user.id), {
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
      const value = readSigned(request, TRUSTED_DEVICE_COOKIE);
      return value ? decodeTrustedDevice(value) : null;
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
      reply.setCookie(nameOf(request, MFA_CHALLENGE_COOKIE), encodeMfaChallenge(challenge), {
        ...baseOptions(request),
        path: "/",
        maxAge: Math.ceil(MFA_CHALLENGE_MS / 1000),
      });
    },

    /** The pending sign-in of a correctly signed `mfa` cookie, expired or not (the service decides). */
    readMfaChallenge(request: FastifyRequest): MfaChallenge | null {
      const value = readSigned(request, MFA_CHALLENGE_COOKIE);
      return value ? decodeMfaChallenge(value) : null;
    },

    clearMfaChallenge(request: FastifyRequest, reply: FastifyReply): void {
      const { signed: _signed, ...options } = baseOptions(request);
      reply.clearCookie(nameOf(request, MFA_CHALLENGE_COOKIE), { ...options, path: "/" });
    },

    setWebauthnChallenge(request: FastifyRequest, reply: FastifyReply, purpose: WebauthnPurpose, pending: PendingChallenge): void {
      reply.setCookie(nameOf(request, WEBAUTHN_CHALLENGE_COOKIE), encodeWebauthnChallenge(purpose, pending), {
        ...baseOptions(request),
        path: "/",
        maxAge: Math.ceil(MFA_CHALLENGE_MS / 1000),
      });
    },

    /** The challenge of a ceremony for `purpose`, or null (none, another purpose, or altered). */
    readWebauthnChallenge(request: FastifyRequest, purpose: WebauthnPurpose): PendingChallenge | null {
      const value = readSigned(request, WEBAUTHN_CHALLENGE_COOKIE);
      return value ? decodeWebauthnChallenge(value, purpose) : null;
    },

    clearWebauthnChallenge(request: FastifyRequest, reply: FastifyReply): void {
      const { signed: _signed, ...options } = baseOptions(request);
      reply.clearCookie(nameOf(request, WEBAUTHN_CHALLENGE_COOKIE), { ...options, path: "/" });
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
