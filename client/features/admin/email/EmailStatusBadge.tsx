import { Badge } from "@mantine/core";
import type { EmailStatus } from "#server/shared/email-log.schema.ts";
import { useEmailT } from "./email-messages";

/** Shades whose autoContrast label passes WCAG AA in both schemes (as StatusBadge's). */
const COLORS: Record<EmailStatus, string> = {
  queued: "gray.7",
  retrying: "yellow.5",
  sent: "green.6",
  failed: "red.9",
  cancelled: "gray.7",
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const t = useEmailT();
  return (
    // Whole, never shrunk or cut in the table's narrow column on a phone: the theme's rule for every badge.
    <Badge color={COLORS[status]} variant="filled" autoContrast>
      {t(`emailStatus.${status}`)}
    </Badge>
  );
}
