import { Alert, Button, Checkbox, Fieldset, NumberInput, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { OFFICE_SETTING_LIMITS, officeSettingsBody, type OfficeSettingsBody, type OfficeSettingsView } from "#server/shared/office-settings.schema.ts";
import { durationText } from "#client/components/service-duration.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import { useLocale } from "#client/lib/i18n.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { OfficeNotice } from "../common/OfficeNotice";
import { useBusinessT } from "./business-messages";

export type OfficeSettingsState = LoadState<{ settings: OfficeSettingsView }>;

export type OfficeSettingsSectionProps = {
  settings: OfficeSettingsState;
  saving: boolean;
  /** The last save's outcome, shown above the section's button; clears itself after 4 seconds. */
  message: TimedMessage | null;
  onSave: (settings: OfficeSettingsBody) => void;
  /** Where the owner replaces the sample reviews while any is shown (decision 0243); null: none is. */
  sampleReviewsHref: string | null;
};

/** The reminder's usual lead times, in minutes: an hour to three days. */
const REMINDER_CHOICES = [60, 120, 180, 360, 720, 1440, 2880, 4320];

/** The usual idle limits for staff, in minutes: five minutes to four hours. */
const IDLE_CHOICES = [5, 10, 15, 30, 60, 120, 240];

type Values = {
  cancel_cutoff_hours: number | string;
  max_open_requests: number | string;
  reminder_minutes_before: string;
  reviews_shown: boolean;
  staff_idle_minutes: string;
};

const bodyOf = (values: Values): OfficeSettingsBody => ({
  cancel_cutoff_hours: values.cancel_cutoff_hours === "" ? Number.NaN : Number(values.cancel_cutoff_hours),
  max_open_requests: values.max_open_requests === "" ? Number.NaN : Number(values.max_open_requests),
  reminder_minutes_before: Number(values.reminder_minutes_before),
  reviews_shown: values.reviews_shown,
  staff_idle_minutes: Number(values.staff_idle_minutes),
});

/**
 * The office's rules on the business page (decision 0242): the cancel cutoff, how many upcoming
 * appointments a client may hold, the reminder's lead time, whether the home page shows its sample
 * reviews (with why that matters while they show), and who the emails are from (decision 0241),
 * with a warning while that is still the example address.
 */
export function OfficeSettingsSection({ settings, saving, message, onSave, sampleReviewsHref }: OfficeSettingsSectionProps) {
  const t = useBusinessT();
  return (
    <Stack component="section" gap="md" aria-labelledby="office-settings-heading">
      <div>
        <Title order={2} size="h3" id="office-settings-heading">
          {t("settings.title")}
        </Title>
        <Text mt={4}>{t("settings.intro")}</Text>
      </div>
      {settings.status === "loading" && (
        <Stack gap="sm" aria-busy="true">
          <Text>{t("settings.loading")}</Text>
          <Skeleton height={160} radius="md" />
        </Stack>
      )}
      {settings.status === "error" && (
        <Alert color="red" variant="light">
          {settings.message}
        </Alert>
      )}
      {settings.status === "ready" && (
        <SettingsForm
          key={JSON.stringify(settings.settings)}
          view={settings.settings}
          saving={saving}
          message={message}
          onSave={onSave}
          sampleReviewsHref={sampleReviewsHref}
        />
      )}
    </Stack>
  );
}

function SettingsForm({ view, saving, message, onSave, sampleReviewsHref }: { view: OfficeSettingsView } & Omit<OfficeSettingsSectionProps, "settings">) {
  const t = useBusinessT();
  const locale = useLocale();
  const form = useForm<Values>({
    initialValues: {
      cancel_cutoff_hours: view.cancel_cutoff_hours,
      max_open_requests: view.max_open_requests,
      reminder_minutes_before: String(view.reminder_minutes_before),
      reviews_shown: view.reviews_shown,
      staff_idle_minutes: String(view.staff_idle_minutes),
    },
    validate: (values) => zodFieldErrors(officeSettingsBody, bodyOf(values)),
  });
  // The environment may have set a lead time that is not one of the usual ones: it stays a choice.
  const reminderChoices = [...new Set([...REMINDER_CHOICES, view.reminder_minutes_before])].sort((a, b) => a - b);
  const idleChoices = [...new Set([...IDLE_CHOICES, view.staff_idle_minutes])].sort((a, b) => a - b);
  const sender = view.email_sender;
  return (
    <Stack gap="md">
      <form noValidate onSubmit={form.onSubmit((values) => onSave(bodyOf(values)))}>
        <Stack gap="md">
          <NumberInput
            label={t("settings.cancelCutoff")}
            description={t("settings.cancelCutoffHint")}
            min={OFFICE_SETTING_LIMITS.cancelCutoffHours.min}
            max={OFFICE_SETTING_LIMITS.cancelCutoffHours.max}
            allowDecimal={false}
            required
            {...form.getInputProps("cancel_cutoff_hours")}
          />
          <NumberInput
            label={t("settings.maxOpen")}
            description={t("settings.maxOpenHint")}
            min={OFFICE_SETTING_LIMITS.maxOpenRequests.min}
            max={OFFICE_SETTING_LIMITS.maxOpenRequests.max}
            allowDecimal={false}
            required
            {...form.getInputProps("max_open_requests")}
          />
          <Select
            label={t("settings.reminder")}
            description={t("settings.reminderHint")}
            data={reminderChoices.map((minutes) => ({
              value: String(minutes),
              label: t("settings.reminderBefore", { time: durationText(minutes, locale, "day") }),
            }))}
            allowDeselect={false}
            {...form.getInputProps("reminder_minutes_before")}
          />
          <Select
            label={t("settings.staffIdle")}
            description={t("settings.staffIdleHint")}
            data={idleChoices.map((minutes) => ({ value: String(minutes), label: t("settings.staffIdleAfter", { time: durationText(minutes, locale, "hour") }) }))}
            allowDeselect={false}
            {...form.getInputProps("staff_idle_minutes")}
          />
          <Checkbox
            label={t("settings.reviewsShown")}
            description={t("settings.reviewsShownHint")}
            {...form.getInputProps("reviews_shown", { type: "checkbox" })}
          />
          {view.reviews_shown && sampleReviewsHref && (
            <OfficeNotice
              title={t("settings.sampleReviewsTitle")}
              text={t("settings.sampleReviews")}
              action={{ href: sampleReviewsHref, label: t("settings.sampleReviewsFix") }}
            />
          )}
          <ActionMessage message={message} />
          <Button type="submit" loading={saving} w="fit-content">
            {t("settings.save")}
          </Button>
        </Stack>
      </form>
      <Fieldset legend={t("settings.senderTitle")}>
        <Stack gap="xs">
          <Text>{t("settings.sender", { from: sender.from })}</Text>
          <Text size="sm">{t(sender.from_env ? "settings.senderFromEnv" : "settings.senderFromBusiness")}</Text>
          {sender.placeholder && <OfficeNotice title={t("settings.senderPlaceholderTitle")} text={t("settings.senderPlaceholder")} />}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
