import { Alert, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { HoursExceptionInput, UpdateHoursInput } from "#server/shared/opening-hours.schema.ts";
import { formatDateKey, type DateKey } from "#client/lib/business-time.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useHoursT } from "./hours-messages";
import { useLocale } from "#client/lib/i18n.ts";
import { HoursExceptions, type HolidaysState } from "./HoursExceptions";
import { OpeningHoursForm } from "./OpeningHoursForm";
import { queryState } from "#client/lib/query-state.ts";
import { useRemoveHoursException, useSetHoursException, useSetPreparerHours, useUpdateHours } from "./api/use-hours-mutations";
import { PreparerHoursForm } from "./PreparerHoursForm";
import type { WeeklyHours } from "#server/shared/opening-hours.schema.ts";

type OpeningHoursSectionProps = {
  timeZone: string;
  today: DateKey;
  /** The page's outcome message, shared with the blocked periods. */
  message: ReturnType<typeof useTimedMessage>;
};

/** /admin/availability's hours: loads them, saves changes, and refreshes everything that shows them. */
export function OpeningHoursSection({ timeZone, today, message }: OpeningHoursSectionProps) {
  const t = useHoursT();
  const hours = trpc.hours.get.useQuery();
  const holidays = trpc.hours.holidays.useQuery();
  // The holidays come named in the page's language (Accept-Language): another language asks again.
  const locale = useLocale();
  const utils = trpc.useUtils();
  const holidaysLocale = useRef(locale);
  useEffect(() => {
    if (holidaysLocale.current === locale) return;
    holidaysLocale.current = locale;
    void utils.hours.holidays.invalidate();
  }, [locale, utils]);
  const [busyDate, setBusyDate] = useState<DateKey | null>(null);

  // Each preparer's own hours, asked for in an office with two or more (decision 0233).
  const preparerHours = trpc.hours.preparers.useQuery();
  const team = preparerHours.data && preparerHours.data.length >= 2 ? preparerHours.data : null;
  const setPreparerHours = useSetPreparerHours();

  const update = useUpdateHours();
  const setException = useSetHoursException();
  const removeException = useRemoveHoursException();

  async function saveHours(input: UpdateHoursInput): Promise<boolean> {
    message.clear();
    try {
      await update.mutateAsync(input);
      message.showSuccess(t("hours.saved"));
      return true;
    } catch (error) {
      message.showError(errorMessage(error, t("hours.saveFailed")));
      return false;
    }
  }

  async function savePreparerHours(preparerId: number, weekly: WeeklyHours | null): Promise<boolean> {
    message.clear();
    try {
      const saved = await setPreparerHours.mutateAsync({ id: preparerId, weekly });
      message.showSuccess(t("preparerHours.saved", { name: saved.preparer.name }));
      return true;
    } catch (error) {
      message.showError(errorMessage(error, t("preparerHours.saveFailed")));
      return false;
    }
  }

  async function saveException(input: HoursExceptionInput): Promise<boolean> {
    message.clear();
    setBusyDate(input.date);
    try {
      await setException.mutateAsync(input);
      const day = formatDateKey(input.date);
      message.showSuccess(t(input.hours.length === 0 ? "exceptions.closedOn" : "exceptions.specialSaved", { date: day }));
      return true;
    } catch (error) {
      message.showError(errorMessage(error, t("exceptions.saveFailed")));
      return false;
    } finally {
      setBusyDate(null);
    }
  }

  async function remove(date: DateKey) {
    message.clear();
    setBusyDate(date);
    try {
      await removeException.mutateAsync({ date });
      message.showSuccess(t("exceptions.removed", { date: formatDateKey(date) }));
    } catch (error) {
      message.showError(errorMessage(error, t("exceptions.removeFailed")));
    } finally {
      setBusyDate(null);
    }
  }

  const holidaysState: HolidaysState = queryState(holidays, (data) => ({ holidays: data }), t("holidays.loadFailed"));

  if (!hours.data) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Text>{t("hours.loading")}</Text>
        <Skeleton height={420} radius="md" />
      </Stack>
    );
  }
  return (
    <>
      <OpeningHoursForm hours={hours.data} timeZone={timeZone} onSave={saveHours} saving={update.isPending} />
      {preparerHours.isError && (
        <Alert color="red" variant="light">
          {t("preparerHours.loadFailed")}
        </Alert>
      )}
      {team && (
        <PreparerHoursForm
          preparers={team}
          officeWeekly={hours.data.weekly}
          timeZone={timeZone}
          onSave={savePreparerHours}
          saving={setPreparerHours.isPending}
        />
      )}
      <HoursExceptions
        exceptions={hours.data.exceptions}
        holidays={holidaysState}
        today={today}
        onSave={saveException}
        onRemove={(date) => void remove(date)}
        busyDate={busyDate}
      />
    </>
  );
}
