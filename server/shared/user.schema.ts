import type { Locale } from "./i18n/locales";
import type { Role } from "./services";

/** The user as every API answers it (snake_case, SPEC.md section 3). */
export type PublicUser = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  role: Role;
  /** The language of the site and the emails for this user (issue 15). */
  locale: Locale;
};
