import { z } from "zod";
import { API_MESSAGES } from "./api-messages";
import { email, password } from "./auth.schema";

/** Shared by the REST routes, the tRPC procedures and the client forms. */
export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

/** The new password follows Register's rules and messages. */
export const resetPasswordInput = z.object({
  token: z
    .string({ error: API_MESSAGES.passwordReset.tokenMissing })
    .min(1, API_MESSAGES.passwordReset.tokenMissing)
    .max(200, API_MESSAGES.passwordReset.invalidLink),
  password,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
