import { Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { describeWeeklyHours } from "../../../server/shared/hours-text";
import {
  HOURS_LIMITS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  WEEKDAYS_MONDAY_FIRST,
  type HoursView,
  type UpdateHoursInput,
  type WeeklyHours,
} from "../../../server/shared/opening-hours.schema";
import { formatZoneName } from "../../lib/business-time";
import { hoursFormValues, hoursInputOf, withBreak, withoutBreak, type HoursFormValues } from "./hours-form";


type OpeningHoursFormProps = {
  hours: HoursView;
  timeZone: string;
  /** Resolves true once saved. */
  onSave: (input: UpdateHoursInput) => Promise<boolean>;
  saving: boolean;
};

const weeklyOf = (values: HoursFormValues) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, values.days[day].open ? values.days[day].ranges : []])) as WeeklyHours;

/**
 * The weekly hours and the booking horizon: each weekday closed or open, with one range
 * or two (a lunch break). What clients will read is previewed as the owner types.
 */
export function OpeningHoursForm({ hours, timeZone, onSave, saving }: OpeningHoursFormProps) {
  const form = useForm<HoursFormValues>({ initialValues: hoursFormValues(hours.weekly, hours.horizon_days) });

  // A save (here or elsewhere) brings new hours: the form starts from them.
  const saved = JSON.stringify([hours.weekly, hours.horizon_days]);
  useEffect(() => {
    form.setValues(hoursFormValues(hours.weekly, hours.horizon_days));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved hours change
  }, [saved]);

  const preview = hoursInputOf(form.values).ok ? describeWeeklyHours(weeklyOf(form.values)) : null;

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
              Opening hours
            </Title>
            <Text size="sm">
              Clients can book {hours.slot_minutes}-minute appointments inside these hours. Times are{" "}
              {formatZoneName(timeZone)}.
            </Text>
          </Stack>
          <Stack component="ul" gap={0} aria-label="Weekly hours" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {WEEKDAYS_MONDAY_FIRST.map((day) => {
              const values = form.values.days[day];
              const label = WEEKDAY_LABELS[day];
              return (
                <Group
                  key={day}
                  component="li"
                  gap="md"
                  py="sm"
                  align="center"
                  style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
                >
                  <Checkbox
                    w={170}
                    label={`Open on ${label}`}
                    {...form.getInputProps(`days.${day}.open`, { type: "checkbox" })}
                  />
                  {values.open ? (
                    <Stack gap="xs">
                      {values.ranges.map((_, index) => {
                        const which = values.ranges.length > 1 ? (index === 0 ? " (morning)" : " (afternoon)") : "";
                        return (
                          <Group key={index} gap="xs" align="flex-start">
                            <TextInput
                              type="time"
                              label={`${label} opens${which}`}
                              size="sm"
                              {...form.getInputProps(`days.${day}.ranges.${index}.opens`)}
                            />
                            <TextInput
                              type="time"
                              label={`${label} closes${which}`}
                              size="sm"
                              {...form.getInputProps(`days.${day}.ranges.${index}.closes`)}
                            />
                          </Group>
                        );
                      })}
                    </Stack>
                  ) : (
                    <Text size="sm">Closed</Text>
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
                      {values.ranges.length > 1 ? `Remove ${label} break` : `Add ${label} break`}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
          <NumberInput
            label="Booking horizon (days ahead)"
            description="Clients cannot book further ahead than this."
            min={HOURS_LIMITS.minHorizonDays}
            max={HOURS_LIMITS.maxHorizonDays}
            allowDecimal={false}
            w={260}
            {...form.getInputProps("horizonDays")}
          />
          {preview && (
            <Text size="sm" aria-live="polite">
              <Text span fw={700} size="sm">
                Clients will read:
              </Text>{" "}
              {preview}
            </Text>
          )}
          <Button type="submit" loading={saving} style={{ alignSelf: "flex-start" }}>
            Save hours
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
