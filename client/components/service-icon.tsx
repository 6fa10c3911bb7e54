import { IconBuildingStore, IconReceipt, IconShieldCheck, type TablerIcon } from "@tabler/icons-react";
import type { ServiceName } from "../../server/shared/services";

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

/** Whether a name from the API is a service this build draws an icon for. */
export const hasServiceIcon = (name: string): name is ServiceName => Object.hasOwn(SERVICE_ICONS, name);

/**
 * A service's icon, for the caller's tinted square (ThemeIcon). Decorative: the service's name is
 * always written beside it, so the caller hides it from assistive technology.
 */
export function ServiceIcon({ service, size = 20 }: { service: ServiceName; size?: number }) {
  const Glyph = SERVICE_ICONS[service];
  return <Glyph size={size} stroke={1.6} />;
}
