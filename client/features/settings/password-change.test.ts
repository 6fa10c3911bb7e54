import { describe, expect, it } from "vitest";
import { MESSAGES } from "#server/shared/messages.ts";
import { passwordChangeProblem } from "./password-change";

const valid = { currentPassword: "old-secret", newPassword: "new-secret", confirmNewPassword: "new-secret" };

describe("passwordChangeProblem", () => {
  it("accepts a complete, matching, new password of at least 6 characters", () => {
    expect(passwordChangeProblem(valid)).toBeNull();
    expect(passwordChangeProblem({ ...valid, newPassword: "123456", confirmNewPassword: "123456" })).toBeNull();
  });

  it.each(["currentPassword", "newPassword", "confirmNewPassword"] as const)("asks for every field (%s empty)", (field) => {
    expect(passwordChangeProblem({ ...valid, [field]: "" })).toBe(MESSAGES.settings.fillAllPasswordFields);
  });

  it("refuses a new password shorter than 6 characters", () => {
    expect(passwordChangeProblem({ ...valid, newPassword: "12345", confirmNewPassword: "12345" })).toBe(
      MESSAGES.settings.newPasswordTooShort,
    );
  });

  it("refuses a confirmation that differs", () => {
    expect(passwordChangeProblem({ ...valid, confirmNewPassword: "new-secreT" })).toBe(
      MESSAGES.settings.newPasswordsDoNotMatch,
    );
  });

  it("refuses a new password equal to the current one", () => {
    expect(
      passwordChangeProblem({ currentPassword: "same-one", newPassword: "same-one", confirmNewPassword: "same-one" }),
    ).toBe(MESSAGES.settings.newPasswordSameAsCurrent);
  });

  it("reads the spec's sentences in the page's language", () => {
    const spec = (key: string) => `[es] ${key}`;
    expect(passwordChangeProblem({ ...valid, newPassword: "" }, spec)).toBe("[es] settings.fillAllPasswordFields");
    expect(passwordChangeProblem({ ...valid, confirmNewPassword: "new-secreT" }, spec)).toBe(
      "[es] settings.newPasswordsDoNotMatch",
    );
  });

  it("reports the spec's first problem when several apply", () => {
    // Too short and mismatched: length comes first.
    expect(passwordChangeProblem({ currentPassword: "x", newPassword: "abc", confirmNewPassword: "abd" })).toBe(
      MESSAGES.settings.newPasswordTooShort,
    );
  });
});
