import { z } from "zod";
import { API_MESSAGES } from "./api-messages";
import { email } from "./auth.schema";

/** Shared by the REST routes, the tRPC procedures and the client form (issue 17). */
export const emailChangeInput = z.object({
  newEmail: email,
  currentPassword: z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(200, "Password must be at most 200 characters."),
});
export type EmailChangeInput = z.input<typeof emailChangeInput>;

export const confirmEmailChangeInput = z.object({
  token: z
    .string({ error: API_MESSAGES.emailChange.tokenMissing })
    .min(1, API_MESSAGES.emailChange.tokenMissing)
    .max(200, API_MESSAGES.emailChange.invalidLink),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeInput>;

/** The confirmation's answer: the account's address now. */
export const emailChangedBody = z.object({ message: z.string(), email: z.string() });

