import { Badge } from "@mantine/core";
import type { AppointmentStatus } from "#server/shared/services.ts";
import { commonT, useCommonT } from "./common-messages";

/**
 * docs/product.md §4.3: green confirmed, red cancelled, yellow pending; blue completed, grey a
 * no-show (decision 0226) and anything else.
 * Shades are picked so that autoContrast's black or white label passes WCAG AA (4.5:1)
 * in both colour schemes; the theme's default shade of green and red does not.
 */
const STATUS_COLORS: Record<string, string> = {
  confirmed: "green.6",
  cancelled: "red.9",
  pending: "yellow.5",
  completed: "blue.8",
};
const OTHER_COLOR = "gray.7";

/** The status's colour, for the badge and the admin's week calendar alike. */
export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? OTHER_COLOR;
}

const STATUS_LABELS = {
  pending: "status.pending",
  confirmed: "status.confirmed",
  cancelled: "status.cancelled",
  completed: "status.completed",
  no_show: "status.no_show",
} as const satisfies Record<AppointmentStatus, string>;

/** "Pending", "Confirmed", "Cancelled", "Completed", "No-show" in the page's language; a status the client does not know is shown as it comes. */
export function statusLabel(status: string, t = commonT): string {
  const key = STATUS_LABELS[status as keyof typeof STATUS_LABELS];
  if (key) return t(key);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : t("status.unknown");
}

/**
 * An appointment's status. Typed as a plain string so that a status the client
 * does not know yet still renders (grey) instead of breaking the list.
 */
export function StatusBadge({ status }: { status: string }) {
  const t = useCommonT();
  return (
    // Never shrunk or cut beside a long name on a narrow phone: the theme's rule for every badge.
    <Badge color={statusColor(status)} variant="filled" autoContrast>
      {statusLabel(status, t)}
    </Badge>
  );
}
