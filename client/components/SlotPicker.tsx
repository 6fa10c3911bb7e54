import { Alert, Box, Button, Group, Loader, Text } from "@mantine/core";
import { IconClockOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EmptyState } from "./EmptyState";
import { useCommonT, useSpecT } from "./common-messages";
import { formatTime } from "../lib/business-time";
import classes from "./SlotPicker.module.css";

/** Where a date's free slots stand: still coming, failed, or here. */
export type SlotsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; slots: readonly string[] };

type SlotPickerProps = {
  slots: SlotsState;
  /** The chosen slot (an ISO instant), or null. */
  value: string | null;
  onChange: (slot: string) => void;
  timeZone: string;
  /** Names the group of time buttons for assistive technology. */
  label: string;
  /** What to do when the day has no free slot: another day to try, or a hint. */
  emptyAction?: ReactNode;
};

/**
 * A grid of a day's free slots as 'h:mm AM/PM' buttons in business time.
 * `aria-pressed` marks the chosen one, so the choice is announced, not only coloured.
 */
export function SlotPicker({ slots, value, onChange, timeZone, label, emptyAction }: SlotPickerProps) {
  const t = useCommonT();
  const spec = useSpecT();
  if (slots.status === "loading") {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t("loadingTimes")}</Text>
      </Group>
    );
  }
  if (slots.status === "error") {
    return (
      <Alert color="red" variant="light">
        {spec("booking.availabilityFailed")}
      </Alert>
    );
  }
  if (slots.slots.length === 0) {
    return <EmptyState size="sm" role="status" icon={IconClockOff} message={spec("booking.noSlots")} action={emptyAction} />;
  }
  return (
    // Columns follow the space the grid has (a page column or a modal), not the viewport.
    <Box role="group" aria-label={label} className={classes.grid}>
      {slots.slots.map((slot) => {
        const selected = slot === value;
        return (
          <Button
            key={slot}
            variant={selected ? "filled" : "default"}
            aria-pressed={selected}
            onClick={() => onChange(slot)}
            px="xs"
          >
            {formatTime(slot, timeZone)}
          </Button>
        );
      })}
    </Box>
  );
}
