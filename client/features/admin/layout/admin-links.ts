import { paths } from "#client/app/paths.ts";
import type { AccountLink } from "#client/components/site-links.ts";

/**
 * The admin area's navigation (decision 0190). "Admin Home" and "Manage Availability" are also
 * in the "Hi, name" menu, where docs/product.md puts them; the other admin pages are only here.
 */
export function adminLinks(unreadMessages = 0): AccountLink[] {
  return [
    { labelKey: "link.adminHome", href: paths.admin },
    { labelKey: "link.availability", href: paths.adminAvailability },
    { labelKey: "link.messages", href: paths.adminMessages, count: unreadMessages },
    { labelKey: "link.clients", href: paths.adminClients },
    { labelKey: "link.business", href: paths.adminBusiness },
    { labelKey: "link.email", href: paths.adminEmail },
    { labelKey: "link.integrations", href: paths.adminIntegrations },
    { labelKey: "link.activity", href: paths.adminActivity },
  ];
}
