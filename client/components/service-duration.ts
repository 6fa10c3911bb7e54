import { useBusiness } from "../lib/business";
import { useLocale } from "../lib/i18n";

/** A length in the page's language: "2 hours", "90 minutes" ("2 horas", "90 minutos"). */
export function durationText(minutes: number, locale: string): string {
  const inHours = minutes % 60 === 0;
  return new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { style: "unit", unit: inHours ? "hour" : "minute", unitDisplay: "long" }).format(
    inHours ? minutes / 60 : minutes,
  );
}

/** How long a service lasts (its slots of the office's hours, decision 0239), re-rendering with the language. */
export function useServiceDuration(): (slots: number) => string {
  const locale = useLocale();
  const { hours } = useBusiness();
  return (slots) => durationText(slots * hours.slot_minutes, locale);
}
