import { useLocale } from "#client/lib/i18n.ts";
import { Button, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { describeWeeklyHours } from "#server/shared/hours-text.ts";
import { HOURS_LIMITS, type HoursView, type UpdateHoursInput } from "#server/shared/opening-hours.schema.ts";
import { formatZoneName } from "#client/lib/business-time.ts";
import { useHoursT } from "./hours-messages";
import { hoursFormValues, hoursInputOf, weeklyOf, type HoursFormValues } from "./hours-form";
import { WeeklyHoursFields } from "./WeeklyHoursFields";

type OpeningHoursFormProps = {
  hours: HoursView;
  timeZone: string;
  /** Resolves true once saved. */
  onSave: (input: UpdateHoursInput) => Promise<boolean>;
  saving: boolean;
};

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
  const preview = hoursInputOf(form.values).ok ? describeWeeklyHours(weeklyOf(form.values.days), locale) : null;

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
          <WeeklyHoursFields form={form} weekOf="office" />
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
