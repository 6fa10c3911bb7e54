import { isStaff } from "../shared/permissions";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { say, type ServerMessage } from "../shared/i18n/server-messages";
import type { BusinessProfile } from "../shared/business-profile.schema";
import { LIMITS } from "../shared/limits";
import type { Role } from "../shared/services";

/**
 * The password rules beyond the spec's minimum of 6 (issue 17, decision 0124; issue 29 item 19,
 * decision 0175), in this order, the first that fails giving the sentence:
 * 1. an admin's needs at least 12 characters;
 * 2. a password in the list of common passwords (@zxcvbn-ts/language-common, about 49,000) is refused;
 * 3. a password made of the account's name or email, or the office's name or city, is refused
 *    (`madeOfPersonalWords`);
 * 4. zxcvbn's estimate, with those same words as its user dictionary, must reach
 *    `MIN_STRENGTH_SCORE` for the role.
 * Server only, offline: the dictionaries never go to the browser bundle, so the client shows the
 * server's sentence on the field.
 */

/**
 * zxcvbn's score is the order of magnitude of the guesses it estimates: 1 under 10^6, 2 under
 * 10^8, 3 under 10^10. A client's password needs 2: at the per-account sign-in limit (20 failures
 * per 15 minutes, about 1,900 a day) a million guesses take over a year online. Staff's need 3 (the
 * owner's, the front desk's and a preparer's), a hundred times more: the account can read every client's data, and its password should also
 * hold out for a while against guessing offline should the hashes ever leak.
 */
export const MIN_STRENGTH_SCORE: Readonly<Record<Role, number>> = { client: 2, admin: 3, front_desk: 3, preparer: 3 };

/**
 * Only the first 100 characters are estimated: zxcvbn's matching grows faster than the length and
 * the schemas allow 200. Measured in CPU time, a random 16-character password costs 25 to 35 ms and
 * a random 100-character one up to about 150 ms (with `L33T_READINGS`); 200 would cost more for no
 * gain, since a password whose first 100 characters are strong is strong.
 */
export const ESTIMATED_LENGTH = 100;

/** Personal words shorter than this are ignored: two letters (a state's "CA", "Jo") match inside too many words. */
const MIN_WORD_LENGTH = 3;

/** "Made of" personal words: at most this many of the password's letters are not part of one (a letter or two add little to guess). */
const MAX_OTHER_LETTERS = 2;

/**
 * zxcvbn tries this many letter-for-symbol readings of a password (its default is 100). Each costs
 * a pass over the dictionaries: at 100, a 100-character password of symbols took 4.5 s of the
 * server's only thread, at 10 a sixth of a second, and the scores of ordinary "P@ssw0rd" passwords
 * did not change (each has only a few readings).
 */
const L33T_READINGS = 10;

/** Digits and symbols read as letters ("V@ll3y" is "valley"); "1" and "|" as "i" or "l", "7" as "l" or "t". */
const L33T: Readonly<Record<string, string>> = {
  "4": "a",
  "@": "a",
  "8": "b",
  "(": "c",
  "<": "c",
  "[": "c",
  "{": "c",
  "3": "e",
  "6": "g",
  "9": "g",
  "1": "il",
  "!": "i",
  "|": "il",
  "7": "lt",
  "0": "o",
  "$": "s",
  "5": "s",
  "+": "t",
  "%": "x",
  "2": "z",
};

/** Whose password it is, and the office it is for: the words a guesser would try first. */
export type PasswordContext = {
  role: Role;
  fullName: string;
  email: string;
  business: Pick<BusinessProfile, "name" | "city" | "address">;
};

let common: Promise<ReadonlySet<string>> | null = null;

/** Loaded on first use, once per process: the package's dictionaries are about 15 MB resident. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => String(entry).toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

let estimator: Promise<ZxcvbnFactory> | null = null;

/** Loaded on first use, once per process, like the common list: it adds 40 to 55 MB resident (decision 0175). */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([core, commonPackage, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...commonPackage.dictionary, ...en.dictionary },
        graphs: commonPackage.adjacencyGraphs,
        translations: en.translations,
        l33tMaxSubstitutions: L33T_READINGS,
      }),
  );
  return estimator;
}

