import { skipToken } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../app/paths";
import { useSpecT } from "../../components/common-messages";
import type { SlotsState } from "../../components/SlotPicker";
import { businessToday, type DateKey } from "../../lib/business-time";
import { errorMessage, isConflictError } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { useSession } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { useBusinessTimeZone } from "../../lib/use-business-time-zone";
import { availabilityFilter, useOpenDays } from "../../lib/use-open-days";
import { useBusiness } from "../../lib/business";
import { offeringPreparers } from "../../lib/service-preparers";
import { useIsHydrating } from "../../lib/hydration";
import { clearBookingDraft, loadBookingDraft, saveBookingDraft } from "./booking-draft";
import { BookView } from "./BookView";
import type { BookingResult } from "./ResultDialog";
import { queryState } from "../../lib/query-state";
import { loadLazily } from "../../lib/load-lazily";

/**
 * The answer's dialog is fetched when a request is sent, not with the page: its modal code (the
 * Modal, its focus trap, scroll lock and scroll area) is a third of what the page's first visit
 * downloaded beyond the entry, and most visitors to /book never send one (decision 0259).
 */
const loadResultDialog = () => loadLazily(() => import("./ResultDialog"));
const ResultDialog = lazy(() => loadResultDialog().then((module) => ({ default: module.ResultDialog })));

const LOGIN_HREF = `${paths.login}?next=${paths.book}`;

/** /book: holds the choices, loads the chosen day's slots and submits the request. */
export function BookPage() {
  usePageMeta("/book");
  const spec = useSpecT();
  const [, navigate] = useLocation();
  const session = useSession();
  const timeZone = useBusinessTimeZone();
  const today = useMemo(() => (timeZone ? businessToday(timeZone) : null), [timeZone]);

  const { services } = useBusiness();
  const [service, setService] = useState<string | null>(null);
  // null: first available (decision 0231).
  const [preparerId, setPreparerId] = useState<number | null>(null);
  const preparers = trpc.preparers.list.useQuery();
  // An office with one preparer (or none) looks as it always has: no choice; else those who offer the service (decision 0237).
  const team = offeringPreparers(preparers.data, services, service);
  const asked = team && preparerId !== null && team.some((preparer) => preparer.id === preparerId) ? preparerId : undefined;
  const [pickedDate, setPickedDate] = useState<DateKey | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  // A visitor who chose before signing in comes back to the same choice (the draft is kept in
  // session storage). Read on the first render in the browser proper: on a page the server drew,
  // the one right after the script took it over (decision 0143).
  const hydrating = useIsHydrating();
  const [draftRead, setDraftRead] = useState(false);
  if (!hydrating && !draftRead) {
    setDraftRead(true);
    const draft = loadBookingDraft(services.map((offered) => offered.name));
    if (draft) {
      setService(draft.service);
      setPickedDate(draft.date);
      setSlot(draft.slot);
    }
  }
  const [result, setResult] = useState<BookingResult | null>(null);
  const openDays = useOpenDays(today, { preparerId: asked, service });
  // The first day with openings is chosen until the visitor picks one, so its slots show on arrival
  // (today when the days could not be loaded).
  const date = pickedDate ?? openDays?.firstOpen ?? (openDays?.settled ? today : null);

  const utils = trpc.useUtils();
  const availability = trpc.availability.forDate.useQuery(date ? { date, ...availabilityFilter(asked, service) } : skipToken);
  useEffect(() => {
    if (session.status === "signed-out") saveBookingDraft({ service, date: pickedDate, slot });
    else if (session.status === "signed-in") clearBookingDraft();
  }, [session.status, service, pickedDate, slot]);

  const book = trpc.appointments.book.useMutation({
    onSuccess: () => {
      setResult({ kind: "success" });
      void utils.appointments.mine.invalidate();
      void utils.availability.invalidate();
    },
    onError: (error) => {
      if (isConflictError(error)) {
        // Someone took the slot meanwhile: drop it and show the day as it is now.
        setSlot(null);
        void utils.availability.invalidate();
      }
      setResult({ kind: "error", message: errorMessage(error, spec("booking.submitFailed")) });
    },
  });

  const slots: SlotsState = queryState(availability, (data) => ({ slots: data }));

  return (
    <>
      <BookView
        session={session.status}
        businessClock={timeZone && today ? { timeZone, today } : null}
        services={services}
        service={service}
        onServiceChange={(next) => {
          setService(next);
          setSlot(null);
        }}
        preparerChoice={
          team && {
            preparers: team,
            // A preparer chosen before who does not offer the service now chosen: First available.
            value: asked ?? null,
            onChange: (next) => {
              setPreparerId(next);
              setSlot(null);
            },
          }
        }
        date={date}
        calendarDays={openDays ?? undefined}
        onDateChange={(next) => {
          setPickedDate(next);
          setSlot(null);
        }}
        slots={slots}
        slot={slot}
        onSlotChange={setSlot}
        loginHref={LOGIN_HREF}
        submitting={book.isPending}
        onSubmit={() => {
          void loadResultDialog();
          if (service && slot) book.mutate({ service, appointment_time: slot, ...(asked !== undefined && { preparer_id: asked }) });
        }}
      />
      {result && (
        <Suspense fallback={null}>
          <ResultDialog
            result={result}
            onClose={() => {
              const succeeded = result.kind === "success";
              setResult(null);
              if (succeeded) navigate(paths.dashboard);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
