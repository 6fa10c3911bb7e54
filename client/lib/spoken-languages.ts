import { INTL_LOCALES, type Locale } from "#server/shared/i18n/locales.ts";
import { useLocale } from "./i18n";

const NAMES = new Map<Locale, Intl.DisplayNames>();
const LISTS = new Map<Locale, Intl.ListFormat>();

/** A language's name in the page's language ("es" is "Spanish" in English, "español" in Spanish), from the browser's own data. */
export function languageName(code: string, locale: Locale): string {
  let names = NAMES.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "language" });
    NAMES.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** "English and Spanish" ("inglés y español"): the languages someone speaks, in the page's language. */
export function languageList(codes: readonly string[], locale: Locale): string {
  let list = LISTS.get(locale);
  if (!list) {
    list = new Intl.ListFormat(INTL_LOCALES[locale], { style: "long", type: "conjunction" });
    LISTS.set(locale, list);
  }
  return list.format(codes.map((code) => languageName(code, locale)));
}

/** `languageName` and `languageList` that re-render with the language. */
export function useLanguageNames() {
  const locale = useLocale();
  return { name: (code: string) => languageName(code, locale), list: (codes: readonly string[]) => languageList(codes, locale) };
}
