import { BUSINESS } from "../../server/shared/business";
import { EMBEDDED_ELEMENT_IDS, type SiteSettings } from "../../server/shared/site-settings";
import { embeddedData } from "./embedded-data";
import { trpc } from "./trpc";

/**
 * The server's settings for the browser (`site.settings`), known from the first render when
 * they came with the page; null while they load (Storybook, Vite's dev server).
 */
export function useSiteSettings(): { settings: SiteSettings | null; failed: boolean } {
  const initial = embeddedData<SiteSettings>(EMBEDDED_ELEMENT_IDS.settings);
  const query = trpc.site.settings.useQuery(undefined, { staleTime: Infinity, initialData: initial ?? undefined });
  return { settings: query.data ?? null, failed: query.isError };
}

/**
 * The time zone the server reasons in, so every screen shows slots and appointments in
 * business time whatever the browser's zone is. `null` while it loads; if the call fails,
 * the business's documented default zone is the best guess left (the server uses it
 * unless configured otherwise).
 */
export function useBusinessTimeZone(): string | null {
  const { settings, failed } = useSiteSettings();
  if (settings) return settings.timeZone;
  return failed ? BUSINESS.timeZone : null;
}
