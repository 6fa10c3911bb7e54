import { Avatar, Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { PreparerCard } from "#server/shared/appointment.schema.ts";
import { useLanguageNames } from "../../lib/spoken-languages";
import classes from "./ServicePicker.module.css";
// Drawn by the server before Mantine's full stylesheet arrives (decision 0265): its components' own styles come with it.
import "@mantine/core/styles/Avatar.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import "@mantine/core/styles/RadioCard.layer.css";
import "@mantine/core/styles/RadioIndicator.layer.css";

/**
 * Who the client may choose: "First available" (null) or one of the office's preparers (decision
 * 0231), each with their photo, credentials and the languages they speak (decision 0238).
 */
export type PreparerChoice = {
  preparers: readonly PreparerCard[];
  value: number | null;
  onChange: (preparerId: number | null) => void;
};

const FIRST_AVAILABLE = "first-available";

type PreparerPickerProps = PreparerChoice & {
  /** Names the radio group. */
  label: ReactNode;
  firstAvailable: string;
  firstAvailableHint: string;
  /** "Speaks {languages}", in the page's language. */
  speaks: (languages: string) => string;
};

/**
 * "First available" and each preparer as radio cards, as the services are: one click or the arrow
 * keys choose. Shown only in an office with two or more preparers.
 */
export function PreparerPicker({ preparers, value, onChange, label, firstAvailable, firstAvailableHint, speaks }: PreparerPickerProps) {
  const languages = useLanguageNames();
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
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Radio.Indicator />
              {/* Decorative: the name is written beside it (hidden, so the initials do not join the choice's name). */}
              <Avatar src={preparer.photo} alt="" name={preparer.name} variant="filled" color="gray.7" size={44} radius="xl" aria-hidden />
              <Stack gap={0} miw={0}>
                <Text fw={600}>{preparer.name}</Text>
                {preparer.credentials && <Text size="sm">{preparer.credentials}</Text>}
                {preparer.languages.length > 0 && <Text size="sm">{speaks(languages.list(preparer.languages))}</Text>}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
