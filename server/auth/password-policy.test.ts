import { describe, expect, it } from "vitest";
import { say } from "../shared/i18n/server-messages";
import { PLACEHOLDER_PROFILE } from "../shared/business";
import {
  ESTIMATED_LENGTH,
  MIN_STRENGTH_SCORE,
  madeOfPersonalWords,
  passwordPolicyProblem,
  personalWords,
  strengthScore,
  type PasswordContext,
} from "./password-policy";

/** A client of the placeholder office: Valley Tax Pros, in Fresno, CA. */
const client: PasswordContext = { role: "client", fullName: "Jane Doe", email: "jane.doe@example.com", business: PLACEHOLDER_PROFILE };
const admin: PasswordContext = { ...client, role: "admin", fullName: "Dana Ortiz", email: "dana@valleytaxpros.example" };

/** Realistic strong passwords: a few unrelated words, or a password manager's random string. */
const STRONG = ["correct horse battery staple", "tidy-lemon-7-orbit", "Harbor!Velvet!Quince", "vN4$kq9Lm2#xTz8w"];

describe("the password rules (decision 0175)", () => {
  it("refuses the issue's four examples: aaaaaa, Fresno1, the office's name and the account's email", async () => {
    expect(PLACEHOLDER_PROFILE.address.locality).toBe("Fresno");
    expect(await passwordPolicyProblem("aaaaaa", client)).toEqual(say.auth.passwordTooEasy);
    expect(await passwordPolicyProblem("Fresno1", client)).toEqual(say.auth.passwordPersonal);
    expect(await passwordPolicyProblem("Valley Tax Pros", client)).toEqual(say.auth.passwordPersonal);
    expect(await passwordPolicyProblem("jane.doe@example.com", client)).toEqual(say.auth.passwordPersonal);
    // Each is also refused for an admin, once long enough to get past the length rule.
    expect(await passwordPolicyProblem("aaaaaaaaaaaa", admin)).toEqual(say.auth.passwordTooEasy);
    expect(await passwordPolicyProblem("Fresno123456", admin)).toEqual(say.auth.passwordPersonal);
    expect(await passwordPolicyProblem("ValleyTaxPros!", admin)).toEqual(say.auth.passwordPersonal);
    expect(await passwordPolicyProblem("dana@valleytaxpros.example", admin)).toEqual(say.auth.passwordPersonal);
  });

  it("accepts realistic strong passwords for clients and admins", async () => {
    for (const password of STRONG) {
      expect(await passwordPolicyProblem(password, client)).toBeNull();
      expect(await passwordPolicyProblem(password, admin)).toBeNull();
    }
  });

  it("keeps the earlier rules and their sentences first: an admin's 12 characters, then the common list", async () => {
    expect(await passwordPolicyProblem("Fresno1", admin)).toEqual(say.auth.adminPasswordTooShort);
    expect(await passwordPolicyProblem("Password1", client)).toEqual(say.auth.passwordTooCommon);
  });

  it("asks more of an admin's password than of a client's", async () => {
    expect(MIN_STRENGTH_SCORE.client).toBe(2);
    expect(MIN_STRENGTH_SCORE.admin).toBe(3);
    // zxcvbn scores it 2: enough for a client, not for the office.
    expect(await strengthScore("old-password", [])).toBe(2);
    expect(await passwordPolicyProblem("old-password", client)).toBeNull();
    expect(await passwordPolicyProblem("old-password", admin)).toEqual(say.auth.passwordTooEasy);
  });

  it("refuses the name, email or office words with digits, symbols, other case or accents, or a letter or two", async () => {
    const jose: PasswordContext = { ...client, fullName: "José Núñez", email: "jnunez1985@gmail.com" };
    const variants = [
      ...["Nunez2024!", "JOSÉ-NÚÑEZ", "jnunez1985", "Fres2024", "valley-tax-pros-2025", "ProsTaxValley", "Jose.Fresno.99"],
      // Two more letters, and digits and symbols read as the letters they stand for.
      ...["nunezxy", "V@ll3yT4xPr0s", "Fr3$n0-J0s3", "NUN3Z!!"],
    ];
    for (const password of variants) {
      expect(await passwordPolicyProblem(password, jose), password).toEqual(say.auth.passwordPersonal);
    }
    // Why zxcvbn is not enough alone: even knowing these words, it finds some of them strong.
    for (const password of ["valley-tax-pros-2025", "Jose.Fresno.99", "Fr3$n0-J0s3"]) {
      expect(await strengthScore(password, personalWords(jose)), password).toBeGreaterThanOrEqual(MIN_STRENGTH_SCORE.client);
    }
  });

  it("leaves a personal word among other words to zxcvbn, which scores it as known", async () => {
    // "tax" is the office's word, but the rest is three more words: strong.
    expect(await passwordPolicyProblem("syntax-harbor-velvet", client)).toBeNull();
    // The user dictionary makes the name count as known: "Jane Doe" and a year is weak.
    expect(await strengthScore("JaneDoe1987!!", [])).toBeGreaterThan(await strengthScore("JaneDoe1987!!", personalWords(client)));
  });

  it("takes its words from the office's own profile", async () => {
    const visalia: PasswordContext = {
      ...client,
      business: {
        ...PLACEHOLDER_PROFILE,
        name: "Sierra Ledger Group",
        city: "Visalia, CA",
        address: { ...PLACEHOLDER_PROFILE.address, locality: "Visalia" },
      },
    };
    expect(await passwordPolicyProblem("Visalia2024", visalia)).toEqual(say.auth.passwordPersonal);
    expect(await passwordPolicyProblem("SierraLedger!", visalia)).toEqual(say.auth.passwordPersonal);
  });

  it("estimates only the first 100 characters", async () => {
    expect(ESTIMATED_LENGTH).toBe(100);
    const strongTail = "vN4$kq9Lm2#xTz8w".repeat(6);
    expect(await passwordPolicyProblem("a".repeat(ESTIMATED_LENGTH) + strongTail, client)).toEqual(say.auth.passwordTooEasy);
    expect(await passwordPolicyProblem(strongTail + "a".repeat(100), client)).toBeNull();
  });
});

describe("madeOfPersonalWords", () => {
  const words = ["jane", "doe", "valley", "tax", "pros", "fresno", "janedoe", "valleytaxpros"];

  it("is true when the letters are part of one word, or all but two are covered by words", () => {
    expect(madeOfPersonalWords("Fresno1", words)).toBe(true);
    expect(madeOfPersonalWords("alley99", words)).toBe(true);
    expect(madeOfPersonalWords("DoeJaneXY", words)).toBe(true);
    expect(madeOfPersonalWords("j4n3-d0e-1987", words)).toBe(true);
  });

  it("is false for three other letters or more, and for passwords with fewer than three letters", () => {
    expect(madeOfPersonalWords("DoeJaneXYZ", words)).toBe(false);
    expect(madeOfPersonalWords("syntax-harbor", words)).toBe(false);
    expect(madeOfPersonalWords("ab-2024-19", words)).toBe(false);
    expect(madeOfPersonalWords("70-35-4011", words)).toBe(false);
  });
});
