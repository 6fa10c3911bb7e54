import { paths } from "#client/app/paths.ts";
import type { AccountLink } from "#client/components/site-links.ts";
import type { OfficeAccess } from "#client/app/guard-outcome.ts";
import { can, isStaff } from "#server/shared/permissions.ts";
import type { Role } from "#server/shared/services.ts";

/**
 * What each admin page needs (docs/permissions.md): its route lets in only staff whose role has
 * it, and its link is shown only to them. The admin home is every staff role's: the office's
 * appointments for those with `appointments`, a preparer's own for a preparer (decision 0231).
 */
export const ADMIN_PAGE_PERMISSIONS = {
  [paths.admin]: "staff",
  [paths.adminAvailability]: "schedule",
  [paths.adminMessages]: "messages",
  [paths.adminClients]: "clients",
  [paths.adminBusiness]: "business",
  [paths.adminEmail]: "emails",
  [paths.adminIntegrations]: "integrations",
  [paths.adminActivity]: "activity",
  [paths.adminStaff]: "team",
  [paths.adminServices]: "services",
  [paths.adminReviews]: "business",
} as const satisfies Record<string, OfficeAccess>;

export type AdminPath = keyof typeof ADMIN_PAGE_PERMISSIONS;

const ADMIN_LINKS: readonly Omit<AccountLink, "count">[] = [
  { labelKey: "link.adminHome", href: paths.admin },
  { labelKey: "link.availability", href: paths.adminAvailability },
  { labelKey: "link.messages", href: paths.adminMessages },
  { labelKey: "link.clients", href: paths.adminClients },
  { labelKey: "link.business", href: paths.adminBusiness },
  { labelKey: "link.services", href: paths.adminServices },
  { labelKey: "link.reviews", href: paths.adminReviews },
  { labelKey: "link.email", href: paths.adminEmail },
  { labelKey: "link.integrations", href: paths.adminIntegrations },
  { labelKey: "link.activity", href: paths.adminActivity },
  { labelKey: "link.staff", href: paths.adminStaff },
];

/**
 * The admin area's navigation (decision 0190): the pages `role` may open. "Admin Home" and
 * "Manage Availability" are also in the "Hi, name" menu, where docs/product.md puts them; the
 * other admin pages are only here.
 */
export function adminLinks(role: Role, unreadMessages = 0): AccountLink[] {
  const mayOpen = (access: OfficeAccess) => (access === "staff" ? isStaff(role) : can(role, access));
  return ADMIN_LINKS.filter((link) => mayOpen(ADMIN_PAGE_PERMISSIONS[link.href as AdminPath])).map((link) =>
    link.href === paths.adminMessages ? { ...link, count: unreadMessages } : link,
  );
}
