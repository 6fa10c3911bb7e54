import { Alert, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AdminPageHeader } from "../common/AdminPageHeader";
import type { BlockedTime, CreateBlockedTimeInput } from "#server/shared/blocked-time.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useSpecT } from "#client/components/common-messages.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useHoursT } from "./hours-messages";
import { BlockedTimeForm, type BlockedTimeFormProps } from "./BlockedTimeForm";
import { BlockedTimeList } from "./BlockedTimeList";
import { IconCalendarCheck } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";

export type BlockedTimesState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; blockedTimes: readonly BlockedTime[] };

export type BlockedTimesViewProps = {
  /** The business's zone; null until `site.settings` answers. */
  timeZone: string | null;
  blockedTimes: BlockedTimesState;
  /** The last add or delete outcome; clears itself after 4 seconds. */
  message: TimedMessage | null;
  onCreate: (input: CreateBlockedTimeInput) => Promise<boolean>;
  creating: boolean;
  onDelete: (blockedTime: BlockedTime) => void;
  deletingId: number | null;
  appointmentsHref: string;
  /** The opening hours and their exceptions, edited on the same page above the blocked periods. */
  hoursSection?: ReactNode;
  /** Who takes appointments: with two or more, a period can be one preparer's time off (decision 0233). */
  preparers?: BlockedTimeFormProps["preparers"];
};

/** /admin/availability: the opening hours (when given), then block periods of time, and see and delete the blocks. */
export function BlockedTimesView(props: BlockedTimesViewProps) {
  const { timeZone, blockedTimes, message } = props;
  const t = useHoursT();
  const spec = useSpecT();
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("availability.title")} homeHref={props.appointmentsHref} />
        <ActionMessage message={message} />
        {props.hoursSection}
        {timeZone ? (
          <BlockedTimeForm timeZone={timeZone} onSubmit={props.onCreate} submitting={props.creating} preparers={props.preparers} />
        ) : (
          <Skeleton height={260} radius="md" />
        )}
        <Stack component="section" aria-labelledby="blocked-heading" gap="sm">
          <Title order={2} size="h3" id="blocked-heading">
            {t("blocked.heading")}
          </Title>
          {blockedTimes.status === "error" && (
            <Alert color="red" variant="light">
              {blockedTimes.message}
            </Alert>
          )}
          {(blockedTimes.status === "loading" || (blockedTimes.status === "ready" && !timeZone)) && (
            <Stack gap="sm" aria-busy="true">
              <Text>{t("blocked.loading")}</Text>
              <Skeleton height={64} radius="md" />
            </Stack>
          )}
          {blockedTimes.status === "ready" && timeZone && blockedTimes.blockedTimes.length === 0 && (
            <EmptyState icon={IconCalendarCheck} message={spec("blockedTimes.empty")} action={<Text size="sm">{t("empty.blockedHint")}</Text>} />
          )}
          {blockedTimes.status === "ready" && timeZone && blockedTimes.blockedTimes.length > 0 && (
            <BlockedTimeList
              blockedTimes={blockedTimes.blockedTimes}
              timeZone={timeZone}
              onDelete={props.onDelete}
              busyId={props.deletingId}
            />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
