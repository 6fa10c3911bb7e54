import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useSpecT } from "#client/components/common-messages.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { BusinessCalendar, type CalendarDays } from "#client/components/BusinessCalendar.tsx";
import { SlotPicker, type SlotsState } from "#client/components/SlotPicker.tsx";
import { formatDateKey, formatFullDate, formatTime, sameInstant, type DateKey } from "#client/lib/business-time.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useAppointmentsT } from "./appointments-messages";

export type RescheduleModalProps = {
  /** The appointment being moved; the modal is open while it is set. */
  appointment: AdminAppointment | null;
  timeZone: string;
  today: DateKey;
  date: DateKey | null;
  onDateChange: (date: DateKey) => void;
  /** The booking horizon's last day and, once loaded, each day's free slots (days without are greyed out). */
  calendarDays?: CalendarDays;
  /** The chosen date's free slots, as the availability API returns them. */
  slots: SlotsState;
  slot: string | null;
  onSlotChange: (slot: string) => void;
  submitting: boolean;
  /** Why the last attempt failed (e.g. the slot was taken meanwhile). */
  message: TimedMessage | null;
  /** Called only with a slot chosen. */
  onSubmit: () => void;
  onClose: () => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={700} size="sm">
        {label}:
      </Text>{" "}
      {value}
    </Text>
  );
}

/** The appointment's own time is never offered as its new time (docs/product.md §2.6). */
function withoutCurrentTime(slots: SlotsState, current: string): SlotsState {
  if (slots.status !== "ready") return slots;
  return { status: "ready", slots: slots.slots.filter((slot) => !sameInstant(slot, current)) };
}

export function RescheduleModal(props: RescheduleModalProps) {
  const t = useAppointmentsT();
  const spec = useSpecT();
  const serviceName = useServiceName();
  const { appointment, timeZone, today, date, slot, submitting, message, onClose } = props;
  const [triedWithoutSlot, setTriedWithoutSlot] = useState(false);

  function close() {
    setTriedWithoutSlot(false);
    onClose();
  }

  function submit() {
    if (!slot) {
      setTriedWithoutSlot(true);
      return;
    }
    setTriedWithoutSlot(false);
    props.onSubmit();
  }

  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title={t("reschedule.title")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      {appointment && (
        <Stack gap="md">
          <Stack gap={2}>
            <Fact label={t("field.client")} value={appointment.client_name} />
            <Fact label={t("field.service")} value={serviceName(appointment.service)} />
            <Fact
              label={t("reschedule.currentTime")}
              value={`${formatFullDate(appointment.appointment_time, timeZone)}, ${formatTime(appointment.appointment_time, timeZone)}`}
            />
          </Stack>
          <ActionMessage message={message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <Text fw={700}>{t("reschedule.newDate")}</Text>
              <BusinessCalendar
                value={date}
                onChange={props.onDateChange}
                today={today}
                disableSundays
                lastDate={props.calendarDays?.lastDate}
                freeSlots={props.calendarDays?.freeSlots ?? undefined}
              />
            </Stack>
            <Stack gap="xs">
              <Text fw={700}>{date ? t("reschedule.newTimeOn", { date: formatDateKey(date) }) : t("reschedule.newTime")}</Text>
              <SlotPicker
                slots={withoutCurrentTime(props.slots, appointment.appointment_time)}
                value={slot}
                onChange={(next) => {
                  setTriedWithoutSlot(false);
                  props.onSlotChange(next);
                }}
                timeZone={timeZone}
                label={t("reschedule.availableTimes")}
              />
            </Stack>
          </SimpleGrid>
          {triedWithoutSlot && !slot && (
            <Alert color="red" variant="light" role="alert">
              {spec("admin.selectNewSlot")}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("close")}
            </Button>
            <Button onClick={submit} loading={submitting}>
              {spec("admin.rescheduleAction")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
