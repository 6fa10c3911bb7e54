import { z } from "zod";
import { messageCode } from "./api-error.schema";
import { codes } from "./i18n/server-messages";
import { email } from "./auth.schema";

/** Shared by the REST routes, the tRPC procedures and the client form (issue 17). */
export const emailChangeInput = z.object({
  newEmail: email,
  currentPassword: z
    .string({ error: codes.validation.passwordRequired })
    .min(1, codes.validation.passwordRequired)
    .max(200, codes.validation.passwordTooLong),
});
export type EmailChangeInput = z.input<typeof emailChangeInput>;

export const confirmEmailChangeInput = z.object({
  token: z
    .string({ error: codes.emailChange.tokenMissing })
    .min(1, codes.emailChange.tokenMissing)
    .max(200, codes.emailChange.invalidLink),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeInput>;

/** The confirmation's answer: the account's address now. */
export const emailChangedBody = z.object({ message: z.string(), code: messageCode, email: z.string() });

