import { ThemeIcon } from "@mantine/core";
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

function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}

/** The icon of a service by the name the API gives; null for a name this build does not know. */
export function serviceIcon(name: string): TablerIcon | null {
  return isServiceName(name) ? SERVICE_ICONS[name] : null;
}

/** "lg" beside a line of text (picker, confirm panel, dashboard cards); "xl" atop a service card. */
const SIZES = { lg: { box: "lg", glyph: 20 }, xl: { box: 48, glyph: 28 } } as const;

/**
 * A service's icon in its tinted square. Decorative: the service's name is always written beside
 * it, so assistive technology skips it. Nothing for a name this build does not know.
 */
export function ServiceIcon({ service, size = "lg" }: { service: string; size?: keyof typeof SIZES }) {
  if (!isServiceName(service)) return null;
  const Glyph = SERVICE_ICONS[service];
  return (
    <ThemeIcon variant="light" size={SIZES[size].box} radius="md" aria-hidden>
      <Glyph size={SIZES[size].glyph} stroke={1.6} />
    </ThemeIcon>
  );
}
