import { Button, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { LIMITS } from "#server/shared/limits.ts";
import type { CreateBlockedTimeInput } from "#server/shared/blocked-time.schema.ts";
import type { AppointmentPreparer } from "#server/shared/appointment.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useSpecT } from "#client/components/common-messages.ts";
import { formatZoneName } from "#client/lib/business-time.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useHoursT } from "./hours-messages";
import { blockedTimeProblem, type BlockedTimeValues } from "./blocked-time-check";

export type BlockedTimeFormProps = {
  timeZone: string;
  /** Resolves true once saved; the fields are then cleared. */
  onSubmit: (input: CreateBlockedTimeInput) => Promise<boolean>;
  submitting: boolean;
  /**
   * In an office with two or more preparers, a period can be one preparer's time off instead of the
   * whole office's (decision 0233); otherwise the form looks as it always has.
   */
  preparers?: readonly NonNullable<AppointmentPreparer>[] | null;
};

/** The "who" choice's value for the whole office. */
const OFFICE = "office";
type FormValues = BlockedTimeValues & { who: string };
const EMPTY: FormValues = { start: "", end: "", reason: "", who: OFFICE };

/**
 * The datetime-local values go to the server as typed ("YYYY-MM-DDTHH:mm"), which reads
 * them in the business's zone: the note says which zone that is, whatever the browser's.
 */
export function BlockedTimeForm({ timeZone, onSubmit, submitting, preparers }: BlockedTimeFormProps) {
  const t = useHoursT();
  const spec = useSpecT();
  const form = useForm<FormValues>({ initialValues: EMPTY });
  const team = preparers && preparers.length >= 2 ? preparers : null;
  const validation = useTimedMessage();
  // The fields' bindings, named here rather than in the markup (which holds only texts to read).
  const field = {
    start: form.getInputProps("start"),
    end: form.getInputProps("end"),
    reason: form.getInputProps("reason"),
    who: form.getInputProps("who"),
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="block-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const problem = blockedTimeProblem(values, spec);
          if (problem) {
            validation.showError(problem);
            return;
          }
          validation.clear();
          const saved = await onSubmit({
            start_time: values.start,
            end_time: values.end,
            reason: values.reason.trim() || null,
            ...(team && values.who !== OFFICE && { preparer_id: Number(values.who) }),
          });
          if (saved) form.reset();
        })}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="block-heading">
              {t("blockForm.heading")}
            </Title>
            <Text size="sm">{t("blockForm.intro", { zone: formatZoneName(timeZone) })}</Text>
          </Stack>
          <ActionMessage message={validation.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={spec("blockedTimes.startLabel")}
              withAsterisk
              {...field.start}
            />
            <TextInput
              type="datetime-local"
              label={spec("blockedTimes.endLabel")}
              withAsterisk
              {...field.end}
            />
          </SimpleGrid>
          {team && (
            <Select
              label={t("blockForm.who")}
              description={t("blockForm.whoHint")}
              data={[{ value: OFFICE, label: t("blockForm.wholeOffice") }, ...team.map((preparer) => ({ value: String(preparer.id), label: preparer.name }))]}
              allowDeselect={false}
              maw={360}
              {...field.who}
            />
          )}
          <TextInput
            label={spec("blockedTimes.reasonLabel")}
            description={t("blockForm.reasonHint", { max: LIMITS.blockedReasonMaxLength })}
            maxLength={LIMITS.blockedReasonMaxLength}
            {...field.reason}
          />
          <Button type="submit" loading={submitting} w="fit-content">
            {t("blockForm.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
