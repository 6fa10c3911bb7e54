import { DEFAULT_SERVICES } from "../default-services";
import type { OfficeService } from "../office-service.schema";
import type { Locale } from "./locales";

/** What naming a service in Spanish needs of the office's services. */
export type ServiceNames = readonly Pick<OfficeService, "name" | "name_es">[];

/**
 * A stored (English) service name in `locale`, for what the server writes itself (emails, calendar
 * invitations, the CSV): the Spanish name the office gave it (decision 0237), or the spec's own for
 * one of its three a `services` list no longer carries (a retired one); a name neither knows stays
 * as it is. The API and the database keep the English names.
 */
export function localServiceName(name: string, locale: Locale, services: ServiceNames = DEFAULT_SERVICES): string {
  if (locale === "en") return name;
  const named = services.find((service) => service.name === name) ?? DEFAULT_SERVICES.find((service) => service.name === name);
  return named?.name_es ?? name;
}
