import type { Brand, BusinessProfile } from "../shared/business-profile.schema";
import { PRIMARY_SHADE } from "../shared/design-tokens";
import { logoIconUrl, type LogoIcon } from "../shared/logo-icons";
import { WEEKDAY_LABELS, WEEKDAYS_MONDAY_FIRST, type HoursView, type TimeRange, type WeeklyHours } from "../shared/opening-hours";
import { formatPageTitle, NOT_FOUND_META, PAGE_META, pageMetaFor, pagePathOf, PUBLIC_PAGES, type PageMeta } from "../shared/page-meta";
import { NOT_FOUND_META_ES, PAGE_META_ES } from "../shared/i18n/page-meta-es";
import { acceptedLanguages, isLocale, LOCALES, negotiateLocale, type Locale } from "../shared/i18n/locales";
import { EMBEDDED_ELEMENT_IDS, KNOWN_SIGNED_OUT, type SiteSettings } from "../shared/site-settings";
import type { LegalPages } from "../shared/legal.schema";
import { HERO_PHOTO_SIZES, photoSrcSet } from "../shared/photo-variants";
import { PAGE_MODULES_ATTRIBUTE, PRERENDERED_ATTRIBUTE, type Prerender } from "../shared/prerender";
import type { PageAssets } from "./page-assets";

const HEAD_START = "<!--page-head:start-->";
const HEAD_END = "<!--page-head:end-->";
const PROFILE_MARK = "<!--business-profile-->";
const ROOT = '<div id="root"></div>';
/** The product's own icons and the light scheme's browser bar colour, which the owner's logo and colour replace. */
const ICON_LINKS = /<link rel="icon"[^>]*>\s*<link rel="apple-touch-icon"[^>]*>/;
const LIGHT_THEME_COLOR = /<meta name="theme-color" content="[^"]*" media="\(prefers-color-scheme: light\)" \/>/;

/** The public pages (the sitemap's) are drawn by the server for visitors (decision 0143). */
const PRERENDERED_PAGES: ReadonlySet<string> = new Set(PUBLIC_PAGES);

/** What decides which HTML a page request gets. */
export type PageRequest = {
  path: string;
  locale: Locale;
  /** No session cookie came with the request (decision 0139). */
  signedOut: boolean;
  /** Nothing in the query but `lang`: the page's first screen depends on its path alone. */
  plainAddress: boolean;
};

export type RenderedPage = { status: 200 | 404; html: string };

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** JSON inside a <script> element: "<" escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");


/** One specification per distinct range, naming every day that has it (a lunch break gives two). */
function weeklySpecification(weekly: WeeklyHours) {
  const byRange = new Map<string, { range: TimeRange; days: string[] }>();
  for (const day of WEEKDAYS_MONDAY_FIRST) {
    for (const range of weekly[day]) {
      const key = `${range.opens}-${range.closes}`;
      const entry = byRange.get(key) ?? { range, days: [] };
      entry.days.push(WEEKDAY_LABELS[day]);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map(({ range, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens: range.opens,
    closes: range.closes,
  }));
}

/** Closures and special hours; schema.org writes a closed day as opening and closing at midnight. */
function specialSpecification(exceptions: HoursView["exceptions"]) {
  return exceptions.flatMap(({ date, hours }) =>
    (hours.length === 0 ? [{ opens: "00:00", closes: "00:00" }] : hours).map((range) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: date,
      validThrough: date,
      opens: range.opens,
      closes: range.closes,
    })),
  );
}

