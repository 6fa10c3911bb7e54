import { paths } from "../app/paths";

export type SiteLink = { label: string; href: string };

/** An account link, with a count to show beside it (unread messages). */
export type AccountLink = SiteLink & { count?: number };

/** The top bar's and footer's page links (SPEC.md section 2 "Shared layout"). */
export const MAIN_LINKS: readonly SiteLink[] = [
  { label: "Home", href: paths.home },
  { label: "Services", href: paths.services },
  { label: "About", href: paths.about },
  { label: "Contact", href: paths.contact },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { label: "Privacy Policy", href: paths.privacy },
  { label: "Terms of Service", href: paths.terms },
];

/** The signed-in menu: every user gets the first two, admins the rest too. */
export function accountLinks(isAdmin: boolean, unreadMessages = 0): AccountLink[] {
  const links: AccountLink[] = [
    { label: "Dashboard", href: paths.dashboard },
    { label: "Settings", href: paths.settings },
  ];
  if (isAdmin) {
    links.push(
      { label: "Admin Home", href: paths.admin },
      { label: "Manage Availability", href: paths.adminAvailability },
      { label: "Messages", href: paths.adminMessages, count: unreadMessages },
      { label: "Clients", href: paths.adminClients },
      { label: "Business Profile", href: paths.adminBusiness },
      { label: "Email", href: paths.adminEmail },
    );
  }
  return links;
}
