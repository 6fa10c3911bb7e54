import { sign, unsign } from "@fastify/cookie";
import type { BrowserContext } from "@playwright/test";
import { ACCESS_COOKIE, decodeAccessCookie, encodeAccessCookie } from "../server/auth/session-cookie-values";
import { E2E_COOKIE_SECRET } from "./cookie-secret";

/**
 * Expires the context's access credential now, under the test's control (decision 0155): no
 * test waits out the server's 15 minutes. The browser keeps `sid` as long as the session
 * (server/auth/session-cookies.ts) and the server refuses it once the access expiry written in
 * it has passed, so this writes back the same session's credential, expired a second ago,
 * signed as the server signs it. The session and its refresh cookie are untouched.
 */
export async function expireAccessCookie(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === ACCESS_COOKIE);
  if (!cookie) throw new Error(`no ${ACCESS_COOKIE} cookie to expire: sign in first`);
  const unsigned = unsign(decodeURIComponent(cookie.value), E2E_COOKIE_SECRET);
  const credential = unsigned.valid && unsigned.value ? decodeAccessCookie(unsigned.value) : null;
  if (!credential) throw new Error(`the ${ACCESS_COOKIE} cookie is not one the e2e servers signed`);
  const expired = encodeAccessCookie(credential.sessionId, new Date(Date.now() - 1000));
  await context.addCookies([{ ...cookie, value: encodeURIComponent(sign(expired, E2E_COOKIE_SECRET)) }]);
}
