import { Stack, Text } from "@mantine/core";
import { useAdminSiteT } from "../shared/admin-site-messages";
import { eventLabel, SECONDARY_TEXT } from "./integrations-view";

/** An event's name for people, with its code beneath: the code is what the receiving tool reads. */
export function WebhookEventName({ event }: { event: string }) {
  const t = useAdminSiteT();
  return (
    <Stack gap={0}>
      <Text size="sm">{eventLabel(t, event)}</Text>
      <Text size="xs" ff="monospace" style={{ color: SECONDARY_TEXT }}>
        {event}
      </Text>
    </Stack>
  );
}
