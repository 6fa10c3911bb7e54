import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadServerMessages } from "../../lib/server-messages";
import { toRegisterInput, validateRegistration, type RegisterFormValues } from "./register-validation";

const valid: RegisterFormValues = {
  fullName: "Rosa Diaz",
  email: "rosa@example.com",
  phone: "",
  password: "tidy-lemon-7",
  confirmPassword: "tidy-lemon-7",
};

describe("validateRegistration", () => {
  it("accepts a complete form with no phone", () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it("uses the spec's sentence for a short password", () => {
    expect(validateRegistration({ ...valid, password: "12345", confirmPassword: "12345" })).toEqual({
      password: "Password must be at least 6 characters long.",
    });
  });

  it("uses the spec's sentence when the passwords differ", () => {
    expect(validateRegistration({ ...valid, confirmPassword: "tidy-lemon-8" })).toEqual({
      confirmPassword: "Passwords do not match!",
    });
  });

  it("requires the full name and a valid email", () => {
    const errors = validateRegistration({ ...valid, fullName: "  ", email: "not-an-email" });
    expect(errors.fullName).toBe("Full name is required.");
    expect(errors.email).toBe("Please enter a valid email address.");
  });

  it("reads the spec's sentences in the page's language: the schema's by code, the confirmation's by `spec`", async () => {
    const spec = (key: string) => `[es] ${key}`;
    await loadServerMessages("es");
    i18n.loadAndActivate({ locale: "es", messages: {} });
    try {
      expect(validateRegistration({ ...valid, password: "12345", confirmPassword: "54321" }, spec)).toEqual({
        password: "La contraseña debe tener al menos 6 caracteres.",
        confirmPassword: "[es] register.passwordsDoNotMatch",
      });
    } finally {
      i18n.loadAndActivate({ locale: "en", messages: {} });
    }
  });

  it("reports every field that is wrong at once", () => {
    const errors = validateRegistration({ fullName: "", email: "", phone: "", password: "1", confirmPassword: "2" });
    expect(Object.keys(errors).sort()).toEqual(["confirmPassword", "email", "fullName", "password"]);
  });
});

describe("toRegisterInput", () => {
  it("sends an empty phone as null and keeps a given one", () => {
    expect(toRegisterInput(valid).phone).toBeNull();
    expect(toRegisterInput({ ...valid, phone: " 559-555-0100 " }).phone).toBe("559-555-0100");
  });

  it("never sends the confirmation", () => {
    expect(toRegisterInput(valid)).toEqual({ fullName: "Rosa Diaz", email: "rosa@example.com", phone: null, password: "tidy-lemon-7" });
  });
});
