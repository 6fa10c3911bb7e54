import { useBusiness } from "../lib/business";
import { useLocale } from "../lib/i18n";

const MINUTES_IN = { day: 24 * 60, hour: 60, minute: 1 } as const;

/**
 * A length in the page's language, in the largest whole unit up to `largest`: "2 hours", "90 minutes"
 * ("2 horas", "90 minutos"); with days, "2 days".
 */
export function durationText(minutes: number, locale: string, largest: "hour" | "day" = "hour"): string {
  const units = largest === "day" ? (["day", "hour", "minute"] as const) : (["hour", "minute"] as const);
  const unit = units.find((candidate) => minutes % MINUTES_IN[candidate] === 0) ?? "minute";
  return new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { style: "unit", unit, unitDisplay: "long" }).format(minutes / MINUTES_IN[unit]);
}

/** How long a service lasts (its slots of the office's hours, decision 0239), re-rendering with the language. */
export function useServiceDuration(): (slots: number) => string {
  const locale = useLocale();
  const { hours } = useBusiness();
  return (slots) => durationText(slots * hours.slot_minutes, locale);
}