/** Lower case without accents, so "José" and "jose" are one word. */
const fold = (text: string): string => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The letters alone: digits, spaces and symbols dropped ("Fresno-1!" → "fresno"). */
export const lettersOf = (text: string): string => fold(text).replace(/[^\p{L}]/gu, "");

const wordsOf = (text: string): string[] => fold(text).split(/[^\p{L}]+/u).filter((word) => word.length >= MIN_WORD_LENGTH);

/**
 * The words of the full name, the whole email (local part and domain), the office's name, its
 * city and its address's town, of 3 letters or more; and each of the name, the email's local
 * part, the whole email and the office's name with its letters run together ("janedoe").
 */
export function personalWords({ fullName, email, business }: Omit<PasswordContext, "role">): string[] {
  const localPart = email.split("@")[0] ?? "";
  const words = [fullName, email, business.name, business.city, business.address.locality].flatMap(wordsOf);
  const joined = [fullName, localPart, email, business.name].map(lettersOf).filter((word) => word.length >= MIN_WORD_LENGTH);
  return [...new Set([...words, ...joined])];
}

/**
 * The rule. The password is lower-cased and its accents dropped; its letters are what is left
 * once digits, spaces and symbols are dropped. It is made of personal words when it has at least
 * 3 letters and either
 * - its letters are part of one personal word ("Fres2024" at an office in Fresno, the email typed
 *   out whole), or
 * - it contains a personal word, and all its letters but at most 2 belong to personal words it
 *   contains, digits and symbols also read as the letters they stand for ("Fresno1",
 *   "ValleyTaxPros!", "jane.doe@example.com", "V@ll3yT4x").
 * A password that merely contains a personal word among other words ("syntax-harbor-velvet" at
 * Valley Tax Pros) passes this rule and is left to zxcvbn, which knows the same words.
 */
export function madeOfPersonalWords(password: string, words: readonly string[]): boolean {
  const letters = lettersOf(password);
  if (letters.length < MIN_WORD_LENGTH) return false;
  if (words.some((word) => word.includes(letters))) return true;
  // Letters, and the digits and symbols that can stand for one; an uncovered one of those costs nothing, as when dropped.
  const chars = [...fold(password)].filter((char) => /\p{L}/u.test(char) || char in L33T);
  const reads = (char: string, letter: string) => char === letter || (L33T[char]?.includes(letter) ?? false);
  const occursAt = (word: string, end: number) =>
    word.length <= end && [...word].every((letter, k) => reads(chars[end - word.length + k] ?? "", letter));
  // uncovered[end]: the fewest letters among the first `end` characters that no personal word covers.
  const uncovered: number[] = [0];
  let anyWord = false;
  for (let end = 1; end <= chars.length; end++) {
    let best = (uncovered[end - 1] ?? end) + (/\p{L}/u.test(chars[end - 1] ?? "") ? 1 : 0);
    for (const word of words) {
      if (!occursAt(word, end)) continue;
      anyWord = true;
      best = Math.min(best, uncovered[end - word.length] ?? end);
    }
    uncovered.push(best);
  }
  return anyWord && (uncovered[chars.length] ?? chars.length) <= MAX_OTHER_LETTERS;
}

/** zxcvbn's score (0 to 4) for the password's first `ESTIMATED_LENGTH` characters, `words` counting as known words. */
export async function strengthScore(password: string, words: readonly string[]): Promise<number> {
  return (await strengthEstimator()).check(password.slice(0, ESTIMATED_LENGTH), [...words]).score;
}

/** What refuses this password for this account, or null when it is acceptable. */
export async function passwordPolicyProblem(password: string, context: PasswordContext): Promise<ServerMessage | null> {
  if (isStaff(context.role) && password.length < LIMITS.adminPasswordMinLength) return say.auth.adminPasswordTooShort;
  if (await isCommonPassword(password)) return say.auth.passwordTooCommon;
  const words = personalWords(context);
  if (madeOfPersonalWords(password, words)) return say.auth.passwordPersonal;
  // zxcvbn also gets them whole, as typed: it matches "jane.doe@example.com" as one known word.
  const whole = [context.fullName, context.email, context.business.name].map(fold);
  if ((await strengthScore(password, [...words, ...whole])) < MIN_STRENGTH_SCORE[context.role]) return say.auth.passwordTooEasy;
  return null;
}
