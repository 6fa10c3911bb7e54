import { Alert, Button, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  hoursExceptionInput,
  HOURS_LIMITS,
  type HolidaySuggestion,
  type HoursException,
  type HoursExceptionInput,
  type TimeRange,
} from "#server/shared/opening-hours.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { formatDateKey, formatTime, type DateKey } from "#client/lib/business-time.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { hoursT, type HoursT, useHoursT } from "./hours-messages";
import { localIssueMessage } from "#client/lib/server-messages.ts";

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

/** A wall-clock "HH:mm" as the date helpers write times: "1:30 PM" ("1:30 p.m." in Spanish). */
const clockLabel = (time: string) => formatTime(new Date(`1970-01-01T${time}:00Z`), "UTC");

/** "Closed", "9:00 AM to 8:00 PM" or "9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM". */
function describeRanges(ranges: readonly TimeRange[], t: HoursT): string {
  const [first, second] = ranges;
  if (!first) return t("closed");
  const one = { opens: clockLabel(first.opens), closes: clockLabel(first.closes) };
  return second
    ? t("exceptions.twoRanges", { ...one, opens2: clockLabel(second.opens), closes2: clockLabel(second.closes) })
    : t("exceptions.range", one);
}

/** "Closed" or "9:00 AM to 8:00 PM", and the note when there is one. */
export function describeException(exception: HoursException, t: HoursT = hoursT): string {
  const hours = describeRanges(exception.hours, t);
  return exception.note ? `${hours} (${exception.note})` : hours;
}

/**
 * Dated exceptions to the week: closures (holidays, a staff day) and special hours (tax-season
 * evenings), with the coming year's US federal holidays one click from being closures.
 */
export function HoursExceptions({ exceptions, holidays, today, onSave, onRemove, busyDate }: HoursExceptionsProps) {
  const t = useHoursT();
  const form = useForm<ExceptionValues>({ initialValues: EMPTY });
  const validation = useTimedMessage();
  // The fields' bindings, named here rather than in the markup (which holds only texts to read).
  const field = {
    date: form.getInputProps("date"),
    note: form.getInputProps("note"),
    kind: form.getInputProps("kind"),
    opens: form.getInputProps("opens"),
    closes: form.getInputProps("closes"),
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="exceptions-heading">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="exceptions-heading">
            {t("exceptions.heading")}
          </Title>
          <Text size="sm">{t("exceptions.intro")}</Text>
        </Stack>

        <form
          noValidate
          aria-label={t("exceptions.formLabel")}
          onSubmit={form.onSubmit(async (values) => {
            const parsed = hoursExceptionInput.safeParse({
              date: values.date,
              hours: values.kind === "closed" ? [] : [{ opens: values.opens, closes: values.closes }],
              note: values.note,
            });
            if (!parsed.success) {
              const problem = parsed.error.issues[0];
              validation.showError(values.date && problem ? localIssueMessage(problem) : t("exceptions.chooseDate"));
              return;
            }
            validation.clear();
            if (await onSave(parsed.data)) form.reset();
          })}
        >
          <Stack gap="md">
            <ActionMessage message={validation.message} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput type="date" label={t("exceptions.date")} withAsterisk min={today} {...field.date} />
              <TextInput
                label={t("exceptions.note")}
                description={t("exceptions.noteHint", { max: HOURS_LIMITS.maxNoteLength })}
                maxLength={HOURS_LIMITS.maxNoteLength}
                {...field.note}
              />
            </SimpleGrid>
            <Radio.Group label={t("exceptions.thatDay")} {...field.kind}>
              <Group gap="lg" mt={4}>
                <Radio value="closed" label={t("exceptions.closedAllDay")} />
                <Radio value="special" label={t("exceptions.specialHours")} />
              </Group>
            </Radio.Group>
            {form.values.kind === "special" && (
              <Group gap="md" align="flex-start">
                <TextInput type="time" label={t("exceptions.opens")} {...field.opens} />
                <TextInput type="time" label={t("exceptions.closes")} {...field.closes} />
              </Group>
            )}
            <Button type="submit" loading={busyDate !== null && busyDate === form.values.date} w="fit-content">
              {t("exceptions.add")}
            </Button>
          </Stack>
        </form>

        <Stack gap="xs" component="section" aria-labelledby="upcoming-exceptions-heading">
          <Title order={3} size="h4" id="upcoming-exceptions-heading">
            {t("exceptions.upcoming")}
          </Title>
          {exceptions.length === 0 ? (
            <Text size="sm">{t("exceptions.none")}</Text>
          ) : (
            <Stack gap="xs" component="ul">
              {exceptions.map((exception) => (
                <Group key={exception.date} component="li" justify="space-between" gap="xs">
                  <Text size="sm">
                    <Text span fw={700} size="sm">
                      {formatDateKey(exception.date)}:
                    </Text>{" "}
                    {describeException(exception, t)}
                  </Text>
                  <Button
                    variant="default"
                    size="compact-sm"
                    loading={busyDate === exception.date}
                    aria-label={t("exceptions.removeLabel", { date: formatDateKey(exception.date) })}
                    onClick={() => onRemove(exception.date)}
                  >
                    {t("action.remove")}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="holidays-heading">
          <Title order={3} size="h4" id="holidays-heading">
            {t("holidays.heading")}
          </Title>
          {holidays.status === "loading" && (
            <Stack gap="xs" aria-busy="true">
              <Text size="sm">{t("holidays.loading")}</Text>
              <Skeleton height={120} radius="md" />
            </Stack>
          )}
          {holidays.status === "error" && (
            <Alert color="red" variant="light">
              {holidays.message}
            </Alert>
          )}
          {holidays.status === "ready" && (
            <Stack gap="xs" component="ul">
              {holidays.holidays.map((holiday) => (
                <Group key={holiday.date} component="li" justify="space-between" gap="xs">
                  <Text size="sm">
                    <Text span fw={700} size="sm">
                      {holiday.name}
                    </Text>
                    , {formatDateKey(holiday.date)}
                  </Text>
                  {holiday.closed ? (
                    <Text size="sm">{t("closed")}</Text>
                  ) : (
                    <Button
                      variant="light"
                      size="compact-sm"
                      loading={busyDate === holiday.date}
                      aria-label={t("holidays.closeLabel", { holiday: holiday.name, date: formatDateKey(holiday.date) })}
                      onClick={() => void onSave({ date: holiday.date, hours: [], note: holiday.name })}
                    >
                      {t("holidays.close")}
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
