import { Button, Checkbox, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { describeWeeklyHours } from "#server/shared/hours-text.ts";
import type { PreparerHours, WeeklyHours } from "#server/shared/opening-hours.schema.ts";
import { formatZoneName } from "#client/lib/business-time.ts";
import { useLocale } from "#client/lib/i18n.ts";
import { useHoursT } from "./hours-messages";
import { preparerHoursFormValues, preparerHoursInputOf, weeklyOf, type PreparerHoursFormValues } from "./hours-form";
import { WeeklyHoursFields } from "./WeeklyHoursFields";

type PreparerHoursFormProps = {
  /** Every preparer with their own hours (null: whenever the office is open). */
  preparers: readonly PreparerHours[];
  /** The office's week, which a preparer's hours start from and stay inside. */
  officeWeekly: WeeklyHours;
  timeZone: string;
  /** Resolves true once saved. */
  onSave: (preparerId: number, weekly: WeeklyHours | null) => Promise<boolean>;
  saving: boolean;
};

/** The "works whenever the office is open" tick binds by `checked`. */
const CHECKBOX = { type: "checkbox" } as const;

/**
 * One preparer's working hours at a time (decision 0233): whenever the office is open, or days and
 * times of their own inside the office's. Slots outside them are not offered with that preparer.
 */
export function PreparerHoursForm({ preparers, officeWeekly, timeZone, onSave, saving }: PreparerHoursFormProps) {
  const t = useHoursT();
  const locale = useLocale();
  const [chosenId, setChosenId] = useState(preparers[0]?.preparer.id ?? 0);
  const chosen = preparers.find((entry) => entry.preparer.id === chosenId) ?? preparers[0];
  const form = useForm<PreparerHoursFormValues>({ initialValues: preparerHoursFormValues(chosen?.weekly ?? null, officeWeekly) });

  // Another preparer, or hours saved (here or elsewhere): the form starts from what is stored.
  const stored = JSON.stringify([chosen?.preparer.id, chosen?.weekly, officeWeekly]);
  useEffect(() => {
    form.setValues(preparerHoursFormValues(chosen?.weekly ?? null, officeWeekly));
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored hours or the preparer change
  }, [stored]);

  if (!chosen) return null;
  const name = chosen.preparer.name;
  const sameAsOffice = form.values.sameAsOffice;
  const preview = !sameAsOffice && preparerHoursInputOf(form.values).ok ? describeWeeklyHours(weeklyOf(form.values.days), locale) : null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="preparer-hours-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const result = preparerHoursInputOf(values);
          if (!result.ok) {
            form.setErrors(result.errors);
            return;
          }
          await onSave(chosen.preparer.id, result.weekly);
        })}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="preparer-hours-heading">
              {t("preparerHours.heading")}
            </Title>
            <Text size="sm">{t("preparerHours.intro", { zone: formatZoneName(timeZone) })}</Text>
          </Stack>
          <Select
            label={t("preparerHours.preparer")}
            data={preparers.map((entry) => ({ value: String(entry.preparer.id), label: entry.preparer.name }))}
            value={String(chosen.preparer.id)}
            onChange={(value) => value && setChosenId(Number(value))}
            allowDeselect={false}
            maw={360}
          />
          <Checkbox label={t("preparerHours.sameAsOffice")} {...form.getInputProps("sameAsOffice", CHECKBOX)} />
          {!sameAsOffice && <WeeklyHoursFields form={form} weekOf="preparer" />}
          {preview && (
            <Text size="sm" aria-live="polite">
              <Text span fw={700} size="sm">
                {t("preparerHours.preview", { name })}
              </Text>{" "}
              {preview}
            </Text>
          )}
          <Button type="submit" loading={saving} w="fit-content">
            {t("preparerHours.save")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
