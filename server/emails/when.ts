import { INTL_LOCALES, type Locale } from "../shared/i18n/locales";

/**
 * Dates and times in business time with the zone named, for emails and their subjects, in
 * the reader's language (es-US for Spanish, decision 0121). One Intl.DateTimeFormat per
 * language, zone and style, kept: building one costs more than the rest of a booking
 * (date-fns-tz's `zzz` builds one per call, which showed in the profile). The text is put
 * together from the parts, with plain spaces, so every ICU (Node's, the browser's) writes
 * the same.
 */
const LONG: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const SHORT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
/** Spanish abbreviations read poorly in a subject ("mar, 3 de mar"): it names day and month in full, without the year ("martes 3 de marzo"). */
const SHORT_ES: Intl.DateTimeFormatOptions = { ...LONG, year: undefined };

type Style = "long" | "short";
const OPTIONS: Record<Locale, Record<Style, Intl.DateTimeFormatOptions>> = {
  en: { long: LONG, short: SHORT },
  es: { long: LONG, short: SHORT_ES },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: string | Date, timeZone: string, style: Style, locale: Locale): Record<string, string> {
  const key = `${locale} ${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...OPTIONS[locale][style], timeZone });
    formatters.set(key, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instant))) parts[part.type] = part.value;
  // "a. m." in some ICU versions: written the one way es-US does, "a.m.".
  if (parts.dayPeriod) parts.dayPeriod = parts.dayPeriod.replace(/\s+/g, "");
  return parts;
}

/** "Tuesday, March 3, 2026, 10:00 AM PST"; "martes, 3 de marzo de 2026, 10:00 a.m. PST". */
export function formatWhen(instant: string | Date, timeZone: string, locale: Locale = "en"): string {
  const p = partsOf(instant, timeZone, "long", locale);
  const time = `${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
  if (locale === "es") return `${p.weekday}, ${p.day} de ${p.month} de ${p.year}, ${time}`;
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}, ${time}`;
}

/** "Tue, Mar 3, 10:00 AM PST"; "martes 3 de marzo, 10:00 a.m. PST": short enough for a subject line. */
export function shortWhen(instant: string | Date, timeZone: string, locale: Locale = "en"): string {
  const p = partsOf(instant, timeZone, "short", locale);
  const time = `${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
  if (locale === "es") return `${p.weekday} ${p.day} de ${p.month}, ${time}`;
  return `${p.weekday}, ${p.month} ${p.day}, ${time}`;
}
