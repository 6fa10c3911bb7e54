import { useLocalStorage } from "@mantine/hooks";
import { skipToken } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { AdminAppointment } from "../../../../server/shared/appointment.schema";
import { paths } from "../../../app/paths";
import { useSpecT } from "../../../components/common-messages";
import type { SlotsState } from "../../../components/SlotPicker";
import { useRecentAuthentication } from "../../../components/use-recent-authentication";
import { useBusiness } from "../../../lib/business";
import { businessToday, wallClock, type DateKey } from "../../../lib/business-time";
import { errorMessage, isConflictError } from "../../../lib/error-message";
import { usePageMeta } from "../../../lib/page-meta";
import { trpc } from "../../../lib/trpc";
import { useBusinessTimeZone } from "../../../lib/use-business-time-zone";
import { useOpenDays } from "../../../lib/use-open-days";
import { useTimedMessage } from "../../../lib/use-timed-message";
import { useAppointmentsT } from "./appointments-messages";
import { AdminAppointmentsView, type AdminAppointmentsState, type AppointmentsLayout } from "./AdminAppointmentsView";
import { AppointmentDetailsModal } from "./AppointmentDetailsModal";
import { weekStart } from "../calendar/calendar-events";
import { WeekCalendar, type ScheduleState } from "../calendar/WeekCalendar";
import { AppointmentNoteModal } from "./AppointmentNoteModal";
import { BookForClientModal } from "./BookForClientModal";
import { AppointmentSearchBar, type SearchCriteria } from "./AppointmentSearchBar";
import { CalendarFeedCard, type CalendarFeedState } from "../calendar/CalendarFeedCard";
import { CancelModal } from "./CancelModal";
import { initialRescheduleDate } from "./reschedule-date";
import { RescheduleModal } from "./RescheduleModal";

