import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import type { TimedMessage } from "../lib/use-timed-message";

/**
 * A screen's success (green) or failure (red) message, e.g. from useTimedMessage.
 * Failures are announced at once (role alert); successes politely (role status).
 */
export function ActionMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  const success = message.kind === "success";
  const Icon = success ? IconCircleCheck : IconAlertCircle;
  return (
    <Alert
      color={success ? "green" : "red"}
      variant="light"
      role={success ? "status" : "alert"}
      icon={<Icon size={20} aria-hidden />}
    >
      {message.text}
    </Alert>
  );
}
