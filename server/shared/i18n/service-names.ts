import type { ServiceName } from "../services";
import type { OfficeService } from "../office-service.schema";
import type { Locale } from "./locales";

/** What naming a service in Spanish needs of the office's services. */
export type ServiceNames = readonly Pick<OfficeService, "name" | "name_es">[];

/**
 * The spec's three services in Spanish: a fresh install's names (server/shared/default-services.ts)
 * and what names them once an office retired one and its list no longer carries it.
 */
export const SERVICE_NAMES_ES: Readonly<Record<ServiceName, string>> = {
  "Personal Tax Prep": "Impuestos personales",
  "Business Tax Services": "Impuestos de negocios",
  "IRS Representation": "Representación ante el IRS",
};

/**
 * A stored (English) service name in `locale`, for what the server writes itself (emails, calendar
 * invitations, the CSV) and the pages: the Spanish name the office gave it (decision 0237), or the
 * spec's own for one of its three; a name neither knows stays as it is. The API and the database
 * keep the English names.
 */
export function localServiceName(name: string, locale: Locale, services: ServiceNames = []): string {
  if (locale === "en") return name;
  return services.find((service) => service.name === name)?.name_es ?? (SERVICE_NAMES_ES as Readonly<Record<string, string>>)[name] ?? name;
}
