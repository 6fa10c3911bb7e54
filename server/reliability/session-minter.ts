import { decodeAccessCookie, encodeAccessCookie } from "../auth/session-cookie-values";
import { createSessionsService } from "../services/auth/sessions.service";
import { loadSettings } from "../services/office-settings/office-settings.service";
import type { TestApp } from "../testing/test-app";

export type SessionCookies = { sid: string; rt: string };

/**
 * Opens a real session row for a user and signs its cookies with the app's own
 * secret, exactly as a sign-in would, but without an argon2 verification: property
 * tests need a fresh session for every generated request (a generated logout or
 * password change may end the previous one), and thousands of sign-ins would be slow.
 */
export function sessionMinter(t: TestApp, now: () => Date = () => new Date()) {
  const sessions = createSessionsService({ db: t.db, config: t.config, now, settings: { get: () => loadSettings(t.db, t.config) } });
  return async (userId: number): Promise<SessionCookies> => {
    const session = await sessions.start(userId);
    return {
      sid: t.app.signCookie(encodeAccessCookie(session.sessionId, session.accessExpiresAt)),
      rt: t.app.signCookie(session.refreshToken),
    };
  };
}

/** The session id a minted (or real) `sid` cookie names. */
export function sessionIdOf(t: TestApp, cookies: SessionCookies): string {
  const unsigned = t.app.unsignCookie(cookies.sid);
  const access = unsigned.valid && unsigned.value ? decodeAccessCookie(unsigned.value) : null;
  if (!access) throw new Error("not a session cookie");
  return access.sessionId;
}
