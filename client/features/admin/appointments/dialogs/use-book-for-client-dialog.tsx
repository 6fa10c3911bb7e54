import { skipToken } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { wallClock, type DateKey } from "#client/lib/business-time.ts";
import { errorMessage, isConflictError } from "#client/lib/error-message.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusiness } from "#client/lib/business.ts";
import { availabilityFilter, useOpenDays } from "#client/lib/use-open-days.ts";
import { offeringPreparers } from "#client/lib/service-preparers.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useBookForClient } from "../api/use-book-for-client";
import { useAppointmentsT } from "../appointments-messages";
import { BookForClientModal } from "../BookForClientModal";

/** "Book for a client" (who phoned in): the dialog, its client search, day and time, and the booking. */
export function useBookForClientDialog(timeZone: string | null, today: DateKey | null, page: ReturnType<typeof useTimedMessage>) {
  const t = useAppointmentsT();
  const [opened, setOpened] = useState(false);
  const [date, setDate] = useState<DateKey | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  /** The calendar's empty time the admin clicked (business-local wall clock), chosen once its day's slots load. */
  const [wanted, setWanted] = useState<string | null>(null);
  const [clientQuery, setClientQuery] = useState("");
  const message = useTimedMessage();
  // Whom the client will see: null for first available (decision 0231); asked only with two or more preparers.
  const [preparerId, setPreparerId] = useState<number | null>(null);
  // The free times and the preparers follow who offers the service chosen (decision 0237).
  const [service, setService] = useState<string | null>(null);
  const { services } = useBusiness();
  const preparers = trpc.preparers.list.useQuery(undefined, { enabled: opened });
  const team = offeringPreparers(preparers.data, services, service);
  const asked = team && preparerId !== null && team.some((preparer) => preparer.id === preparerId) ? preparerId : undefined;
  const days = useOpenDays(opened ? today : null, { preparerId: asked, service });
  const day = date ?? days?.firstOpen ?? null;
  const slots = trpc.availability.forDate.useQuery(opened && day ? { date: day, ...availabilityFilter(asked, service) } : skipToken);
  const chosenSlot =
    slot ?? (wanted && timeZone ? (slots.data?.find((free) => wallClock(free, timeZone) === wanted) ?? null) : null);
  const clients = trpc.clients.list.useQuery(opened ? { ...(clientQuery && { q: clientQuery }) } : skipToken, {
    placeholderData: (previous) => previous,
  });
  const book = useBookForClient({
    onSuccess: (result) => {
      setOpened(false);
      page.showSuccess(result.message);
    },
    onError: (error) => {
      message.showError(errorMessage(error, t("book.failed")));
      if (isConflictError(error)) {
        setSlot(null);
        setWanted(null);
      }
    },
  });

  /** From the calendar, on the day and at the time clicked; else on the first open day. */
  function open(onDate: DateKey | null, at: string | null) {
    message.clear();
    setDate(onDate);
    setSlot(null);
    setWanted(at);
    setPreparerId(null);
    setService(null);
    setOpened(true);
  }

  const modal: ReactNode = timeZone && today && (
    <BookForClientModal
      key={opened ? "open" : "closed"}
      opened={opened}
      timeZone={timeZone}
      today={today}
      calendarDays={days ?? undefined}
      date={day}
      onDateChange={(next) => {
        setDate(next);
        setSlot(null);
        setWanted(null);
      }}
      slots={queryState(slots, (free) => ({ slots: free }))}
      slot={chosenSlot}
      onSlotChange={setSlot}
      clientOptions={(clients.data?.clients ?? []).map((client) => ({
        value: String(client.id),
        // A client booked by phone has no address (decision 0235): their phone tells two namesakes apart.
        label: `${client.full_name} (${client.email ?? client.phone ?? ""})`,
      }))}
      onClientSearch={setClientQuery}
      services={services}
      onServiceChange={(next) => {
        setService(next);
        setSlot(null);
      }}
      submitting={book.isPending}
      message={message.message}
      onSubmit={(input) => {
        if (chosenSlot) book.mutate({ ...input, appointment_time: chosenSlot, ...(asked !== undefined && { preparer_id: asked }) });
      }}
      onClose={() => setOpened(false)}
      preparerChoice={
        team && {
          choices: team,
          value: asked ?? null,
          onChange: (next) => {
            setPreparerId(next);
            setSlot(null);
          },
        }
      }
    />
  );
  return { open, modal };
}
