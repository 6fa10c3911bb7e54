import { Group, Radio, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./ServicePicker.module.css";

/** Who the client may choose: "First available" (null) or one of the office's preparers (decision 0231). */
export type PreparerChoice = {
  preparers: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (preparerId: number | null) => void;
};

const FIRST_AVAILABLE = "first-available";

type PreparerPickerProps = PreparerChoice & {
  /** Names the radio group. */
  label: ReactNode;
  firstAvailable: string;
  firstAvailableHint: string;
};

/**
 * "First available" and each preparer as radio cards, as the services are: one click or the arrow
 * keys choose. Shown only in an office with two or more preparers.
 */
export function PreparerPicker({ preparers, value, onChange, label, firstAvailable, firstAvailableHint }: PreparerPickerProps) {
  return (
    <Radio.Group
      value={value === null ? FIRST_AVAILABLE : String(value)}
      onChange={(next) => onChange(next === FIRST_AVAILABLE ? null : Number(next))}
      label={label}
      labelProps={{ mb: "sm" }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Radio.Card value={FIRST_AVAILABLE} p="md" radius="md" className={classes.card}>
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <Radio.Indicator />
            <div>
              <Text fw={600}>{firstAvailable}</Text>
              {/* Default colour: the chosen card's tint leaves dimmed text short of AA contrast. */}
              <Text size="sm">{firstAvailableHint}</Text>
            </div>
          </Group>
        </Radio.Card>
        {preparers.map((preparer) => (
          <Radio.Card key={preparer.id} value={String(preparer.id)} p="md" radius="md" className={classes.card}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text fw={600}>{preparer.name}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
