import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { isPasswordRuleMessage } from "./password-rules";

describe("the server's password rules", () => {
  it("are recognised by their sentences, and nothing else is", () => {
    expect(isPasswordRuleMessage(API_MESSAGES.auth.passwordTooCommon)).toBe(true);
    expect(isPasswordRuleMessage(API_MESSAGES.auth.adminPasswordTooShort)).toBe(true);
    expect(isPasswordRuleMessage(API_MESSAGES.auth.passwordPersonal)).toBe(true);
    expect(isPasswordRuleMessage(API_MESSAGES.auth.passwordTooEasy)).toBe(true);
    expect(isPasswordRuleMessage(API_MESSAGES.auth.emailTaken)).toBe(false);
    expect(isPasswordRuleMessage(null)).toBe(false);
  });
});
