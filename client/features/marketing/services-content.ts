import { SERVICE_NAMES, type ServiceName } from "#server/shared/services.ts";
import type { MarketingKey } from "./marketing-messages";

/**
 * docs/product.md §3 "Service" (static): name, description, icon. The name is the API's
 * English value (shown through `serviceName`); the description is a key of the "marketing"
 * namespace, so it reads in the page's language. The icon is not here: every view draws a
 * service with the same one (components/service-icon).
 */
export type ServiceInfo = { name: ServiceName; description: MarketingKey };

/** Keyed by name, so adding a service to SERVICE_NAMES fails the build until it is described here. */
const DETAILS: Record<ServiceName, MarketingKey> = {
  "Personal Tax Prep": "services.personal",
  "Business Tax Services": "services.business",
  "IRS Representation": "services.irs",
};

export const SERVICES: readonly ServiceInfo[] = SERVICE_NAMES.map((name) => ({ name, description: DETAILS[name] }));
