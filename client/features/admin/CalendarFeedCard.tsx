import { Alert, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";

export type CalendarFeedState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; url: string };

type CalendarFeedCardProps = {
  feed: CalendarFeedState;
  rotating: boolean;
  onRotate: () => void;
};

/**
 * The private address that shows pending and confirmed appointments in Google, Apple or
 * Outlook Calendar. Replacing it is asked twice: every calendar subscribed to the old one
 * stops updating.
 */
export function CalendarFeedCard({ feed, rotating, onRotate }: CalendarFeedCardProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="calendar-feed-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="calendar-feed-heading">
          Appointments in your calendar app
        </Title>
        <Text size="sm">
          Subscribe to this private address in Google Calendar (Other calendars, From URL), Apple Calendar (New
          Calendar Subscription) or Outlook (Add calendar, From internet) to see pending and confirmed appointments on
          your phone. Anyone with the address can read it: keep it to yourself, and replace it if it was shared by
          mistake.
        </Text>
        {feed.status === "loading" && <Skeleton height={36} radius="sm" />}
        {feed.status === "error" && (
          <Alert color="red" variant="light">
            {feed.message}
          </Alert>
        )}
        {feed.status === "ready" && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput label="Calendar address" value={feed.url} readOnly style={{ flex: "1 1 14rem", minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={feed.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} aria-live="polite">
                  {copied ? "Copied" : "Copy address"}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {feed.status === "ready" &&
          (confirming ? (
            <Stack gap="xs">
              <Text size="sm" fw={700} role="alert">
                Calendars subscribed to the current address will stop updating. Continue?
              </Text>
              <Group gap="xs">
                <Button
                  color="red"
                  loading={rotating}
                  onClick={() => {
                    onRotate();
                    setConfirming(false);
                  }}
                >
                  Yes, replace the address
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Keep the current address
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button variant="subtle" size="compact-sm" style={{ alignSelf: "flex-start" }} onClick={() => setConfirming(true)}>
              Replace the address
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
