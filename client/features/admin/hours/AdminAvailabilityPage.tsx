import { can } from "#server/shared/permissions.ts";
import { useRole } from "#client/lib/session.ts";
import { useState } from "react";
import type { BlockedTime } from "#server/shared/blocked-time.schema.ts";
import { paths } from "#client/app/paths.ts";
import { businessToday } from "#client/lib/business-time.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { BlockedTimesView, type BlockedTimesState } from "./BlockedTimesView";
import { OpeningHoursSection } from "./OpeningHoursSection";
import { DeleteBlockedTimeModal } from "./DeleteBlockedTimeModal";
import { useSpecT } from "#client/components/common-messages.ts";
import { hoursT, type HoursT, useHoursT } from "./hours-messages";
import { queryState } from "#client/lib/query-state.ts";
import { useCreateBlockedTime, useDeleteBlockedTime } from "./api/use-blocked-time-mutations";

/** The spec names no success text for blocked times; these say what happened (docs/decisions/0054). */
function addedMessage(overlapping: number, t: HoursT = hoursT): string {
  return overlapping === 0 ? t("availability.added") : t("availability.addedOverlapping", { count: overlapping });
}

/** /admin/availability (staff with the calendar, behind RequireOffice). */
export function AdminAvailabilityPage() {
  usePageMeta("/admin/availability");
  const t = useHoursT();
  const spec = useSpecT();
  const timeZone = useBusinessTimeZone();
  // The opening hours are a setting (docs/permissions.md): shown to the roles that may change them.
  const role = useRole();
  const list = trpc.blockedTimes.list.useQuery();
  const preparers = trpc.preparers.list.useQuery();
  const message = useTimedMessage();
  const [deleting, setDeleting] = useState<BlockedTime | null>(null);

  const create = useCreateBlockedTime();
  const remove = useDeleteBlockedTime({
    onSuccess: () => message.showSuccess(t("availability.deleted")),
    onError: (error) => message.showError(errorMessage(error, spec("blockedTimes.deleteFailed"))),
    onSettled: () => setDeleting(null),
  });

  const blockedTimes: BlockedTimesState = queryState(list, (data) => ({ blockedTimes: data }), spec("blockedTimes.loadFailed"));

  return (
    <>
      <BlockedTimesView
        timeZone={timeZone}
        blockedTimes={blockedTimes}
        message={message.message}
        creating={create.isPending}
        onCreate={async (input) => {
          message.clear();
          try {
            const { overlappingAppointments } = await create.mutateAsync(input);
            message.showSuccess(addedMessage(overlappingAppointments, t));
            return true;
          } catch (error) {
            message.showError(errorMessage(error, spec("blockedTimes.addFailed")));
            return false;
          }
        }}
        onDelete={setDeleting}
        deletingId={remove.isPending ? (deleting?.id ?? null) : null}
        appointmentsHref={paths.admin}
        preparers={preparers.data}
        hoursSection={timeZone && can(role, "hours") && <OpeningHoursSection timeZone={timeZone} today={businessToday(timeZone)} message={message} />}
      />
      {timeZone && (
        <DeleteBlockedTimeModal
          blockedTime={deleting}
          timeZone={timeZone}
          submitting={remove.isPending}
          onConfirm={() => {
            if (deleting) remove.mutate({ id: deleting.id });
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
