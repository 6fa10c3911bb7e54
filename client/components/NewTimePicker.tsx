import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { BusinessCalendar, type CalendarDays } from "./BusinessCalendar";
import { SlotPicker, type SlotsState } from "./SlotPicker";
import { useCommonT } from "./common-messages";
import { formatDateKey, sameInstant, type DateKey } from "../lib/business-time";

export type NewTimePickerProps = {
  /** The appointment's current start: never offered as its new time (docs/product.md §2.6). */
  currentTime: string;
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
};

function withoutCurrentTime(slots: SlotsState, current: string): SlotsState {
  if (slots.status !== "ready") return slots;
  return { status: "ready", slots: slots.slots.filter((slot) => !sameInstant(slot, current)) };
}

/** A new day and a free time on it, side by side (stacked on phones): the office's reschedule and the client's own. */
export function NewTimePicker({ currentTime, timeZone, today, date, onDateChange, calendarDays, slots, slot, onSlotChange }: NewTimePickerProps) {
  const t = useCommonT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Stack gap="xs">
        <Text fw={700}>{t("newTime.date")}</Text>
        <BusinessCalendar
          value={date}
          onChange={onDateChange}
          today={today}
          disableSundays
          lastDate={calendarDays?.lastDate}
          freeSlots={calendarDays?.freeSlots ?? undefined}
        />
      </Stack>
      <Stack gap="xs">
        <Text fw={700}>{date ? t("newTime.timeOn", { date: formatDateKey(date) }) : t("newTime.time")}</Text>
        <SlotPicker
          slots={withoutCurrentTime(slots, currentTime)}
          value={slot}
          onChange={onSlotChange}
          timeZone={timeZone}
          label={t("newTime.available")}
        />
      </Stack>
    </SimpleGrid>
  );
}

export type NewTimeFormProps = NewTimePickerProps & {
  /** Said when the move is asked for with no time chosen (nothing is sent then). */
  missingText: string;
  keepLabel: string;
  confirmLabel: string;
  submitting: boolean;
  /** Called only with a time chosen. */
  onSubmit: () => void;
  onKeep: () => void;
};

/** The picker with its two buttons: keep the current time, or move to the chosen one. Rendered only while its dialog is open. */
export function NewTimeForm({ missingText, keepLabel, confirmLabel, submitting, onSubmit, onKeep, onSlotChange, ...picker }: NewTimeFormProps) {
  const [triedWithoutSlot, setTriedWithoutSlot] = useState(false);
  return (
    <>
      <NewTimePicker
        {...picker}
        onSlotChange={(next) => {
          setTriedWithoutSlot(false);
          onSlotChange(next);
        }}
      />
      {triedWithoutSlot && !picker.slot && (
        <Alert color="red" variant="light" role="alert">
          {missingText}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button loading={submitting} onClick={() => (picker.slot ? onSubmit() : setTriedWithoutSlot(true))}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
