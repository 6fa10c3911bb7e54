import { PLACEHOLDER_PROFILE } from "../../server/shared/business";
import type { BusinessProfile } from "../../server/shared/business-profile.schema";
import { describeWeeklyHours } from "../../server/shared/hours-text";
import { useLocale } from "./i18n";
import { useShellData } from "./shell-data";

/**
 * The business as the owner set it up: name, address, phone, hours, About text. It comes
 * with the page, so no screen waits for it; after an admin saves /admin/business the
 * `business.get` query is refetched and every screen follows (client/lib/shell-data.ts).
 * Without an embedded profile (Storybook, Vite's dev server) it is fetched, and the
 * placeholders show meanwhile.
 */
export function useBusiness(): BusinessProfile {
  return useShellData("business").data ?? PLACEHOLDER_PROFILE;
}

/** The opening hours in words, in the page's language (the server writes them in English). */
export function useHoursText(): string {
  const business = useBusiness();
  const locale = useLocale();
  return locale === "en" ? business.hours.text : describeWeeklyHours(business.hours.weekly, locale);
}

/** tel: link of the office phone. */
export const phoneHref = (business: BusinessProfile) => `tel:${business.phone.e164}`;

export const emailHref = (business: BusinessProfile) => `mailto:${business.email}`;

/** Google Maps directions to the office, which open the visitor's own maps app on phones. */
export const directionsUrl = (business: BusinessProfile) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${business.name}, ${business.address_line}`)}`;

/**
 * The credentials the preparers hold, as short titles for the home page's trust row: the
 * first word of each comma-separated entry when it is an abbreviation ("EA, CTEC A123456" gives EA and CTEC; the
 * registration number stays on the About page), each once, at most four.
 */
export function credentialTitles(business: BusinessProfile): string[] {
  const titles = business.preparers.flatMap((preparer) =>
    preparer.credentials
      .split(/[,;/]/)
      .map((entry) => entry.trim().split(/\s+/)[0] ?? "")
      .filter((title) => /^[A-Z][A-Z.]{1,5}$/.test(title)),
  );
  return [...new Set(titles)].slice(0, 4);
}
