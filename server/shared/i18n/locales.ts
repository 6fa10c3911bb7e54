/**
 * The product's languages (issue 15, decision 0121): English, the specification's, and
 * Spanish for California's Spanish-speaking clients. Isomorphic and dependency-free: the
 * server negotiates `Accept-Language` with it and the browser its `navigator.languages`.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Where the browser keeps the visitor's choice (`en` or `es`). */
export const LANG_STORAGE_KEY = "lang";

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The Intl locale for dates and times: a US office's Spanish ("9:00 a.m.", "lunes, 2 de marzo de 2026"). */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-US" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language among `preferences` (most wanted first), English when none is. */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** An `Accept-Language` header's languages, most wanted first ("es-MX,es;q=0.9,en;q=0.8"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