/** /admin (admins only, behind RequireAdmin): every appointment and the three actions on it. */
export function AdminPage() {
  usePageMeta("/admin");
  const t = useAppointmentsT();
  const spec = useSpecT();
  const business = useBusiness();
  const timeZone = useBusinessTimeZone();
  const today = useMemo(() => (timeZone ? businessToday(timeZone) : null), [timeZone]);
  const utils = trpc.useUtils();
  const [layout, setLayout] = useLocalStorage<AppointmentsLayout>({
    key: "admin-appointments-layout",
    defaultValue: "list",
    getInitialValueInEffect: false,
  });
  const all = trpc.appointments.all.useQuery(undefined, { enabled: layout === "list" });
  const [calendarDate, setCalendarDate] = useState<DateKey | null>(null);
  const calendarDay = calendarDate ?? today;
  const week = trpc.schedule.range.useQuery(layout === "calendar" && calendarDay ? { from: weekStart(calendarDay) } : skipToken);
  const [opened, setOpened] = useState<AdminAppointment | null>(null);
  // The opened appointment's own record, read fresh each time the dialog opens (it grows with every action).
  const history = trpc.audit.list.useQuery(
    opened ? { subject_type: "appointment", subject_id: String(opened.id) } : skipToken,
    { staleTime: 0 },
  );
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const [page, setPage] = useState(1);
  const found = trpc.appointments.search.useQuery(criteria ? { ...criteria, page } : skipToken, {
    placeholderData: (previous) => previous,
  });
  const message = useTimedMessage();
  const rescheduleMessage = useTimedMessage();

  const [cancelling, setCancelling] = useState<AdminAppointment | null>(null);
  const [rescheduling, setRescheduling] = useState<AdminAppointment | null>(null);
  const [newDate, setNewDate] = useState<DateKey | null>(null);
  const [newSlot, setNewSlot] = useState<string | null>(null);
  const freeSlots = trpc.availability.forDate.useQuery(rescheduling && newDate ? { date: newDate } : skipToken);
  const openDays = useOpenDays(rescheduling ? today : null);

  const refreshList = () =>
    Promise.all([utils.appointments.all.invalidate(), utils.appointments.search.invalidate(), utils.schedule.invalidate()]);

  const [noting, setNoting] = useState<AdminAppointment | null>(null);
  const noteMessage = useTimedMessage();
  const saveNote = trpc.appointments.setNote.useMutation({
    onSuccess: () => {
      setNoting(null);
      message.showSuccess(t("note.saved"));
    },
    onError: (error) => noteMessage.showError(errorMessage(error, t("note.saveFailed"))),
    onSettled: refreshList,
  });

  // Booking for a client who phoned in.
  const [booking, setBooking] = useState(false);
  const [bookingDate, setBookingDate] = useState<DateKey | null>(null);
  const [bookingSlot, setBookingSlot] = useState<string | null>(null);
  /** The calendar's empty time the admin clicked (business-local wall clock), chosen once its day's slots load. */
  const [bookingWanted, setBookingWanted] = useState<string | null>(null);
  const [clientQuery, setClientQuery] = useState("");
  const bookingMessage = useTimedMessage();
  const bookingDays = useOpenDays(booking ? today : null);
  const bookingDay = bookingDate ?? bookingDays?.firstOpen ?? null;
  const bookingSlots = trpc.availability.forDate.useQuery(booking && bookingDay ? { date: bookingDay } : skipToken);
  const chosenBookingSlot =
    bookingSlot ??
    (bookingWanted && timeZone ? (bookingSlots.data?.find((slot) => wallClock(slot, timeZone) === bookingWanted) ?? null) : null);
  const clientOptions = trpc.clients.list.useQuery(booking ? { ...(clientQuery && { q: clientQuery }) } : skipToken, {
    placeholderData: (previous) => previous,
  });
  const bookForClient = trpc.appointments.bookForClient.useMutation({
    onSuccess: (result) => {
      setBooking(false);
      message.showSuccess(result.message);
    },
    onError: (error) => {
      bookingMessage.showError(errorMessage(error, t("book.failed")));
      if (isConflictError(error)) {
        setBookingSlot(null);
        setBookingWanted(null);
      }
    },
    onSettled: () => Promise.all([refreshList(), utils.availability.invalidate()]),
  });

  const feed = trpc.calendarFeed.address.useQuery();
  const rotateFeed = trpc.calendarFeed.rotate.useMutation();
  // A new address needs a recent "confirm it's you" (decision 0176).
  const { withRecentAuthentication, dialog: confirmItsYou } = useRecentAuthentication();
  const onRotateFeed = () =>
    withRecentAuthentication(() => rotateFeed.mutateAsync()).then(
      (address) => {
        utils.calendarFeed.address.setData(undefined, address);
        message.showSuccess(t("feed.replaced"));
      },
      (error: unknown) => message.showError(errorMessage(error, t("feed.replaceFailed"))),
    );
  const feedState: CalendarFeedState = feed.data
    ? { status: "ready", url: feed.data.url }
    : feed.isError
      ? { status: "error", message: errorMessage(feed.error, t("feed.loadFailed")) }
      : { status: "loading" };

  const confirm = trpc.appointments.confirm.useMutation({
    onSuccess: () => message.showSuccess(spec("admin.confirmed")),
    onError: (error) => message.showError(errorMessage(error, spec("admin.confirmFailed"))),
    onSettled: refreshList,
  });
  const cancel = trpc.appointments.cancel.useMutation({
    onSuccess: () => message.showSuccess(spec("admin.cancelled")),
    onError: (error) => message.showError(errorMessage(error, spec("admin.cancelFailed"))),
    onSettled: () => {
      setCancelling(null);
      return refreshList();
    },
  });
  const reschedule = trpc.appointments.reschedule.useMutation({
    onSuccess: () => {
      closeReschedule();
      message.showSuccess(spec("admin.rescheduled"));
      void utils.availability.invalidate();
    },
    onError: (error) => {
      // The modal stays open so the admin can pick again; a lost race refreshes the day.
      rescheduleMessage.showError(errorMessage(error, spec("admin.rescheduleFailed")));
      if (isConflictError(error)) {
        setNewSlot(null);
        void utils.availability.invalidate();
      }
    },
    onSettled: refreshList,
  });

  /** Book for a client; from the calendar, on the day and at the time clicked. */
  function openBooking(date: DateKey | null, wanted: string | null) {
    bookingMessage.clear();
    setBookingDate(date);
    setBookingSlot(null);
    setBookingWanted(wanted);
    setBooking(true);
  }

  function openNote(appointment: AdminAppointment) {
    noteMessage.clear();
    setNoting(appointment);
  }

  function openReschedule(appointment: AdminAppointment) {
    if (!timeZone || !today) return;
    setRescheduling(appointment);
    setNewDate(initialRescheduleDate(appointment.appointment_time, timeZone, today));
    setNewSlot(null);
    rescheduleMessage.clear();
  }

  function closeReschedule() {
    setRescheduling(null);
    setNewSlot(null);
    rescheduleMessage.clear();
  }

  // While a search is set, its results (a page at a time) show instead of the usual window.
  const shown = criteria ? found : all;
  const rows = criteria ? found.data?.appointments : all.data;
  const appointments: AdminAppointmentsState = rows
    ? { status: "ready", appointments: rows }
    : shown.isError
      ? { status: "error", message: errorMessage(shown.error, spec("admin.loadFailed")) }
      : { status: "loading" };

  const schedule: ScheduleState = week.data
    ? { status: "ready", schedule: week.data }
    : week.isError
      ? { status: "error", message: errorMessage(week.error, t("calendar.loadFailed")) }
      : { status: "loading" };

  const slots: SlotsState = freeSlots.data
    ? { status: "ready", slots: freeSlots.data }
    : freeSlots.isError
      ? { status: "error" }
      : { status: "loading" };

  // The id input is coerced on the server, so its client-side type is loose: narrow it here.
  const runningId = [confirm, cancel, reschedule].find((mutation) => mutation.isPending)?.variables?.id;
  const busyId = typeof runningId === "number" ? runningId : null;

  return (
    <>
      <AdminAppointmentsView
        timeZone={timeZone}
        appointments={appointments}
        message={message.message}
        busyId={busyId}
        availabilityHref={paths.adminAvailability}
        finishProfileHref={business.is_placeholder ? paths.adminBusiness : null}
        onConfirm={(appointment) => confirm.mutate({ id: appointment.id })}
        onReschedule={openReschedule}
        onCancel={setCancelling}
        onBookForClient={() => openBooking(null, null)}
        onNote={openNote}
        searchBar={
          <AppointmentSearchBar
            active={criteria !== null}
            onSearch={(next) => {
              setCriteria(next);
              setPage(1);
            }}
            onClear={() => setCriteria(null)}
          />
        }
        results={
          criteria && found.data
            ? { total: found.data.total, page: found.data.page, pageSize: found.data.page_size, onPage: setPage }
            : undefined
        }
        layout={layout}
        onLayoutChange={setLayout}
        calendar={
          calendarDay &&
          today && (
            <WeekCalendar
              schedule={schedule}
              date={calendarDay}
              today={today}
              onDateChange={setCalendarDate}
              onOpenAppointment={setOpened}
              onBookAt={(start) => openBooking(start.slice(0, 10), start)}
            />
          )
        }
        calendarFeed={<CalendarFeedCard feed={feedState} rotating={rotateFeed.isPending} onRotate={() => void onRotateFeed()} />}
      />
      {timeZone && today && (
        <>
          <RescheduleModal
            appointment={rescheduling}
            timeZone={timeZone}
            today={today}
            calendarDays={openDays ?? undefined}
            date={newDate}
            onDateChange={(date) => {
              setNewDate(date);
              setNewSlot(null);
            }}
            slots={slots}
            slot={newSlot}
            onSlotChange={setNewSlot}
            submitting={reschedule.isPending}
            message={rescheduleMessage.message}
            onSubmit={() => {
              if (rescheduling && newSlot) {
                reschedule.mutate({ id: rescheduling.id, new_appointment_time: newSlot });
              }
            }}
            onClose={closeReschedule}
          />
          <BookForClientModal
            key={booking ? "open" : "closed"}
            opened={booking}
            timeZone={timeZone}
            today={today}
            calendarDays={bookingDays ?? undefined}
            date={bookingDay}
            onDateChange={(date) => {
              setBookingDate(date);
              setBookingSlot(null);
              setBookingWanted(null);
            }}
            slots={
              bookingSlots.data
                ? { status: "ready", slots: bookingSlots.data }
                : bookingSlots.isError
                  ? { status: "error" }
                  : { status: "loading" }
            }
            slot={chosenBookingSlot}
            onSlotChange={setBookingSlot}
            clientOptions={(clientOptions.data?.clients ?? []).map((client) => ({
              value: String(client.id),
              label: `${client.full_name} (${client.email})`,
            }))}
            onClientSearch={setClientQuery}
            submitting={bookForClient.isPending}
            message={bookingMessage.message}
            onSubmit={(input) => {
              if (chosenBookingSlot) bookForClient.mutate({ ...input, appointment_time: chosenBookingSlot });
            }}
            onClose={() => setBooking(false)}
          />
          <AppointmentNoteModal
            key={noting?.id ?? "none"}
            appointment={noting}
            timeZone={timeZone}
            saving={saveNote.isPending}
            message={noteMessage.message}
            onSave={(note) => {
              if (noting) saveNote.mutate({ id: noting.id, note });
            }}
            onClose={() => setNoting(null)}
          />
          <AppointmentDetailsModal
            appointment={opened}
            timeZone={timeZone}
            history={
              history.data
                ? { status: "ready", events: history.data.events }
                : history.isError
                  ? { status: "error" }
                  : { status: "loading" }
            }
            onClose={() => setOpened(null)}
            onConfirm={(appointment) => confirm.mutate({ id: appointment.id })}
            onReschedule={openReschedule}
            onCancel={setCancelling}
            onNote={openNote}
          />
          <CancelModal
            appointment={cancelling}
            timeZone={timeZone}
            submitting={cancel.isPending}
            onConfirm={() => {
              if (cancelling) cancel.mutate({ id: cancelling.id });
            }}
            onClose={() => setCancelling(null)}
          />
        </>
      )}
      {confirmItsYou}
    </>
  );
}
