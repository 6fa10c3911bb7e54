import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: session ids, refresh tokens. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Tokens are stored only as this hash, so a copy of the database opens no account. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * An HMAC signer for one purpose, keyed from the cookie secret (HKDF, so no two purposes
 * share a key). Signed values let a link carry its own proof: an email's calendar link,
 * a password-reset token made again on every retry of the same email.
 */
export function linkSigner(cookieSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", cookieSecret, "taxpro-links", purpose, 32));
  const sign = (text: string) => createHmac("sha256", key).update(text).digest("base64url");
  return {
    sign,
    verify(text: string, signature: string): boolean {
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
