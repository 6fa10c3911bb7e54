import { z } from "zod";
import { codes } from "./i18n/server-messages";

export const contactInput = z.object({
  name: z.string({ error: codes.validation.fullNameRequired }).trim().min(1, codes.validation.fullNameRequired).max(100, codes.validation.fullNameTooLong),
  email: z
    .string({ error: codes.validation.emailRequired })
    .trim()
    .min(1, codes.validation.emailRequired)
    .max(254, codes.validation.emailTooLong)
    .pipe(z.email(codes.validation.emailInvalid)),
  phone: z
    .string()
    .trim()
    .max(30, codes.validation.phoneTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  message: z.string({ error: codes.validation.messageRequired }).trim().min(1, codes.validation.messageRequired).max(5000, codes.validation.messageTooLong),
});
export type ContactInput = z.input<typeof contactInput>;
