import { registerInput, type RegisterInput } from "#server/shared/auth.schema.ts";
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
 * The checks before anything is sent (docs/product.md §5 "Register"): the server's own
 * schema, so both sides agree word for word, plus the confirmation the server never sees.
 * Every sentence reads in the page's language: the schema's by their codes, the confirmation's by `spec`.
 */
export function validateRegistration(values: RegisterFormValues, spec: SpecT = specT): RegisterFormErrors {
  const errors: RegisterFormErrors = zodFieldErrors(registerInput, toRegisterInput(values));
  if (values.password !== values.confirmPassword) errors.confirmPassword = spec("register.passwordsDoNotMatch");
  return errors;
}
