import { can } from "#server/shared/permissions.ts";
import { useRole } from "#client/lib/session.ts";
import { useAppointmentsExport } from "./use-appointments-export";
import { useMemo } from "react";
import { paths } from "#client/app/paths.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import { useBusiness } from "#client/lib/business.ts";
import { businessToday } from "#client/lib/business-time.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useMinuteClock } from "#client/lib/use-minute-clock.ts";
import { useAppointmentsT } from "./appointments-messages";
import { useCalendarFeed } from "../calendar/use-calendar-feed";
import { useWeekSchedule } from "../calendar/use-week-schedule";
import { WeekCalendar } from "../calendar/WeekCalendar";
import { AdminAppointmentsView } from "./AdminAppointmentsView";
import { AssignedAppointmentsView } from "./AssignedAppointmentsView";
import { AppointmentCountsCard } from "./AppointmentCountsCard";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { AppointmentActionHandlers } from "./AppointmentActions";
import { AppointmentSearchBar } from "./AppointmentSearchBar";
import { useConfirmAppointment } from "./api/use-confirm-appointment";
import { useConfirmAssigned, useRecordAssignedOutcome, useSaveAssignedNote } from "./api/use-assigned-actions";
import { useRecordOutcome } from "./api/use-record-outcome";
import { useBookForClientDialog } from "./dialogs/use-book-for-client-dialog";
import { useCancelDialog } from "./dialogs/use-cancel-dialog";
import { useDetailsDialog } from "./dialogs/use-details-dialog";
import { useNoteDialog } from "./dialogs/use-note-dialog";
import { useRescheduleDialog } from "./dialogs/use-reschedule-dialog";
import { useAppointmentsList } from "./use-appointments-list";

/**
 * /admin, every staff role's home (behind RequireOffice): the office's appointments for staff with
 * the appointments permission, a preparer's own for a preparer (decision 0231).
 */
export function AdminPage() {
  usePageMeta("/admin");
  return can(useRole(), "appointments") ? <OfficeAppointmentsPage /> : <AssignedAppointmentsPage />;
}

/** A preparer's own appointments, nobody else's, which they confirm, note and mark (decision 0236), and their own calendar feed. */
function AssignedAppointmentsPage() {
  const t = useAppointmentsT();
  const timeZone = useBusinessTimeZone();
  const assigned = trpc.appointments.assignedToMe.useQuery();
  const message = useTimedMessage();
  const feed = useCalendarFeed(message, true);
  const note = useNoteDialog(timeZone, message, useSaveAssignedNote);
  const confirm = useConfirmAssigned({
    onSuccess: (confirmed) => message.showSuccess(t("assigned.confirmed", { client: confirmed.client_name })),
    onError: (error) => message.showError(errorMessage(error, t("assigned.confirmFailed"))),
  });
  const outcome = useRecordAssignedOutcome({
    onSuccess: (appointment) => message.showSuccess(t(appointment.status === "no_show" ? "outcome.no_show" : "outcome.completed")),
    onError: (error) => message.showError(errorMessage(error, t("outcome.failed"))),
  });
  const now = useMinuteClock();
  const busyId = confirm.isPending && confirm.variables ? Number(confirm.variables.id) : outcome.isPending && outcome.variables ? Number(outcome.variables.id) : null;
  return (
    <>
      <AssignedAppointmentsView
        timeZone={timeZone}
        appointments={queryState(assigned, (appointments) => ({ appointments }), t("assigned.failed"))}
        calendarFeed={feed.card}
        message={message.message}
        onConfirm={(appointment) => {
          message.clear();
          confirm.mutate({ id: appointment.id });
        }}
        onOutcome={(appointment, chosen) => {
          message.clear();
          outcome.mutate({ id: appointment.id, outcome: chosen });
        }}
        busyId={busyId}
        now={now}
        onNote={note.open}
      />
      {feed.dialog}
      {note.modal}
    </>
  );
}

/**
 * Every appointment and the actions on it. This page only composes: the list
 * (use-appointments-list), the week calendar and its feed (calendar/), and one hook per dialog
 * (dialogs/), each owning its state, its queries and its mutation.
 */
