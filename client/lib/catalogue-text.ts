import { setupI18n, type Messages } from "@lingui/core";
import type { Locale } from "#server/shared/i18n/locales.ts";

/**
 * A catalogue's texts in either language whatever the page's, for editors that start from the
 * site's own words (the site texts, the legal templates). Read through a Lingui instance of their
 * own: a production build ships the catalogues compiled to Lingui's tokens (decision 0121), so
 * they are not strings until a catalogue writes them out.
 */
export function catalogueReader(catalogues: Readonly<Record<Locale, object>>): (locale: Locale, key: string, values?: Record<string, string>) => string {
  const reader = setupI18n({ locale: "en", messages: catalogues as unknown as Record<Locale, Messages> });
  return (locale, key, values) => {
    reader.activate(locale);
    return reader._(key, values);
  };
}
