import { z } from "zod";

export const contactInput = z.object({
  name: z.string({ error: "Full name is required." }).trim().min(1, "Full name is required.").max(100, "Full name must be at most 100 characters."),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(254, "Email is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  phone: z
    .string()
    .trim()
    .max(30, "Phone number must be at most 30 characters.")
    .nullish()
    .transform((value) => (value ? value : null)),
  message: z.string({ error: "Message is required." }).trim().min(1, "Message is required.").max(5000, "Message must be at most 5000 characters."),
});
export type ContactInput = z.input<typeof contactInput>;
