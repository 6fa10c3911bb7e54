import { Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { WEEKDAYS_MONDAY_FIRST, type Weekday } from "#server/shared/opening-hours.schema.ts";
import { useHoursT, type HoursT } from "./hours-messages";
import { withBreak, withoutBreak, type DayValues } from "./hours-form";
import utilities from "#client/design/utilities.module.css";

/**
 * Whose week the fields edit, which decides their words: the office's opening hours ("Open on
 * Monday", "Monday opens") or a preparer's working hours ("Works on Monday", "Monday starts"), so
 * both forms can share /admin/availability without two fields of one name.
 */
export type WeekOf = "office" | "preparer";

type RangePart = "" | "Morning" | "Afternoon";

const WORDS = {
  office: {
    on: (t: HoursT, day: Weekday) => t(`hours.openOn.${day}`),
    off: (t: HoursT) => t("closed"),
    opens: (t: HoursT, part: RangePart, day: string) => t(`hours.opens${part}`, { day }),
    closes: (t: HoursT, part: RangePart, day: string) => t(`hours.closes${part}`, { day }),
    list: (t: HoursT) => t("hours.weekly"),
  },
  preparer: {
    on: (t: HoursT, day: Weekday) => t(`preparerHours.worksOn.${day}`),
    off: (t: HoursT) => t("preparerHours.off"),
    opens: (t: HoursT, part: RangePart, day: string) => t(`preparerHours.starts${part}`, { day }),
    closes: (t: HoursT, part: RangePart, day: string) => t(`preparerHours.ends${part}`, { day }),
    list: (t: HoursT) => t("preparerHours.weekly"),
  },
} as const;

/** The time inputs' words: a day's one range, or its morning and its afternoon. */
const partOf = (count: number, index: number): RangePart => (count < 2 ? "" : index === 0 ? "Morning" : "Afternoon");

/** Mantine binds a checkbox by `checked`. */
const CHECKBOX = { type: "checkbox" } as const;

type WeeklyHoursFieldsProps<Values extends { days: Record<Weekday, DayValues> }> = {
  form: UseFormReturnType<Values>;
  weekOf: WeekOf;
};

/** Each weekday, Monday first: on or off, with one range or two (a break between them). */
export function WeeklyHoursFields<Values extends { days: Record<Weekday, DayValues> }>({ form, weekOf }: WeeklyHoursFieldsProps<Values>) {
  const t = useHoursT();
  const words = WORDS[weekOf];
  return (
    <Stack component="ul" gap={0} aria-label={words.list(t)}>
      {WEEKDAYS_MONDAY_FIRST.map((day) => {
        const values = form.values.days[day];
        const label = t(`weekday.${day}`);
        return (
          <Group key={day} component="li" gap="md" py="sm" align="center" className={utilities.ruleAbove}>
            <Checkbox w={170} label={words.on(t, day)} {...form.getInputProps(`days.${day}.open`, CHECKBOX)} />
            {values.open ? (
              <Stack gap="xs">
                {values.ranges.map((_, index) => {
                  const part = partOf(values.ranges.length, index);
                  return (
                    <Group key={index} gap="xs" align="flex-start">
                      <TextInput
                        type="time"
                        label={words.opens(t, part, label)}
                        size="sm"
                        {...form.getInputProps(`days.${day}.ranges.${index}.opens`)}
                      />
                      <TextInput
                        type="time"
                        label={words.closes(t, part, label)}
                        size="sm"
                        {...form.getInputProps(`days.${day}.ranges.${index}.closes`)}
                      />
                    </Group>
                  );
                })}
              </Stack>
            ) : (
              <Text size="sm">{words.off(t)}</Text>
            )}
            {values.open && (
              <Button
                variant="subtle"
                size="compact-sm"
                ml={{ sm: "auto" }}
                onClick={() =>
                  form.setFieldValue(
                    `days.${day}.ranges`,
                    // Mantine's path types cannot follow a generic form's values; the path is the day's ranges.
                    (values.ranges.length > 1 ? withoutBreak(values.ranges) : withBreak(values.ranges)) as never,
                  )
                }
              >
                {t(values.ranges.length > 1 ? "hours.removeBreak" : "hours.addBreak", { day: label })}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
