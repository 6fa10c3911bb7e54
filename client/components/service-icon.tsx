import { IconBuildingStore, IconClipboardList, IconReceipt, IconShieldCheck, type TablerIcon } from "@tabler/icons-react";
import type { ServiceName } from "../../server/shared/services";

/**
 * The one icon of each of the spec's services, wherever a service is shown with one (issue 19: the
 * services page and the booking picker used to draw different ones). A service the office added
 * (decision 0237) has the one below.
 */
export const SERVICE_ICONS: Readonly<Record<ServiceName, TablerIcon>> = {
  "Personal Tax Prep": IconReceipt,
  "Business Tax Services": IconBuildingStore,
  "IRS Representation": IconShieldCheck,
};

/** Whether a name from the API is one of the services with an icon of their own. */
export const hasServiceIcon = (name: string): name is ServiceName => Object.hasOwn(SERVICE_ICONS, name);

/** The icon of a service the office added itself. */
export const OFFICE_SERVICE_ICON: TablerIcon = IconClipboardList;

/**
 * A service's icon, for the caller's tinted square (ThemeIcon). Decorative: the service's name is
 * always written beside it, so the caller hides it from assistive technology.
 */
export function ServiceIcon({ service, size = 20 }: { service: string; size?: number }) {
  const Glyph = hasServiceIcon(service) ? SERVICE_ICONS[service] : OFFICE_SERVICE_ICON;
  return <Glyph size={size} stroke={1.6} />;
}