function OfficeAppointmentsPage() {
  const spec = useSpecT();
  const t = useAppointmentsT();
  const now = useMinuteClock();
  const business = useBusiness();
  const timeZone = useBusinessTimeZone();
  const today = useMemo(() => (timeZone ? businessToday(timeZone) : null), [timeZone]);
  const message = useTimedMessage();
  // Behind RequireOffice: staff. Only the roles that may change the profile are asked to finish it.
  const role = useRole();

  const list = useAppointmentsList();
  const preparers = trpc.preparers.list.useQuery();
  // The calendar's preparer filter, with two or more preparers (decision 0231).
  const team = preparers.data && preparers.data.length >= 2 ? preparers.data : null;
  const showCounts = can(role, "reports");
  const counts = trpc.reports.appointments.useQuery(undefined, { enabled: showCounts });
  const exporter = useAppointmentsExport(message);
  const week = useWeekSchedule(today, list.layout === "calendar");
  const feed = useCalendarFeed(message);
  const reschedule = useRescheduleDialog(timeZone, today, message);
  const booking = useBookForClientDialog(timeZone, today, message);
  const note = useNoteDialog(timeZone, message);
  const cancel = useCancelDialog(timeZone, message);
  const confirm = useConfirmAppointment({
    onSuccess: () => message.showSuccess(spec("admin.confirmed")),
    onError: (error) => message.showError(errorMessage(error, spec("admin.confirmFailed"))),
  });

  const outcome = useRecordOutcome({
    onSuccess: (appointment) => message.showSuccess(t(appointment.status === "no_show" ? "outcome.no_show" : "outcome.completed")),
    onError: (error) => message.showError(errorMessage(error, t("outcome.failed"))),
  });

  const actions: AppointmentActionHandlers = {
    onConfirm: (appointment) => confirm.mutate({ id: appointment.id }),
    onOutcome: (appointment, chosen) => outcome.mutate({ id: appointment.id, outcome: chosen }),
    onReschedule: reschedule.open,
    onCancel: cancel.open,
    onNote: note.open,
  };
  const details = useDetailsDialog(timeZone, now, actions, message);

  // One request about an appointment at a time. The id input is coerced on the server, so its
  // client-side type is loose: narrow it here.
  const runningId =
    (confirm.isPending ? confirm.variables?.id : undefined) ??
    (outcome.isPending ? outcome.variables?.id : undefined) ??
    cancel.busyId ??
    reschedule.busyId;
  const busyId = typeof runningId === "number" ? runningId : null;

  // Only the owner may read who the emails are from; a fresh profile's own prompt covers the same ground.
  const settings = trpc.settings.get.useQuery(undefined, { enabled: can(role, "settings") && !business.is_placeholder });

  return (
    <>
      <AdminAppointmentsView
        timeZone={timeZone}
        appointments={list.appointments}
        message={message.message}
        busyId={busyId}
        now={now}
        availabilityHref={paths.adminAvailability}
        finishProfileHref={business.is_placeholder && can(role, "business") ? paths.adminBusiness : null}
        senderHref={!business.is_placeholder && settings.data?.email_sender.placeholder ? paths.adminBusiness : null}
        sampleReviewsHref={business.reviews_shown && business.reviews.some((review) => review.sample) && can(role, "business") ? paths.adminReviews : null}
        {...actions}
        onBookForClient={() => booking.open(null, null)}
        searchBar={
          <AppointmentSearchBar
            active={list.searching}
            onSearch={list.search}
            onClear={list.clearSearch}
            onExport={exporter.exportCsv}
            exporting={exporter.exporting}
          />
        }
        results={list.results}
        layout={list.layout}
        onLayoutChange={list.setLayout}
        calendar={
          week.date &&
          today && (
            <WeekCalendar
              schedule={week.schedule}
              date={week.date}
              today={today}
              onDateChange={week.setDate}
              onOpenAppointment={details.open}
              onBookAt={(start) => booking.open(start.slice(0, 10), start)}
              preparers={team}
            />
          )
        }
        calendarFeed={feed.card}
        counts={showCounts && <AppointmentCountsCard state={queryState(counts, (data) => ({ counts: data }))} />}
      />
      {reschedule.modal}
      {booking.modal}
      {note.modal}
      {details.modal}
      {cancel.modal}
      {feed.dialog}
    </>
  );
}
