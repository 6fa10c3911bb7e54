import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { email, password } from "./auth.schema";

/** Shared by the REST routes, the tRPC procedures and the client forms. */
export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

/** The new password follows Register's rules and messages. */
export const resetPasswordInput = z.object({
  token: z
    .string({ error: codes.passwordReset.tokenMissing })
    .min(1, codes.passwordReset.tokenMissing)
    .max(200, codes.passwordReset.invalidLink),
  password,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
