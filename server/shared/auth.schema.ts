import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { LIMITS } from "./limits";
import { LOCALES } from "./i18n/locales";

/** Shared by the REST routes, the tRPC procedures and the client forms. */
export const email = z
  .string({ error: codes.validation.emailRequired })
  .trim()
  .min(1, codes.validation.emailRequired)
  .max(254, codes.validation.emailTooLong)
  .pipe(z.email(codes.validation.emailInvalid));

export const fullName = z
  .string({ error: codes.validation.fullNameRequired })
  .trim()
  .min(1, codes.validation.fullNameRequired)
  .max(100, codes.validation.fullNameTooLong);

/** Optional phone: empty strings and null both mean "no phone". */
export const phone = z
  .string()
  .trim()
  .max(30, codes.validation.phoneTooLong)
  .regex(/^[0-9+().\-\s]*$/, codes.validation.phoneCharacters)
  .nullish()
  .transform((value) => (value ? value : null));

export const password = z
  .string({ error: codes.spec.register.passwordTooShort })
  .min(LIMITS.passwordMinLength, codes.spec.register.passwordTooShort)
  .max(200, codes.validation.passwordTooLong);

/** The language a user reads the site and their emails in. */
export const locale = z.enum(LOCALES, { error: codes.validation.localeEnum });

export const registerInput = z.object({ fullName, email, phone, password, locale: locale.optional() });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email,
  password: z.string({ error: codes.validation.passwordRequired }).min(1, codes.validation.passwordRequired).max(200),
});
export type LoginInput = z.input<typeof loginInput>;

/**
 * POST /api/auth/refresh (issue 29 item 17, decision 0174). `activity: false` marks a refresh the
 * page made without a person's input (a poll, a refetch): it may renew the access cookie, but the
 * session's idle time and "last active" stay as they were. Left out, a refresh counts as use, as before.
 */
export const refreshInput = z.object({ activity: z.boolean({ error: codes.validation.activityBoolean }).default(true) });

export const updateProfileInput = z.object({ fullName, phone, locale: locale.optional() });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: codes.spec.settings.fillAllPasswordFields })
      .min(1, codes.spec.settings.fillAllPasswordFields)
      .max(200),
    newPassword: z
      .string({ error: codes.spec.settings.fillAllPasswordFields })
      .min(1, codes.spec.settings.fillAllPasswordFields)
      .min(LIMITS.passwordMinLength, codes.spec.settings.newPasswordTooShort)
      .max(200),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: codes.spec.settings.newPasswordSameAsCurrent,
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
