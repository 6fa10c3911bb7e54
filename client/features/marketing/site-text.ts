import type { BusinessProfile } from "#server/shared/business-profile.schema.ts";
import { fillSiteText, type SiteCopyKey } from "#server/shared/site-copy-text.ts";
import { useLocale } from "../../lib/i18n";
import { useMarketingT } from "./marketing-messages";

/**
 * The public pages' texts the owner may rewrite (decision 0244): the owner's words in the page's
 * language where they saved some, else the catalogue's default. `{city}` and `{business}` are the
 * profile's, in either. `business` is the profile the page shows (a preview passes its draft).
 */
export function useSiteText(business: Pick<BusinessProfile, "copy" | "name" | "address">): (key: SiteCopyKey) => string {
  const t = useMarketingT();
  const locale = useLocale();
  const facts = { city: business.address.locality, business: business.name };
  return (key) => {
    const own = business.copy[key];
    return own ? fillSiteText(own[locale], facts) : t(key, facts);
  };
}
