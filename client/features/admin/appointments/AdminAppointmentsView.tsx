import type { ReactNode } from "react";
import { Alert, Anchor, Box, Button, Container, Group, Pagination, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { ADMIN_LIST_DEFAULTS, type AdminAppointment } from "#server/shared/appointment.schema.ts";
import { OfficeNotice } from "../common/OfficeNotice";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useSpecT } from "#client/components/common-messages.ts";
import { formatZoneName } from "#client/lib/business-time.ts";
import { usePaginationLabels } from "#client/components/pagination-labels.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useAppointmentsT } from "./appointments-messages";
import type { ActionClock, AppointmentActionHandlers } from "./AppointmentActions";
import { AppointmentCards } from "./AppointmentCards";
import { AppointmentsTable } from "./AppointmentsTable";
import { IconCalendarOff } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";

export type AdminAppointmentsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; appointments: readonly AdminAppointment[] };

/** How /admin shows the appointments; the admin's choice is remembered on the device. */
export type AppointmentsLayout = "list" | "calendar";

export type AdminAppointmentsViewProps = AppointmentActionHandlers &
  ActionClock & {
  /** The business's zone; null until `site.settings` answers. */
  timeZone: string | null;
  appointments: AdminAppointmentsState;
  /** The last action's outcome; clears itself after 4 seconds. */
  message: TimedMessage | null;
  /** The appointment a confirm, reschedule or cancel request is running for. */
  busyId: number | null;
  availabilityHref: string;
  /** Set while the business profile still shows placeholders: where to finish it. */
  finishProfileHref?: string | null;
  /** Set while the emails still go from the example address (decision 0241): where to give the business's own. */
  senderHref?: string | null;
  /** Set while the home page shows the sample reviews (decision 0242): where to hide them. */
  sampleReviewsHref?: string | null;
  /** Shown below the appointments: the calendar feed's address. */
  calendarFeed?: ReactNode;
  /** Shown below the appointments, for the owner: the counts of this week and season (decision 0229). */
  counts?: ReactNode;
  /** Opens the dialog that books for a client who phoned in. */
  onBookForClient?: () => void;
  /** The search form, above the list. */
  searchBar?: ReactNode;
  /** Set while search results show instead of the usual window: how many, and their pages. */
  results?: { total: number; page: number; pageSize: number; onPage: (page: number) => void };
  /** List (the default) or the week calendar; set with the switch when `calendar` is given. */
  layout?: AppointmentsLayout;
  onLayoutChange?: (layout: AppointmentsLayout) => void;
  /** The week calendar, shown instead of the list in the calendar layout. */
  calendar?: ReactNode;
};

/** /admin: every appointment, as a table on desktop and cards on phones. */
export function AdminAppointmentsView(props: AdminAppointmentsViewProps) {
  const t = useAppointmentsT();
  const paginationLabels = usePaginationLabels();
  const spec = useSpecT();
  const {
    timeZone,
    appointments,
    message,
    busyId,
    availabilityHref,
    finishProfileHref,
    senderHref,
    sampleReviewsHref,
    calendarFeed,
    counts,
    searchBar,
    results,
    onBookForClient,
    layout = "list",
    onLayoutChange,
    calendar,
    ...handlers
  } = props;
  const showList = layout === "list" || !calendar;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t("list.title")}</Title>
            {showList && (
              <Text>
                {t("list.order", { days: ADMIN_LIST_DEFAULTS.pastDays })}
                {timeZone && " "}
                {timeZone && t("timesAre", { zone: formatZoneName(timeZone) })}
              </Text>
            )}
          </Stack>
          <Group gap="md">
            {calendar && onLayoutChange && (
              <SegmentedControl
                aria-label={t("list.showAs")}
                value={layout}
                onChange={(value) => onLayoutChange(value as AppointmentsLayout)}
                data={[
                  { value: "list", label: t("list.layoutList") },
                  { value: "calendar", label: t("list.layoutCalendar") },
                ]}
              />
            )}
            {onBookForClient && <Button onClick={onBookForClient}>{t("list.bookForClient")}</Button>}
            <Anchor component={Link} href={availabilityHref}>
              {t("list.manageAvailability")}
            </Anchor>
          </Group>
        </Group>
        {finishProfileHref && (
          <OfficeNotice
            title={t("list.placeholderTitle")}
            text={t("list.placeholderText")}
            action={{ href: finishProfileHref, label: t("list.finishProfile") }}
          />
        )}
        {senderHref && (
          <OfficeNotice
            title={t("list.senderPlaceholderTitle")}
            text={t("list.senderPlaceholderText")}
            action={{ href: senderHref, label: t("list.senderFix") }}
          />
        )}
        {sampleReviewsHref && (
          <OfficeNotice
            title={t("list.sampleReviewsTitle")}
            text={t("list.sampleReviewsText")}
            action={{ href: sampleReviewsHref, label: t("list.sampleReviewsFix") }}
          />
        )}
        <ActionMessage message={message} />
        {!showList && calendar}
        {showList && (
          <>
            {appointments.status === "error" && (
              <Alert color="red" variant="light">
                {appointments.message}
              </Alert>
            )}
            {(appointments.status === "loading" || (appointments.status === "ready" && !timeZone)) && (
              <Stack gap="sm" aria-busy="true">
                <Text>{t("loadingAppointments")}</Text>
                <Skeleton height={48} radius="sm" />
                <Skeleton height={48} radius="sm" />
                <Skeleton height={48} radius="sm" />
              </Stack>
            )}
            {searchBar}
            {results && appointments.status === "ready" && (
              <Text role="status" fw={700}>
                {t("list.found", { count: results.total })}
              </Text>
            )}
            {appointments.status === "ready" && timeZone && appointments.appointments.length === 0 && !results && (
              <EmptyState
                icon={IconCalendarOff}
                message={spec("admin.empty")}
                action={
                  onBookForClient ? (
                    <Button variant="default" onClick={onBookForClient}>
                      {t("list.bookForClient")}
                    </Button>
                  ) : (
                    <Text size="sm">{t("empty.appointmentsHint")}</Text>
                  )
                }
              />
            )}
            {appointments.status === "ready" && timeZone && appointments.appointments.length > 0 && (
              <>
                <Box visibleFrom="md">
                  <AppointmentsTable
                    appointments={appointments.appointments}
                    timeZone={timeZone}
                    busyId={busyId}
                    {...handlers}
                  />
                </Box>
                <Box hiddenFrom="md">
                  <AppointmentCards
                    appointments={appointments.appointments}
                    timeZone={timeZone}
                    busyId={busyId}
                    {...handlers}
                  />
                </Box>
              </>
            )}
            {results && results.total > results.pageSize && (
              <Pagination
                total={Math.ceil(results.total / results.pageSize)}
                value={results.page}
                onChange={results.onPage}
                {...paginationLabels}
              />
            )}
          </>
        )}
        {counts}
        {calendarFeed}
      </Stack>
    </Container>
  );
}
