import type { BusinessProfile } from "./business-profile.schema";
import type { Locale } from "./i18n/locales";
import type { SiteSettings } from "./site-settings";
import type { LegalPages } from "./legal.schema";

/**
 * What the server's render of a public page needs (client/entry-server.tsx, decision 0143):
 * the page, its language, and the data the page carries for the client. The visitor is
 * always one nobody is signed in as.
 */
export type PrerenderInput = { path: string; locale: Locale; business: BusinessProfile; settings: SiteSettings; legal: LegalPages | null };

/** Renders the app at a page to the HTML that goes inside #root. */
export type Prerender = (input: PrerenderInput) => Promise<string>;

/** The attribute on #root that names the language of the HTML inside it. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/**
 * The attribute on a drawn page's #root that lists, space-separated, the modules its script
 * fetches once the page is painted (decision 0266; server/html/page-assets.ts makes the list).
 */
export const PAGE_MODULES_ATTRIBUTE = "data-page-modules";

/**
 * Set on <html> once the script has taken the page itself over, not only the shell around it
 * (client/app/routes.tsx). Until then
 * the inline script in index.html holds back form submissions, which would otherwise go to the server as a plain
 * GET of the page, and end-to-end tests wait for it after each page load.
 */
export const READY_ATTRIBUTE = "data-app-ready";

/**
 * The modules a public page draws beyond the entry's (client/app/routes.tsx loads each page
 * lazily; the home page is in the entry; the contact form is a lazy part of / and /contact).
 * Tests check this against the public pages, the source files and the parts client/app/routes.tsx
 * loads before taking a drawn page over (server/html/page-assets.ts turns it into file names).
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  "/": ["features/marketing/ContactForm.tsx"],
  "/services": ["features/marketing/ServicesPage.tsx"],
  "/about": ["features/marketing/AboutPage.tsx"],
  "/contact": ["features/marketing/ContactPage.tsx", "features/marketing/ContactForm.tsx"],
  "/privacy": ["features/marketing/PrivacyPage.tsx"],
  "/terms": ["features/marketing/TermsPage.tsx"],
  "/book": ["features/booking/BookPage.tsx"],
  "/login": ["features/auth/LoginPage.tsx"],
  "/register": ["features/auth/RegisterPage.tsx"],
};

/**
 * The data layer (TanStack Query and tRPC, decision 0257): not in the entry, and loaded with
 * every page's lazily loaded parts, so each drawn page preloads it too.
 */
export const DATA_LAYER_MODULE = "lib/data-layer/app-data-layer.ts";
