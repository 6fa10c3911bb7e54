import type { BusinessProfile } from "../shared/business-profile.schema";
import { WEEKDAY_LABELS, WEEKDAYS_MONDAY_FIRST, type HoursView, type TimeRange, type WeeklyHours } from "../shared/opening-hours";
import { formatPageTitle, NOT_FOUND_META, PAGE_META, pageMetaFor, type PageMeta } from "../shared/page-meta";
import { NOT_FOUND_META_ES, PAGE_META_ES } from "../shared/i18n/page-meta-es";
import { isLocale, LOCALES, type Locale } from "../shared/i18n/locales";
import { EMBEDDED_ELEMENT_IDS, type SiteSettings } from "../shared/site-settings";
import { HERO_PHOTO_SIZES, photoSrcSet } from "../shared/photo-variants";

const HEAD_START = "<!--page-head:start-->";
const HEAD_END = "<!--page-head:end-->";
const PROFILE_MARK = "<!--business-profile-->";

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

const WITH_STRUCTURED_DATA = new Set(["/", "/contact", "/about"]);

const META_BY_LOCALE = {
  en: { pages: PAGE_META, notFound: NOT_FOUND_META },
  es: { pages: PAGE_META_ES, notFound: NOT_FOUND_META_ES },
} as const;

/** A page's address in a language: English is the plain path, Spanish adds `?lang=es`. */
const pageUrl = (appUrl: string, path: string, locale: Locale) => `${appUrl}${path}${locale === "en" ? "" : `?lang=${locale}`}`;

/** The language a page request asks for: `?lang=es`, otherwise English (the canonical pages). */
export function pageLocale(url: string): Locale {
  const lang = new URLSearchParams(url.split("?")[1] ?? "").get("lang");
  return isLocale(lang) ? lang : "en";
}

/**
 * The HTML the server sends for a page of the app: the built index.html with the page's
 * real title, description, canonical URL, Open Graph and Twitter tags (and JSON-LD on the
 * pages that describe the office), plus the business profile and site settings the client starts from. An
 * unknown path gets the same page with a 404 status and the not-found title. Pages are
 * kept in memory until the profile changes.
 */
export function createPageRenderer({
  template,
  appUrl,
  settings,
}: {
  template: string;
  appUrl: string;
  settings: SiteSettings;
}) {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < 0 || !template.includes(PROFILE_MARK)) {
    throw new Error("index.html lacks the page-head or business-profile markers");
  }
  const before = template.slice(0, start);
  const after = template.slice(end + HEAD_END.length);
  let cachedFor: BusinessProfile | null = null;
  const cache = new Map<string, { status: 200 | 404; html: string }>();

  function head(path: string, meta: PageMeta, business: BusinessProfile, found: boolean, locale: Locale): string {
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
    if (WITH_STRUCTURED_DATA.has(path)) {
      lines.push(`<script type="application/ld+json">${scriptJson(structuredData(business, appUrl))}</script>`);
    }
    return lines.join("\n    ");
  }

  return function render(path: string, business: BusinessProfile, locale: Locale = "en"): { status: 200 | 404; html: string } {
    if (business !== cachedFor) {
      cache.clear();
      cachedFor = business;
    }
    const key = `${locale} ${path}`;
    let page = cache.get(key);
    if (!page) {
      const { pages, notFound } = META_BY_LOCALE[locale];
      const meta = pageMetaFor(path, business, pages);
      const html =
        before.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`) +
        head(path, meta ?? notFound, business, meta !== null, locale) +
        after.replace(
          PROFILE_MARK,
          `<script type="application/json" id="${EMBEDDED_ELEMENT_IDS.business}">${scriptJson(business)}</script>\n    ` +
            `<script type="application/json" id="${EMBEDDED_ELEMENT_IDS.settings}">${scriptJson(settings)}</script>`,
        );
      page = { status: meta ? 200 : 404, html };
      // Unknown paths are not remembered: anyone could fill the cache with them.
      if (meta) cache.set(key, page);
    }
    return page;
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
