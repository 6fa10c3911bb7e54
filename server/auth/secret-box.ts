import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts small secrets kept in the database (the TOTP secret), so a copy of the database (a
 * backup, say) is not enough to make an account's codes. AES-256-GCM with a key derived from
 * COOKIE_SECRET for this purpose only (HKDF); the stored text is `v1.<iv>.<tag>.<ciphertext>`.
 * Changing COOKIE_SECRET makes the stored secrets unreadable: users then finish sign-in with a
 * recovery code or a passkey and set the app up again (README, decision 0126).
 */
export function createSecretBox(cookieSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", cookieSecret, "taxpro-secret-box", purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
    },
    /** The plain text, or null when the text was sealed with another key or was altered. */
    open(text: string): string | null {
      const [version, iv, tag, sealed] = text.split(".");
      if (version !== "v1" || !iv || !tag || sealed === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** The box the TOTP secrets are sealed with; test factories seal their admins' secrets with it too. */
export const totpSecretBox = (cookieSecret: string) => createSecretBox(cookieSecret, "totp-secret");