/** schema.org's description of the office, for search engines (home, contact and about pages). */
function structuredData(business: BusinessProfile, appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "AccountingService",
    name: business.name,
    description: business.tagline,
    url: `${appUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postal_code,
      addressCountry: "US",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.location.lat,
      longitude: business.location.lng,
    },
    openingHoursSpecification: weeklySpecification(business.hours.weekly),
    ...(business.hours.exceptions.length > 0 && {
      specialOpeningHoursSpecification: specialSpecification(business.hours.exceptions),
    }),
  };
}

/** The owner's logo as the site's icons and their colour as the browser bar's (decision 0249); the product's own without them. */
function withBrand(html: string, { logo, palette }: Brand): string {
  let branded = html;
  if (logo) {
    const icon = (name: LogoIcon) => escapeHtml(logoIconUrl(logo.url, name));
    const links = [
      `<link rel="icon" href="${icon("favicon")}" type="image/png" sizes="32x32" />`,
      `<link rel="icon" href="${icon("192")}" type="image/png" sizes="192x192" />`,
      `<link rel="apple-touch-icon" href="${icon("apple")}" />`,
    ];
    branded = branded.replace(ICON_LINKS, () => links.join("\n    "));
  }
  if (palette) {
    const color = escapeHtml(palette[PRIMARY_SHADE.light] ?? "");
    branded = branded.replace(LIGHT_THEME_COLOR, () => `<meta name="theme-color" content="${color}" media="(prefers-color-scheme: light)" />`);
  }
  return branded;
}

const WITH_STRUCTURED_DATA = new Set(["/", "/contact", "/about"]);

const META_BY_LOCALE = {
  en: { pages: PAGE_META, notFound: NOT_FOUND_META },
  es: { pages: PAGE_META_ES, notFound: NOT_FOUND_META_ES },
} as const;

/** A page's address in a language: English is the plain path, Spanish adds `?lang=es`. */
const pageUrl = (appUrl: string, path: string, locale: Locale) => `${appUrl}${path}${locale === "en" ? "" : `?lang=${locale}`}`;

/**
 * What a page request asks for. Its language, as the client picks it (client/lib/i18n.ts), so
 * the page drawn by the server is the one the script goes on with (decision 0143): `?lang=es`,
 * else the visitor's own choice (the `lang` cookie the language switch sets), else the
 * browser's (`Accept-Language`); a crawler, which names none, gets the English pages.
 */
export function pageRequestOf(
  url: string,
  { acceptLanguage, chosenLanguage, signedOut }: { acceptLanguage?: string; chosenLanguage?: string; signedOut: boolean },
): PageRequest {
  const [path = "/", query = ""] = url.split("?");
  const params = new URLSearchParams(query);
  const lang = params.get("lang");
  return {
    path,
    locale: isLocale(lang) ? lang : isLocale(chosenLanguage) ? chosenLanguage : negotiateLocale(acceptedLanguages(acceptLanguage)),
    signedOut,
    plainAddress: [...params.keys()].every((key) => key === "lang"),
  };
}

/** What a page carries besides its own words: each the same object until it changes. */
export type PageData = { business: BusinessProfile; settings: SiteSettings; legal: LegalPages };

/** A page's assets when there is no build manifest (a test's stub build). */
const NO_ASSETS: PageAssets = { head: [], afterPaint: [] };

/** The pages that show the owner's legal texts (decision 0246). */
const LEGAL_PATHS = new Set(["/privacy", "/terms"]);

/**
 * The HTML the server sends for a page of the app: the built index.html with the page's
 * real title, description, canonical URL, Open Graph and Twitter tags (and JSON-LD on the
 * pages that describe the office), plus the business profile and site settings the client starts from. An
 * unknown path gets the same page with a 404 status and the not-found title. Pages are
 * kept in memory until the profile or the settings change.
 */
export function createPageRenderer({
  template,
  appUrl,
  prerender = null,
  pageAssets = null,
  businessToday,
  onPrerenderError,
}: {
  template: string;
  appUrl: string;
  /** The server's render of public pages (server/html/page-prerender.ts); null sends #root empty. */
  prerender?: Prerender | null;
  /** What a page links in its head, and the modules a drawn page fetches after its first paint (server/html/page-assets.ts). */
  pageAssets?: ((path: string, drawn: boolean) => PageAssets) | null;
  /** Today's date in the business's time zone (YYYY-MM-DD). */
  businessToday: () => string;
  onPrerenderError: (error: unknown, path: string) => void;
}) {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < 0 || !template.includes(PROFILE_MARK) || !template.includes(ROOT)) {
    throw new Error("index.html lacks the page-head, business-profile or root markers");
  }
  const before = template.slice(0, start);
  const after = template.slice(end + HEAD_END.length);

  function head(path: string, meta: PageMeta, business: BusinessProfile, found: boolean, locale: Locale, assetLinks: string[]): string {
    const title = escapeHtml(formatPageTitle(meta.title, business));
    const description = escapeHtml(meta.description);
    const url = escapeHtml(pageUrl(appUrl, path, locale));
    // Each public page exists in both languages; search engines learn the pairs from hreflang.
    const alternates = meta.noindex
      ? []
      : [
          ...LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrl(appUrl, path, other))}" />`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(appUrl, path, "en"))}" />`,
        ];
    const lines = [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      meta.noindex ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${url}" />`,
      ...alternates,
      `<meta property="og:locale" content="${locale === "es" ? "es_US" : "en_US"}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(business.name)}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      ...(found ? [`<meta property="og:url" content="${url}" />`] : []),
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${title}" />`,
      `<meta name="twitter:description" content="${description}" />`,
    ];
    // The home hero's photo is the phone's largest paint: fetched beside the scripts, not after them.
    if (path === "/" && business.hero_photo) {
      // The same srcset and sizes as the <img>, so the browser preloads the very file it will show.
      const { url: photoUrl, width } = business.hero_photo;
      lines.push(
        `<link rel="preload" as="image" href="${escapeHtml(photoUrl)}" imagesrcset="${escapeHtml(photoSrcSet(photoUrl, width))}" imagesizes="${escapeHtml(HERO_PHOTO_SIZES)}" fetchpriority="high" />`,
      );
    }
    lines.push(...assetLinks);
    if (WITH_STRUCTURED_DATA.has(path)) {
      lines.push(`<script type="application/ld+json">${scriptJson(structuredData(business, appUrl))}</script>`);
    }
    return lines.join("\n    ");
  }

  /** Pages being made or made: one render per page even when requests for it arrive together. */
  const cache = new Map<string, Promise<RenderedPage>>();
  let cachedFrom: PageData | null = null;
  let cachedOn = "";

  async function make(request: PageRequest, { business, settings, legal: allLegal }: PageData, prerendered: boolean): Promise<RenderedPage> {
    const { path, locale, signedOut } = request;
    // The owner's legal texts go with their own pages only: every other page stays as small as it was.
    const legal = LEGAL_PATHS.has(path) ? allLegal : null;
    const { pages, notFound } = META_BY_LOCALE[locale];
    const meta = pageMetaFor(path, business, pages);
    let drawing: string | null = null;
    if (prerendered && prerender) {
      try {
        drawing = await prerender({ path, locale, business, settings, legal });
      } catch (error) {
        // The page still works without it: the script draws it, as it did before decision 0143.
        onPrerenderError(error, path);
      }
    }
    const assets = pageAssets?.(path, drawing !== null) ?? NO_ASSETS;
    // The modules a drawn page's script fetches once the page is painted (client/main.tsx, decision 0266).
    const modulesAttribute = assets.afterPaint.length > 0 ? ` ${PAGE_MODULES_ATTRIBUTE}="${escapeHtml(assets.afterPaint.join(" "))}"` : "";
    const root = drawing === null ? null : `<div id="root" ${PRERENDERED_ATTRIBUTE}="${locale}"${modulesAttribute}>${drawing}</div>`;
    const page =
      before.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`) +
      head(path, meta ?? notFound, business, meta !== null, locale, assets.head) +
      withBrand(after, business.brand)
        .replace(
          PROFILE_MARK,
          `<script type="application/json" id="${EMBEDDED_ELEMENT_IDS.business}">${scriptJson(business)}</script>\n    ` +
            `<script type="application/json" id="${EMBEDDED_ELEMENT_IDS.settings}">${scriptJson(settings)}</script>` +
            (signedOut ? `\n    <script type="application/json" id="${EMBEDDED_ELEMENT_IDS.session}">${scriptJson(KNOWN_SIGNED_OUT)}</script>` : "") +
            (legal ? `\n    <script type="application/json" id="${EMBEDDED_ELEMENT_IDS.legal}">${scriptJson(legal)}</script>` : ""),
        )
        .replace(ROOT, () => root ?? ROOT);
    // A drawn page needs its script only to come alive: its stylesheets, font and photo go first.
    const html = root === null ? page : page.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
    return { status: meta ? 200 : 404, html };
  }

  /**
   * `signedOut`: the request carried no session cookie, so nobody can be signed in and the page
   * says so; the client then shows it at once instead of asking the server first (decision 0139).
   * Such a request for a public page at its plain address (nothing but `lang` in the query) gets
   * the page drawn inside #root too (decision 0143), remembered for the business day only, since
   * the booking calendar starts at today and the footer shows the year.
   */
  return function render(request: PageRequest, data: PageData): Promise<RenderedPage> {
    const today = businessToday();
    // The profile, the settings and the legal texts are the same objects until one changes (kept values).
    const changed = !cachedFrom || data.business !== cachedFrom.business || data.settings !== cachedFrom.settings || data.legal !== cachedFrom.legal;
    if (changed || today !== cachedOn) {
      cache.clear();
      cachedFrom = data;
      cachedOn = today;
    }
    const prerendered = prerender !== null && request.signedOut && request.plainAddress && PRERENDERED_PAGES.has(request.path);
    const key = `${request.locale} ${request.path} ${request.signedOut} ${prerendered}`;
    let page = cache.get(key);
    if (!page) {
      page = make(request, data, prerendered);
      // Unknown paths are not remembered, nor a record's page (`/dashboard/appointments/12`): anyone could fill the cache with them.
      if (pagePathOf(request.path) === request.path) cache.set(key, page);
    }
    return page;
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
