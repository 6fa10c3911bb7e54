import { can, isStaff } from "#server/shared/permissions.ts";
import type { Role } from "#server/shared/services.ts";
import { paths } from "../app/paths";
import type common from "./common.en";

/** A link's text is a key of the "common" messages, translated where it is shown. */
export type SiteLink = { labelKey: keyof typeof common; href: string };

/** An account or admin link, with a count to show beside it (unread messages). */
export type AccountLink = SiteLink & { count?: number };

/** The top bar's and footer's page links (docs/product.md §2.1). */
export const MAIN_LINKS: readonly SiteLink[] = [
  { labelKey: "link.home", href: paths.home },
  { labelKey: "link.services", href: paths.services },
  { labelKey: "link.about", href: paths.about },
  { labelKey: "link.contact", href: paths.contact },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { labelKey: "link.privacy", href: paths.privacy },
  { labelKey: "link.terms", href: paths.terms },
];

/**
 * The signed-in menu: every user gets the first two, staff "Admin Home" and, when their role has
 * the calendar (docs/permissions.md), "Manage Availability" too. The other admin pages are in the
 * admin area's own navigation (decision 0190).
 */
export function accountLinks(role: Role): AccountLink[] {
  const links: AccountLink[] = [
    { labelKey: "link.dashboard", href: paths.dashboard },
    { labelKey: "link.settings", href: paths.settings },
  ];
  if (isStaff(role)) links.push({ labelKey: "link.adminHome", href: paths.admin });
  if (can(role, "schedule")) links.push({ labelKey: "link.availability", href: paths.adminAvailability });
  return links;
}
