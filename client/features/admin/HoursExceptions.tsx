import { Alert, Button, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { describeRanges } from "../../../server/shared/hours-text";
import {
  hoursExceptionInput,
  HOURS_LIMITS,
  type HolidaySuggestion,
  type HoursException,
  type HoursExceptionInput,
} from "../../../server/shared/opening-hours.schema";
import { ActionMessage } from "../../components/ActionMessage";
import { formatDateKey, type DateKey } from "../../lib/business-time";
import { useTimedMessage } from "../../lib/use-timed-message";

export type HolidaysState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; holidays: readonly HolidaySuggestion[] };

type HoursExceptionsProps = {
  exceptions: readonly HoursException[];
  holidays: HolidaysState;
  today: DateKey;
  /** Resolves true once saved. */
  onSave: (input: HoursExceptionInput) => Promise<boolean>;
  onRemove: (date: DateKey) => void;
  /** The date being saved or removed, whose buttons show it. */
  busyDate: DateKey | null;
};

type ExceptionValues = { date: string; kind: "closed" | "special"; opens: string; closes: string; note: string };
const EMPTY: ExceptionValues = { date: "", kind: "closed", opens: "09:00", closes: "20:00", note: "" };

/** "Closed" or "9:00 AM to 8:00 PM", and the note when there is one. */
export function describeException(exception: HoursException): string {
  const hours = describeRanges(exception.hours);
  return exception.note ? `${hours} (${exception.note})` : hours;
}

/**
 * Dated exceptions to the week: closures (holidays, a staff day) and special hours (tax-season
 * evenings), with the coming year's US federal holidays one click from being closures.
 */
export function HoursExceptions({ exceptions, holidays, today, onSave, onRemove, busyDate }: HoursExceptionsProps) {
  const form = useForm<ExceptionValues>({ initialValues: EMPTY });
  const validation = useTimedMessage();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="exceptions-heading">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="exceptions-heading">
            Closures and special hours
          </Title>
          <Text size="sm">A date here replaces that weekday&apos;s usual hours. Existing appointments stay booked.</Text>
        </Stack>

        <form
          noValidate
          aria-label="Add a closure or special hours"
          onSubmit={form.onSubmit(async (values) => {
            const parsed = hoursExceptionInput.safeParse({
              date: values.date,
              hours: values.kind === "closed" ? [] : [{ opens: values.opens, closes: values.closes }],
              note: values.note,
            });
            if (!parsed.success) {
              validation.showError(values.date ? (parsed.error.issues[0]?.message ?? "") : "Choose a date.");
              return;
            }
            validation.clear();
            if (await onSave(parsed.data)) form.reset();
          })}
        >
          <Stack gap="md">
            <ActionMessage message={validation.message} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput type="date" label="Date" withAsterisk min={today} {...form.getInputProps("date")} />
              <TextInput
                label="Note for clients"
                description={`Optional, such as "Thanksgiving Day"; up to ${HOURS_LIMITS.maxNoteLength} characters`}
                maxLength={HOURS_LIMITS.maxNoteLength}
                {...form.getInputProps("note")}
              />
            </SimpleGrid>
            <Radio.Group label="That day" {...form.getInputProps("kind")}>
              <Group gap="lg" mt={4}>
                <Radio value="closed" label="Closed all day" />
                <Radio value="special" label="Special hours" />
              </Group>
            </Radio.Group>
            {form.values.kind === "special" && (
              <Group gap="md" align="flex-start">
                <TextInput type="time" label="Opens" {...form.getInputProps("opens")} />
                <TextInput type="time" label="Closes" {...form.getInputProps("closes")} />
              </Group>
            )}
            <Button type="submit" loading={busyDate !== null && busyDate === form.values.date} style={{ alignSelf: "flex-start" }}>
              Add date
            </Button>
          </Stack>
        </form>

        <Stack gap="xs" component="section" aria-labelledby="upcoming-exceptions-heading">
          <Title order={3} size="h4" id="upcoming-exceptions-heading">
            Coming dates
          </Title>
          {exceptions.length === 0 ? (
            <Text size="sm">No closures or special hours ahead: the weekly hours apply every day.</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {exceptions.map((exception) => (
                <Group key={exception.date} component="li" justify="space-between" gap="xs">
                  <Text size="sm">
                    <Text span fw={700} size="sm">
                      {formatDateKey(exception.date)}:
                    </Text>{" "}
                    {describeException(exception)}
                  </Text>
                  <Button
                    variant="default"
                    size="compact-sm"
                    loading={busyDate === exception.date}
                    aria-label={`Remove ${formatDateKey(exception.date)}`}
                    onClick={() => onRemove(exception.date)}
                  >
                    Remove
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="holidays-heading">
          <Title order={3} size="h4" id="holidays-heading">
            US federal holidays in the coming year
          </Title>
          {holidays.status === "loading" && (
            <Stack gap="xs" aria-busy="true">
              <Text size="sm">Loading holidays…</Text>
              <Skeleton height={120} radius="md" />
            </Stack>
          )}
          {holidays.status === "error" && (
            <Alert color="red" variant="light">
              {holidays.message}
            </Alert>
          )}
          {holidays.status === "ready" && (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {holidays.holidays.map((holiday) => (
                <Group key={holiday.date} component="li" justify="space-between" gap="xs">
                  <Text size="sm">
                    <Text span fw={700} size="sm">
                      {holiday.name}
                    </Text>
                    , {formatDateKey(holiday.date)}
                  </Text>
                  {holiday.closed ? (
                    <Text size="sm">Closed</Text>
                  ) : (
                    <Button
                      variant="light"
                      size="compact-sm"
                      loading={busyDate === holiday.date}
                      aria-label={`Close on ${holiday.name}, ${formatDateKey(holiday.date)}`}
                      onClick={() => void onSave({ date: holiday.date, hours: [], note: holiday.name })}
                    >
                      Close that day
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
