import { BUSINESS } from "../../server/shared/business";
import type { SiteSettings } from "../../server/shared/site-settings";
import { useShellData } from "./shell-data";

/**
 * The server's settings for the browser (`site.settings`), known from the first render when
 * they came with the page; null while they load (Storybook, Vite's dev server).
 */
export function useSiteSettings(): { settings: SiteSettings | null; failed: boolean } {
  const { status, data } = useShellData("settings");
  return { settings: data ?? null, failed: status === "error" };
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
