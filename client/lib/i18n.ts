import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { Messages, Translation } from "../../server/shared/i18n/catalog";
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  LANG_STORAGE_KEY,
  negotiateLocale,
  type Locale,
} from "../../server/shared/i18n/locales";
import { setFormatLocale } from "./business-time";

/**
 * The client's languages (decision 0121). Lingui holds the active language and formats ICU
 * messages; the catalogues are typed TypeScript, one namespace per feature. A namespace's
 * English ships inside the chunk that uses it; its Spanish is a chunk of its own, fetched
 * only by Spanish readers, before the page that needs it shows.
 */

i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

type LoadTranslation = () => Promise<{ default: Messages }>;

const namespaces = new Map<string, { english: Messages; spanish: LoadTranslation }>();
const loaded = new Set<string>();

const messageId = (namespace: string, key: string) => `${namespace}:${key}`;

/**
 * A production build compiles the catalogue files (scripts/precompile-catalogs.ts). Texts that
 * reach here raw (the specification's sentences, built from server/shared/messages.ts) hold no
 * ICU syntax, and a plain text's compiled form is the text in a list (tested).
 */
export function compiledPlainText(text: string | readonly unknown[]): string | readonly unknown[] {
  return typeof text === "string" && !/[{}]/.test(text) && !text.includes("''") ? [text] : text;
}

function prefixed(namespace: string, messages: Messages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [messageId(namespace, key), compiledPlainText(text) as string]),
  );
}

async function loadNamespace(namespace: string, locale: Locale): Promise<void> {
  const entry = namespaces.get(namespace);
  if (locale === DEFAULT_LOCALE || !entry || loaded.has(`${locale}:${namespace}`)) return;
  const { default: messages } = await entry.spanish();
  i18n.load(locale, prefixed(namespace, messages));
  loaded.add(`${locale}:${namespace}`);
}

/** The language the page is shown in. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Every registered namespace in the active language: a lazily loaded page awaits it before it shows. */
export async function translationsReady(): Promise<void> {
  const locale = currentLocale();
  await Promise.all([...namespaces.keys()].map((namespace) => loadNamespace(namespace, locale)));
}

/** The one Lingui instance, for the React provider. */
export { i18n };

export type TranslateFn<English extends Messages> = (key: keyof English & string, values?: Record<string, unknown>) => string;

/**
 * Registers a namespace (at its module's top level) and returns its translate hook, typed by
 * the English keys. A key whose translation is missing falls back to the English text, never
 * to the key itself.
 */
export function defineMessages<English extends Messages>(
  namespace: string,
  english: English,
  spanish: () => Promise<{ default: Translation<English> }>,
) {
  if (!namespaces.has(namespace)) {
    namespaces.set(namespace, { english, spanish });
    i18n.load(DEFAULT_LOCALE, prefixed(namespace, english));
    if (currentLocale() !== DEFAULT_LOCALE) void loadNamespace(namespace, currentLocale());
  }
  const fallback = (key: keyof English & string) => compiledPlainText(english[key] as string) as string;
  const translate = (key: keyof English & string, values?: Record<string, unknown>) =>
    i18n._({ id: messageId(namespace, key), message: fallback(key), values });
  return {
    /** Outside React (page titles, labels built in plain functions). */
    t: translate as TranslateFn<English>,
    /** In components: re-renders when the language changes. */
    useT(): TranslateFn<English> {
      const { _ } = useLingui();
      return useCallback<TranslateFn<English>>(
        (key, values) => _({ id: messageId(namespace, key), message: fallback(key), values }),
        [_],
      );
    },
  };
}

/** The active language, re-rendering on a change. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : DEFAULT_LOCALE;
}

function storedLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * A page address's own language (`?lang=es`, the Spanish pages search engines list), else a
 * returning visitor's choice, else on a first visit the browser's languages.
 */
export function initialLocale(): Locale {
  const requested = new URLSearchParams(window.location.search).get("lang");
  if (isLocale(requested)) return requested;
  return storedLocale() ?? negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * Shows the site in `locale`: loads what it needs first (so nothing flashes in the other
 * language), then switches every message, date format and `<html lang>` at once. With
 * `remember`, the choice is kept for the next visit.
 */
export async function activateLocale(locale: Locale, { remember = false }: { remember?: boolean } = {}): Promise<void> {
  await Promise.all([
    ...[...namespaces.keys()].map((namespace) => loadNamespace(namespace, locale)),
    locale === "es" ? import("dayjs/locale/es") : null,
    // Imported here only for Spanish: the server's catalogue stays out of the first page's script,
    // in the chunks of the forms that write its messages (the bundle budget, scripts/check-bundle-size.ts).
    locale === "es" ? import("./server-messages").then((messages) => messages.loadServerMessages(locale)) : null,
  ]);
  setFormatLocale(INTL_LOCALES[locale]);
  i18n.activate(locale);
  // The server's render (client/entry-server.tsx) has no document: its page says the language itself.
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  if (remember) {
    // The server reads the cookie, so the pages it draws are in the language chosen (decision 0143).
    document.cookie = `${LANG_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
    try {
      window.localStorage.setItem(LANG_STORAGE_KEY, locale);
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page only.
    }
  }
}
