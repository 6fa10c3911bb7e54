import { z } from "zod";
import { LOCALES } from "./i18n/locales";
import { ROLES } from "./services";

/** The user as every API answers it (snake_case, docs/product.md §3). */
export const publicUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  /** The language of the site and the emails for this user (issue 15). */
  locale: z.enum(LOCALES),
  /** Two-step sign-in is on (issue 17). An admin without it is sent to set it up, and refused by every admin path. */
  mfa_enabled: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;
