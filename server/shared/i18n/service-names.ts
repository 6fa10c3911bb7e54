import type { ServiceName } from "../services";
import type { Locale } from "./locales";

/**
 * The services' names in Spanish, for what the server writes itself (emails, calendar
 * invitations). The API and the database keep the English names; the browser shows the
 * same Spanish through its `common` namespace ("service.<English name>"), and
 * service-names.test.ts keeps the two tables equal.
 */
export const SERVICE_NAMES_ES: Readonly<Record<ServiceName, string>> = {
  "Personal Tax Prep": "Impuestos personales",
  "Business Tax Services": "Impuestos de negocios",
  "IRS Representation": "Representación ante el IRS",
};

/** A stored (English) service name in `locale`; a name the table does not know stays as it is. */
export function localServiceName(name: string, locale: Locale): string {
  if (locale === "en") return name;
  return (SERVICE_NAMES_ES as Readonly<Record<string, string>>)[name] ?? name;
}
