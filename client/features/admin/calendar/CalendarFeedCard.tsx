import { Alert, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useCalendarT } from "./calendar-messages";

export type CalendarFeedState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; url: string };

type CalendarFeedCardProps = {
  feed: CalendarFeedState;
  rotating: boolean;
  onRotate: () => void;
  /** A preparer's feed: only the appointments assigned to them (decision 0231). */
  own?: boolean;
};

/**
 * The signed-in admin's own private address that shows every appointment not cancelled in
 * Google, Apple or Outlook Calendar (decision 0180). Replacing it is asked twice: every calendar
 * subscribed to the old one stops updating.
 */
export function CalendarFeedCard({ feed, rotating, onRotate, own = false }: CalendarFeedCardProps) {
  const t = useCalendarT();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="calendar-feed-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="calendar-feed-heading">
          {t("feed.title")}
        </Title>
        <Text size="sm">{t(own ? "feed.introOwn" : "feed.intro")}</Text>
        {feed.status === "loading" && <Skeleton height={36} radius="sm" />}
        {feed.status === "error" && (
          <Alert color="red" variant="light">
            {feed.message}
          </Alert>
        )}
        {feed.status === "ready" && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput label={t("feed.address")} value={feed.url} readOnly flex="1 1 14rem" miw={0} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={feed.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} aria-live="polite">
                  {copied ? t("feed.copied") : t("feed.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {feed.status === "ready" &&
          (confirming ? (
            <Stack gap="xs">
              <Text size="sm" fw={700} role="alert">
                {t("feed.confirmReplace")}
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
                  {t("feed.yesReplace")}
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t("feed.keep")}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setConfirming(true)}>
              {t("feed.replace")}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
