import { IconBuildingStore, IconReceipt, IconShieldCheck, type TablerIcon } from "@tabler/icons-react";
import { SERVICE_NAMES, type ServiceName } from "../../../server/shared/services";
import type { MarketingKey } from "./marketing-messages";

/**
 * SPEC.md section 3 "Service" (static): name, description, icon. The name is the API's
 * English value (shown through `serviceName`); the description is a key of the "marketing"
 * namespace, so it reads in the page's language.
 */
export type ServiceInfo = { name: ServiceName; description: MarketingKey; icon: TablerIcon };

/** Keyed by name, so adding a service to SERVICE_NAMES fails the build until it is described here. */
const DETAILS: Record<ServiceName, Omit<ServiceInfo, "name">> = {
  "Personal Tax Prep": { icon: IconReceipt, description: "services.personal" },
  "Business Tax Services": { icon: IconBuildingStore, description: "services.business" },
  "IRS Representation": { icon: IconShieldCheck, description: "services.irs" },
};

export const SERVICES: readonly ServiceInfo[] = SERVICE_NAMES.map((name) => ({ name, ...DETAILS[name] }));
