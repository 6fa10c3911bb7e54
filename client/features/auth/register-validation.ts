import { registerInput, type RegisterInput } from "../../../server/shared/auth.schema";
import { MESSAGES } from "../../../server/shared/messages";
import { zodFieldErrors } from "../../lib/form-errors";
import { specT, type SpecT } from "./auth-messages";

export type RegisterFormValues = {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
};

export type RegisterFormErrors = Partial<Record<keyof RegisterFormValues, string>>;

/** The payload of POST /api/register: an empty phone is sent as null (docs/product.md §3). */
export function toRegisterInput(values: RegisterFormValues): RegisterInput {
  return { fullName: values.fullName, email: values.email, phone: values.phone.trim() || null, password: values.password };
}

/**
 * A new password's problem by Register's rules (the shared `password` schema's first
 * message), the spec's sentence in the page's language; other messages as the schema words them.
 */
export function newPasswordProblem(message: string | undefined, spec: SpecT = specT): string | undefined {
  return message === MESSAGES.register.passwordTooShort ? spec("register.passwordTooShort") : message;
}

/**
 * The checks before anything is sent (docs/product.md §5 "Register"): the server's own
 * schema, so both sides agree word for word, plus the confirmation the server never sees.
 * The spec's sentences read in the page's language (`spec`).
 */
export function validateRegistration(values: RegisterFormValues, spec: SpecT = specT): RegisterFormErrors {
  const errors: RegisterFormErrors = zodFieldErrors(registerInput, toRegisterInput(values));
  if (errors.password) errors.password = newPasswordProblem(errors.password, spec);
  if (values.password !== values.confirmPassword) errors.confirmPassword = spec("register.passwordsDoNotMatch");
  return errors;
}
