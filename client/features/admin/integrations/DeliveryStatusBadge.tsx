import { Badge } from "@mantine/core";
import type { DeliveryStatus } from "#server/shared/integrations.schema.ts";
import { useIntegrationsT } from "./integrations-messages";

/** Shades whose autoContrast label passes WCAG AA in both schemes (as EmailStatusBadge's). */
const COLORS: Record<DeliveryStatus, string> = {
  queued: "gray.7",
  retrying: "yellow.5",
  sent: "green.6",
  failed: "red.9",
  cancelled: "gray.7",
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const t = useIntegrationsT();
  return (
    // Never shrunk or cut with an ellipsis in a narrow table column: the theme's rule for every badge.
    <Badge color={COLORS[status]} variant="filled" autoContrast>
      {t(`deliveryStatus.${status}`)}
    </Badge>
  );
}
