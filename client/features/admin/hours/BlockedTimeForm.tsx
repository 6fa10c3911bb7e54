import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { LIMITS } from "#server/shared/limits.ts";
import type { CreateBlockedTimeInput } from "#server/shared/blocked-time.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useSpecT } from "#client/components/common-messages.ts";
import { formatZoneName } from "#client/lib/business-time.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useHoursT } from "./hours-messages";
import { blockedTimeProblem, type BlockedTimeValues } from "./blocked-time-check";

type BlockedTimeFormProps = {
  timeZone: string;
  /** Resolves true once saved; the fields are then cleared. */
  onSubmit: (input: CreateBlockedTimeInput) => Promise<boolean>;
  submitting: boolean;
};

const EMPTY: BlockedTimeValues = { start: "", end: "", reason: "" };

/**
 * The datetime-local values go to the server as typed ("YYYY-MM-DDTHH:mm"), which reads
 * them in the business's zone: the note says which zone that is, whatever the browser's.
 */
export function BlockedTimeForm({ timeZone, onSubmit, submitting }: BlockedTimeFormProps) {
  const t = useHoursT();
  const spec = useSpecT();
  const form = useForm<BlockedTimeValues>({ initialValues: EMPTY });
  const validation = useTimedMessage();
  // The fields' bindings, named here rather than in the markup (which holds only texts to read).
  const field = {
    start: form.getInputProps("start"),
    end: form.getInputProps("end"),
    reason: form.getInputProps("reason"),
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
