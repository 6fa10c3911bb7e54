import { skipToken } from "@tanstack/react-query";
import { useMemo } from "react";
import type { CalendarDays } from "../components/BusinessCalendar";
import { addDays, type DateKey } from "./business-time";
import { useBusiness } from "./business";
import { trpc } from "./trpc";

export type OpenDays = CalendarDays & {
  /** The first day with a free slot; null while loading or when none has one. */
  firstOpen: DateKey | null;
  /** Done loading, with or without an answer. */
  settled: boolean;
};

/**
 * The days a calendar can offer, from business-local today to the booking horizon, with
 * how many free slots each has: one request for the whole span. With `preparerId`, that
 * preparer's free slots (decision 0231); else anyone's. With `service`, of those who offer it
 * (decision 0237).
 */
export function useOpenDays(today: DateKey | null, { preparerId, service }: { preparerId?: number; service?: string | null } = {}): OpenDays | null {
  const horizonDays = useBusiness().hours.horizon_days;
  const lastDate = today ? addDays(today, horizonDays) : null;
  const days = trpc.availability.days.useQuery(
    today && lastDate ? { from: today, to: lastDate, ...availabilityFilter(preparerId, service) } : skipToken,
  );
  return useMemo(() => {
    if (!lastDate) return null;
    const freeSlots = days.data ? new Map(days.data.map((day) => [day.date, day.free_slots])) : null;
    const firstOpen = days.data?.find((day) => day.free_slots > 0)?.date ?? null;
    return { lastDate, freeSlots, firstOpen, settled: !days.isPending };
  }, [lastDate, days.data, days.isPending]);
}

/** The availability queries' optional filters: one preparer's, and who offers a service. */
export const availabilityFilter = (preparerId?: number, service?: string | null) => ({
  ...(preparerId !== undefined && { preparer_id: preparerId }),
  ...(service && { service }),
});
