import { describe, expect, it } from "vitest";
import { say } from "../../server/shared/i18n/server-messages";
import { isPasswordRule } from "./password-rules";

describe("the server's password rules", () => {
  it("are recognised by their codes, and nothing else is", () => {
    expect(isPasswordRule(say.auth.passwordTooCommon.code)).toBe(true);
    expect(isPasswordRule(say.auth.adminPasswordTooShort.code)).toBe(true);
    expect(isPasswordRule(say.auth.passwordPersonal.code)).toBe(true);
    expect(isPasswordRule(say.auth.passwordTooEasy.code)).toBe(true);
    expect(isPasswordRule(say.auth.emailTaken.code)).toBe(false);
    expect(isPasswordRule(undefined)).toBe(false);
  });
});
