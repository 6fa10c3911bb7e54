import { IconBuildingStore, IconReceipt, IconShieldCheck, type TablerIcon } from "@tabler/icons-react";
import { SERVICE_NAMES, type ServiceName } from "../../server/shared/services";

/**
 * The one icon of each service, wherever a service is shown with one (issue 19: the services
 * page and the booking picker used to draw different ones). Keyed by name, so adding a service
 * to SERVICE_NAMES fails the build until it has an icon here.
 */
export const SERVICE_ICONS: Readonly<Record<ServiceName, TablerIcon>> = {
  "Personal Tax Prep": IconReceipt,
  "Business Tax Services": IconBuildingStore,
  "IRS Representation": IconShieldCheck,
};

/** The icon of a service by the name the API gives; null for a name this build does not know. */
export function serviceIcon(name: string): TablerIcon | null {
  return (SERVICE_NAMES as readonly string[]).includes(name) ? SERVICE_ICONS[name as ServiceName] : null;
}
