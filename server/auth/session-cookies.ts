import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../env";
import type { IssuedSession } from "../services/auth/sessions.service";

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
  const baseOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.cookieSecure === "auto" ? request.protocol === "https" : config.cookieSecure,
    signed: true,
  });

  const readSigned = (request: FastifyRequest, name: string): string | null => {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  };

  return {
    /** Sets both cookies for a session that was just started or refreshed. */
    set(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
      const options = baseOptions(request);
      reply.setCookie(ACCESS_COOKIE, encodeAccessCookie(session.sessionId, session.accessExpiresAt), {
        ...options,
        path: "/",
        maxAge: sessionMaxAgeSeconds,
      });
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
        ...options,
        path: REFRESH_COOKIE_PATH,
        maxAge: sessionMaxAgeSeconds,
      });
    },

    clear(request: FastifyRequest, reply: FastifyReply): void {
      const { signed: _signed, ...options } = baseOptions(request);
      reply.clearCookie(ACCESS_COOKIE, { ...options, path: "/" });
      reply.clearCookie(REFRESH_COOKIE, { ...options, path: REFRESH_COOKIE_PATH });
    },

    /** The access credential of a correctly signed `sid`, whether or not it has expired. */
    readAccess(request: FastifyRequest): AccessCredential | null {
      const value = readSigned(request, ACCESS_COOKIE);
      return value ? decodeAccessCookie(value) : null;
    },

    readRefreshToken(request: FastifyRequest): string | null {
      return readSigned(request, REFRESH_COOKIE);
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
