import { Stack, Text } from "@mantine/core";
import { useIntegrationsT } from "./integrations-messages";
import { eventLabel, SECONDARY_TEXT } from "./integrations-view";

/** An event's name for people, with its code beneath: the code is what the receiving tool reads. */
export function WebhookEventName({ event }: { event: string }) {
  const t = useIntegrationsT();
  return (
    <Stack gap={0}>
      <Text size="sm">{eventLabel(t, event)}</Text>
      <Text size="xs" ff="monospace" c={SECONDARY_TEXT}>
        {event}
      </Text>
    </Stack>
  );
}
