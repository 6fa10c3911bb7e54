import { localServiceName, type ServiceNames } from "#server/shared/i18n/service-names.ts";
import type { OfficeService } from "#server/shared/office-service.schema.ts";
import { useBusiness } from "../lib/business";
import { currentLocale, useLocale } from "../lib/i18n";
import { commonT, useCommonT } from "./common-messages";

/**
 * A service's name in the page's language: the API and the database keep the English name
 * (docs/product.md §1), and the office gives each service its Spanish one (decision 0237), which
 * the business profile carries. A name no service has shows as it comes.
 */
export function serviceName(name: string, services?: ServiceNames): string {
  return localServiceName(name, currentLocale(), services);
}

/**
 * `serviceName` with the office's services (the business profile's, or the list a view was given),
 * re-rendering with the language.
 */
export function useServiceName(services?: ServiceNames): (name: string) => string {
  const locale = useLocale();
  const business = useBusiness();
  const names = services ?? business.services;
  return (name) => localServiceName(name, locale, names);
}

/** A service's description in the page's language. */
export function useServiceDescription(): (service: Pick<OfficeService, "description" | "description_es">) => string {
  const locale = useLocale();
  return (service) => (locale === "es" ? service.description_es : service.description);
}

/** "$150" or "From $150" in whole dollars where it is whole; null for a service shown without a price. */
export function servicePrice(service: Pick<OfficeService, "price_cents" | "price_from">, t = commonT): string | null {
  if (service.price_cents === null) return null;
  const dollars = service.price_cents / 100;
  const price = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
  return t(service.price_from ? "service.priceFrom" : "service.price", { price });
}

/** `servicePrice` that re-renders with the language. */
export function useServicePrice(): (service: Pick<OfficeService, "price_cents" | "price_from">) => string | null {
  const t = useCommonT();
  return (service) => servicePrice(service, t);
}
