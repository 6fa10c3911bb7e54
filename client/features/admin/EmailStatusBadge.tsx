import { Badge } from "@mantine/core";
import type { EmailStatus } from "../../../server/shared/email-log.schema";

/** Shades whose autoContrast label passes WCAG AA in both schemes (as StatusBadge's). */
const COLORS: Record<EmailStatus, string> = {
  queued: "gray.7",
  retrying: "yellow.5",
  sent: "green.6",
  failed: "red.9",
  cancelled: "gray.7",
};

const LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  retrying: "Retrying",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Not sent",
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {LABELS[status]}
    </Badge>
  );
}
