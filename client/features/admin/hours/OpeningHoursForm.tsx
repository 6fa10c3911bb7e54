import { useLocale } from "#client/lib/i18n.ts";
import { Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { describeWeeklyHours } from "#server/shared/hours-text.ts";
import {
  HOURS_LIMITS,
  WEEKDAYS,
  WEEKDAYS_MONDAY_FIRST,
  type HoursView,
  type UpdateHoursInput,
  type WeeklyHours,
} from "#server/shared/opening-hours.schema.ts";
import { formatZoneName } from "#client/lib/business-time.ts";
import { useHoursT } from "./hours-messages";
import { hoursFormValues, hoursInputOf, withBreak, withoutBreak, type HoursFormValues } from "./hours-form";
import utilities from "#client/design/utilities.module.css";

type OpeningHoursFormProps = {
  hours: HoursView;
  timeZone: string;
  /** Resolves true once saved. */
  onSave: (input: UpdateHoursInput) => Promise<boolean>;
  saving: boolean;
};

/** The time inputs' labels: a day's one range, or its morning and its afternoon. */
function rangeLabels(count: number, index: number) {
  if (count < 2) return { opens: "hours.opens", closes: "hours.closes" } as const;
  return index === 0
    ? ({ opens: "hours.opensMorning", closes: "hours.closesMorning" } as const)
    : ({ opens: "hours.opensAfternoon", closes: "hours.closesAfternoon" } as const);
}

/** Mantine binds a checkbox by `checked`. */
const CHECKBOX = { type: "checkbox" } as const;

const weeklyOf = (values: HoursFormValues) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, values.days[day].open ? values.days[day].ranges : []])) as WeeklyHours;

/**
 * The weekly hours and the booking horizon: each weekday closed or open, with one range
 * or two (a lunch break). What clients will read is previewed as the owner types.
 */
export function OpeningHoursForm({ hours, timeZone, onSave, saving }: OpeningHoursFormProps) {
  const t = useHoursT();
  const locale = useLocale();
  const form = useForm<HoursFormValues>({ initialValues: hoursFormValues(hours.weekly, hours.horizon_days) });

  // A save (here or elsewhere) brings new hours: the form starts from them.
  const saved = JSON.stringify([hours.weekly, hours.horizon_days]);
  useEffect(() => {
    form.setValues(hoursFormValues(hours.weekly, hours.horizon_days));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved hours change
  }, [saved]);

  const horizonDays = form.getInputProps("horizonDays");
  const preview = hoursInputOf(form.values).ok ? describeWeeklyHours(weeklyOf(form.values), locale) : null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="hours-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const result = hoursInputOf(values);
          if (!result.ok) {
            form.setErrors(result.errors);
            return;
          }
          await onSave(result.input);
        })}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="hours-heading">
              {t("hours.heading")}
            </Title>
            <Text size="sm">{t("hours.intro", { minutes: hours.slot_minutes, zone: formatZoneName(timeZone) })}</Text>
          </Stack>
          <Stack component="ul" gap={0} aria-label={t("hours.weekly")}>
            {WEEKDAYS_MONDAY_FIRST.map((day) => {
              const values = form.values.days[day];
              const label = t(`weekday.${day}`);
              return (
                <Group
                  key={day}
                  component="li"
                  gap="md"
                  py="sm"
                  align="center"
                  className={utilities.ruleAbove}
                >
                  <Checkbox
                    w={170}
                    label={t(`hours.openOn.${day}`)}
                    {...form.getInputProps(`days.${day}.open`, CHECKBOX)}
                  />
                  {values.open ? (
                    <Stack gap="xs">
                      {values.ranges.map((_, index) => {
                        const labels = rangeLabels(values.ranges.length, index);
                        return (
                          <Group key={index} gap="xs" align="flex-start">
                            <TextInput
                              type="time"
                              label={t(labels.opens, { day: label })}
                              size="sm"
                              {...form.getInputProps(`days.${day}.ranges.${index}.opens`)}
                            />
                            <TextInput
                              type="time"
                              label={t(labels.closes, { day: label })}
                              size="sm"
                              {...form.getInputProps(`days.${day}.ranges.${index}.closes`)}
                            />
                          </Group>
                        );
                      })}
                    </Stack>
                  ) : (
                    <Text size="sm">{t("closed")}</Text>
                  )}
                  {values.open && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      ml={{ sm: "auto" }}
                      onClick={() =>
                        form.setFieldValue(
                          `days.${day}.ranges`,
                          values.ranges.length > 1 ? withoutBreak(values.ranges) : withBreak(values.ranges),
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
          <NumberInput
            label={t("hours.horizon")}
            description={t("hours.horizonHint")}
            min={HOURS_LIMITS.minHorizonDays}
            max={HOURS_LIMITS.maxHorizonDays}
            allowDecimal={false}
            w={260}
            {...horizonDays}
          />
          {preview && (
            <Text size="sm" aria-live="polite">
              <Text span fw={700} size="sm">
                {t("hours.preview")}
              </Text>{" "}
              {preview}
            </Text>
          )}
          <Button type="submit" loading={saving} w="fit-content">
            {t("hours.save")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
