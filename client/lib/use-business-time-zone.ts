import { BUSINESS } from "../../server/shared/business";
import { trpc } from "./trpc";

/**
 * The time zone the server reasons in (`site.settings`), so every screen shows
 * slots and appointments in business time whatever the browser's zone is.
 * `null` while it loads; if the call fails, the business's documented default
 * zone is the best guess left (the server uses it unless configured otherwise).
 */
export function useBusinessTimeZone(): string | null {
  const settings = trpc.site.settings.useQuery(undefined, { staleTime: Infinity });
  if (settings.data) return settings.data.timeZone;
  return settings.isError ? BUSINESS.timeZone : null;
}
