import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { LIMITS } from "../../../server/shared/limits";
import { MESSAGES } from "../../../server/shared/messages";
import type { CreateBlockedTimeInput } from "../../../server/shared/blocked-time.schema";
import { ActionMessage } from "../../components/ActionMessage";
import { formatZoneName } from "../../lib/business-time";
import { useTimedMessage } from "../../lib/use-timed-message";
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
  const form = useForm<BlockedTimeValues>({ initialValues: EMPTY });
  const validation = useTimedMessage();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="block-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const problem = blockedTimeProblem(values);
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
              Block a time period
            </Title>
            <Text size="sm">
              No appointments can be booked in a blocked period. Times are {formatZoneName(timeZone)}.
            </Text>
          </Stack>
          <ActionMessage message={validation.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={MESSAGES.blockedTimes.startLabel}
              withAsterisk
              {...form.getInputProps("start")}
            />
            <TextInput
              type="datetime-local"
              label={MESSAGES.blockedTimes.endLabel}
              withAsterisk
              {...form.getInputProps("end")}
            />
          </SimpleGrid>
          <TextInput
            label={MESSAGES.blockedTimes.reasonLabel}
            description={`Optional, up to ${LIMITS.blockedReasonMaxLength} characters`}
            maxLength={LIMITS.blockedReasonMaxLength}
            {...form.getInputProps("reason")}
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: "flex-start" }}>
            Add Blocked Time
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
