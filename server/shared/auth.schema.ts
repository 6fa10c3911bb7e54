import { z } from "zod";
import { LIMITS } from "./limits";
import { LOCALES } from "./i18n/locales";
import { MESSAGES } from "./messages";

/** Shared by the REST routes, the tRPC procedures and the client forms. */
export const email = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .pipe(z.email("Please enter a valid email address."));

export const fullName = z
  .string({ error: "Full name is required." })
  .trim()
  .min(1, "Full name is required.")
  .max(100, "Full name must be at most 100 characters.");

/** Optional phone: empty strings and null both mean "no phone". */
export const phone = z
  .string()
  .trim()
  .max(30, "Phone number must be at most 30 characters.")
  .regex(/^[0-9+().\-\s]*$/, "Phone number may contain only digits, spaces and + ( ) - .")
  .nullish()
  .transform((value) => (value ? value : null));

export const password = z
  .string({ error: MESSAGES.register.passwordTooShort })
  .min(LIMITS.passwordMinLength, MESSAGES.register.passwordTooShort)
  .max(200, "Password must be at most 200 characters.");

/** The language a user reads the site and their emails in. */
export const locale = z.enum(LOCALES, { error: "locale must be en or es." });

export const registerInput = z.object({ fullName, email, phone, password, locale: locale.optional() });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email,
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});
export type LoginInput = z.input<typeof loginInput>;

/**
 * POST /api/auth/refresh (issue 29 item 17, decision 0174). `activity: false` marks a refresh the
 * page made without a person's input (a poll, a refetch): it may renew the access cookie, but the
 * session's idle time and "last active" stay as they were. Left out, a refresh counts as use, as before.
 */
export const refreshInput = z.object({ activity: z.boolean({ error: "activity must be true or false." }).default(true) });

export const updateProfileInput = z.object({ fullName, phone, locale: locale.optional() });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.settings.fillAllPasswordFields })
      .min(1, MESSAGES.settings.fillAllPasswordFields)
      .max(200),
    newPassword: z
      .string({ error: MESSAGES.settings.fillAllPasswordFields })
      .min(1, MESSAGES.settings.fillAllPasswordFields)
      .min(LIMITS.passwordMinLength, MESSAGES.settings.newPasswordTooShort)
      .max(200),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: MESSAGES.settings.newPasswordSameAsCurrent,
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
