import { PLACEHOLDER_PROFILE } from "../../server/shared/business";
import type { BusinessProfile } from "../../server/shared/business-profile.schema";
import { trpc } from "./trpc";

/** Where the server puts the profile in every page it sends (server/html/page-html.ts). */
const PROFILE_ELEMENT_ID = "business-profile";

let embedded: BusinessProfile | null | undefined;

/** The profile that came with the page, read once. */
function embeddedProfile(): BusinessProfile | null {
  if (embedded === undefined) {
    const text = typeof document === "undefined" ? null : document.getElementById(PROFILE_ELEMENT_ID)?.textContent;
    embedded = text ? (JSON.parse(text) as BusinessProfile) : null;
  }
  return embedded;
}

/**
 * The business as the owner set it up: name, address, phone, hours, About text. It comes
 * with the page, so no screen waits for it; after an admin saves /admin/business the query
 * is refetched and every screen follows. Without an embedded profile (Storybook, Vite's
 * dev server) it is fetched, and the placeholders show meanwhile.
 */
export function useBusiness(): BusinessProfile {
  const initial = embeddedProfile();
  const query = trpc.business.get.useQuery(undefined, { staleTime: Infinity, initialData: initial ?? undefined });
  return query.data ?? PLACEHOLDER_PROFILE;
}

/** tel: link of the office phone. */
export const phoneHref = (business: BusinessProfile) => `tel:${business.phone.e164}`;

export const emailHref = (business: BusinessProfile) => `mailto:${business.email}`;

/** Google Maps directions to the office, which open the visitor's own maps app on phones. */
export const directionsUrl = (business: BusinessProfile) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${business.name}, ${business.address_line}`)}`;
