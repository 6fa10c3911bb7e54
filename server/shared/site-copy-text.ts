/**
 * The public pages' texts the owner may rewrite (issue 33, decision 0244), by the key the pages'
 * catalogue gives them: the spec's words are the defaults, and a key the owner never saved keeps
 * following them (in both languages, with the city filled in). No schema here: the pages import it.
 */
export const SITE_COPY_KEYS = ["hero.title", "hero.text", "services.intro", "contact.intro"] as const;
export type SiteCopyKey = (typeof SITE_COPY_KEYS)[number];

/** What the page fills in where the owner wrote `{city}` or `{business}`. */
export type SiteTextFacts = { city: string; business: string };

/** The owner's text as the page shows it: `{city}` and `{business}` filled in, nothing else touched. */
export const fillSiteText = (text: string, facts: SiteTextFacts): string =>
  text.replaceAll("{city}", facts.city).replaceAll("{business}", facts.business);
