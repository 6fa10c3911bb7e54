import { randomBytes } from "node:crypto";

/**
 * The session cookies' names, lifetimes and values: pure helpers, no request in sight, so the
 * services, the tests and the end-to-end fixtures use them without the request code of
 * server/auth/session-cookies.ts (docs/decisions/0011-sessions-and-cookies.md).
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
export const TRUSTED_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The browser's device cookie: whose it is, and its own random name for the per-device limit. */
export type TrustedDevice = { userId: number; nonce: string };

/**
 * A sign-in waiting for its second step. `id` is random: the sign-in it finishes spends it, so
 * the cookie cannot start a second session (issue 29 item 20).
 */
export type MfaChallenge = { userId: number; expiresAt: Date; id: string };
/** What a WebAuthn challenge is for: a login may not answer a registration's challenge, or the reverse. */
export type WebauthnPurpose = "login" | "register";
/** A WebAuthn ceremony's challenge and when it lapses (milliseconds since the epoch). */
export type PendingChallenge = { challenge: string; expiresAt: number };

export type AccessCredential = { sessionId: string; accessExpiresAt: Date };

/** The unsigned `sid` value; e2e fixtures sign it with the same secret to sign in without the UI. */
export function encodeAccessCookie(sessionId: string, accessExpiresAt: Date): string {
  return `${sessionId}.${accessExpiresAt.getTime()}`;
}

export function decodeAccessCookie(value: string): AccessCredential | null {
  const match = /^([A-Za-z0-9_-]{16,128})\.(\d{1,15})$/.exec(value);
  return match ? { sessionId: match[1] as string, accessExpiresAt: new Date(Number(match[2])) } : null;
}

/** A new `dev` value for the account: a new random name each sign-in, so a stolen cookie stops being this browser's after the next one. */
export function newTrustedDeviceValue(userId: number): string {
  return `${userId}.${randomBytes(16).toString("base64url")}`;
}

export function decodeTrustedDevice(value: string): TrustedDevice | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})$/.exec(value);
  return match ? { userId: Number(match[1]), nonce: match[2] as string } : null;
}

export function encodeMfaChallenge(challenge: MfaChallenge): string {
  return `${challenge.userId}.${challenge.expiresAt.getTime()}.${challenge.id}`;
}

export function decodeMfaChallenge(value: string): MfaChallenge | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{16,64})$/.exec(value);
  return match ? { userId: Number(match[1]), expiresAt: new Date(Number(match[2])), id: match[3] as string } : null;
}

export function encodeWebauthnChallenge(purpose: WebauthnPurpose, pending: PendingChallenge): string {
  return `${purpose}.${pending.challenge}.${pending.expiresAt}`;
}

/** The challenge of a ceremony for `purpose`, or null (another purpose, or not a challenge). */
export function decodeWebauthnChallenge(value: string, purpose: WebauthnPurpose): PendingChallenge | null {
  const match = /^(login|register)\.([A-Za-z0-9_-]{16,128})\.(\d{1,15})$/.exec(value);
  return match && match[1] === purpose ? { challenge: match[2] as string, expiresAt: Number(match[3]) } : null;
}
