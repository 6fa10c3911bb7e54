import { createHash, randomInt } from "node:crypto";

/** Ten codes per set (issue 17). */
export const RECOVERY_CODE_COUNT = 10;

/** Crockford-style base32 without look-alikes (no i, l, o, u): easy to read aloud and type. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** A code of 12 characters (60 random bits), shown as `xxxx-xxxx-xxxx`. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Whether what was typed looks like a recovery code rather than an app's six digits. */
export const looksLikeRecoveryCode = (typed: string): boolean => normaliseRecoveryCode(typed).length === 12;

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]+/g, "");

/** Only this is stored: 60 random bits make a plain SHA-256 as good as a slow hash here. */
export const hashRecoveryCode = (typed: string): string => createHash("sha256").update(normaliseRecoveryCode(typed)).digest("hex");
