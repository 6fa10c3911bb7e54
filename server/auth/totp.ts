import { Secret, TOTP } from "otpauth";

/**
 * Authenticator-app codes (RFC 6238 through `otpauth`): SHA-1, 6 digits, 30-second steps,
 * the settings every app (Google Authenticator, Authy, 1Password, Microsoft) understands.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A new random secret (160 bits, the RFC's recommendation for SHA-1), base32 as apps show it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = "", issuer = "") =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD_SECONDS, algorithm: "SHA1", label, issuer });

/** The `otpauth://` URL an app scans: the office's name as issuer, the account's email as label. */
export const totpUrl = (secret: string, issuer: string, accountEmail: string): string => totpOf(secret, accountEmail, issuer).toString();

/** The 30-second step an instant falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step a code was made for, when it is right for the step of `at` or the one either side
 * (clocks drift; a code typed as it changes is still accepted), else null. The caller refuses a
 * step it accepted before, so no code works twice.
 */
export function verifyTotp(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : totpStep(at) + delta;
}

/** The code for an instant: what the app shows (tests, and the e2e computing codes from the shown secret). */
export const totpCode = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
