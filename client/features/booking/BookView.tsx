import { Alert, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "wouter";
import type { OfficeService } from "#server/shared/office-service.schema.ts";
import { BusinessCalendar, type CalendarDays } from "../../components/BusinessCalendar";
import { SlotPicker, type SlotsState } from "../../components/SlotPicker";
import { useSpecT } from "../../components/common-messages";
import { formatDateKey, formatZoneName, type DateKey } from "../../lib/business-time";
import { useBookingT } from "./booking-messages";
import { ConfirmPanel, type BookingSession } from "./ConfirmPanel";
import { PreparerPicker, type PreparerChoice } from "./PreparerPicker";
import { ServicePicker } from "./ServicePicker";

export type BookViewProps = {
  session: BookingSession;
  /** The business's zone and today's date there; null until `site.settings` answers. */
  businessClock: { timeZone: string; today: DateKey } | null;
  /** The services clients can book, in the office's order. */
  services: readonly OfficeService[];
  service: string | null;
  onServiceChange: (service: string) => void;
  /** Whom to see, in an office with two or more preparers; null (no choice shown) otherwise. */
  preparerChoice: PreparerChoice | null;
  date: DateKey | null;
  onDateChange: (date: DateKey) => void;
  /** The booking horizon's last day and, once loaded, each day's free slots (days without are greyed out). */
  calendarDays?: CalendarDays;
  slots: SlotsState;
  slot: string | null;
  onSlotChange: (slot: string) => void;
  loginHref: string;
  submitting: boolean;
  /** Called only once service, date and time are all chosen. */
  onSubmit: () => void;
};

/** The first day after `date` with a free slot, when the calendar's counts know one. */
function nextDayWithOpenings(freeSlots: ReadonlyMap<DateKey, number>, date: DateKey): DateKey | null {
  return [...freeSlots.entries()].filter(([day, count]) => day > date && count > 0).map(([day]) => day).sort()[0] ?? null;
}

/** /book: service, then date, then time, then confirm (docs/product.md §2.5). */
export function BookView(props: BookViewProps) {
  const t = useBookingT();
  const spec = useSpecT();
  const { session, businessClock, service, date, slots, slot, loginHref } = props;
  // The missing-choice message shows after a submit attempt, until the choice is complete.
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  const complete = Boolean(service && date && slot);
  const freeSlots = props.calendarDays?.freeSlots;
  const noOpenings = freeSlots ? [...freeSlots.values()].every((count) => count === 0) : false;
  const nextOpening = date && freeSlots ? nextDayWithOpenings(freeSlots, date) : null;

  function submit() {
    if (!complete) {
      setTriedIncomplete(true);
      return;
    }
    setTriedIncomplete(false);
    props.onSubmit();
  }

  return (
    <Container py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t("title")}</Title>
          <Text>
            {businessClock ? t("introWithZone", { zone: formatZoneName(businessClock.timeZone) }) : t("intro")}
          </Text>
        </Stack>

        {session === "signed-out" && (
          <Alert color="brand" variant="light">
            <Group justify="space-between" gap="sm">
              <Text>{spec("booking.loginRequired")}</Text>
              <Button component={Link} href={loginHref} size="xs">
                {t("logIn")}
              </Button>
            </Group>
          </Alert>
        )}

        <ServicePicker
          services={props.services}
          value={service}
          onChange={props.onServiceChange}
          label={<Title order={2} size="h3">{t("step.service")}</Title>}
        />

        {service && props.preparerChoice && (
          <PreparerPicker
            {...props.preparerChoice}
            label={<Title order={2} size="h3">{t("preparer.label")}</Title>}
            firstAvailable={t("preparer.firstAvailable")}
            firstAvailableHint={t("preparer.firstAvailableHint")}
            speaks={(languages) => t("preparer.speaks", { languages })}
          />
        )}

        {!service && (
          <Alert color="brand" variant="light">
            {spec("booking.selectServiceFirst")}
          </Alert>
        )}
        {service && !businessClock && <Skeleton height={320} radius="md" />}
        {service && businessClock && (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <Stack component="section" aria-labelledby="date-step" gap="sm">
                <Title order={2} size="h3" id="date-step">
                  {t("step.date")}
                </Title>
                <Paper withBorder p="sm" radius="md" w="fit-content" maw="100%">
                  {date === null && props.calendarDays ? (
                    // The first day with openings is still being found: the calendar opens on its month.
                    <Skeleton height={300} width={280} radius="md" />
                  ) : (
                    <BusinessCalendar
                      value={date}
                      onChange={props.onDateChange}
                      today={businessClock.today}
                      lastDate={props.calendarDays?.lastDate}
                      freeSlots={props.calendarDays?.freeSlots ?? undefined}
                    />
                  )}
                </Paper>
                {noOpenings && (
                  <Alert color="gray" variant="light">
                    {t("noOpeningsAhead", { date: formatDateKey(props.calendarDays?.lastDate as DateKey) })}
                  </Alert>
                )}
              </Stack>
              <Stack component="section" aria-labelledby="time-step" gap="sm">
                <Title order={2} size="h3" id="time-step">
                  {t("step.time")}
                </Title>
                {date && <Text>{formatDateKey(date)}</Text>}
                <SlotPicker
                  slots={slots}
                  value={slot}
                  onChange={props.onSlotChange}
                  timeZone={businessClock.timeZone}
                  label={t("availableTimes")}
                  emptyAction={
                    nextOpening ? (
                      <Button variant="default" onClick={() => props.onDateChange(nextOpening)}>
                        {t("noSlots.next", { date: formatDateKey(nextOpening) })}
                      </Button>
                    ) : (
                      <Text size="sm">{t("noSlots.hint")}</Text>
                    )
                  }
                />
              </Stack>
            </SimpleGrid>
            <ConfirmPanel
              service={service}
              date={date}
              slot={slot}
              timeZone={businessClock.timeZone}
              session={session}
              loginHref={loginHref}
              submitting={props.submitting}
              error={triedIncomplete && !complete ? spec("booking.selectionRequired") : null}
              onSubmit={submit}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
