import { useLocalStorage } from "@mantine/hooks";
import { skipToken } from "@tanstack/react-query";
import { useState } from "react";
import { useSpecT } from "#client/components/common-messages.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { AdminAppointmentsState, AppointmentsLayout } from "./AdminAppointmentsView";
import type { SearchCriteria } from "./AppointmentSearchBar";

/**
 * /admin's list: the layout chosen (kept for the next visit), the usual window of appointments
 * and, while a search is set, its results a page at a time instead.
 */
export function useAppointmentsList() {
  const spec = useSpecT();
  const [layout, setLayout] = useLocalStorage<AppointmentsLayout>({
    key: "admin-appointments-layout",
    defaultValue: "list",
    getInitialValueInEffect: false,
  });
  const all = trpc.appointments.all.useQuery(undefined, { enabled: layout === "list" });
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const [page, setPage] = useState(1);
  const found = trpc.appointments.search.useQuery(criteria ? { ...criteria, page } : skipToken, {
    placeholderData: (previous) => previous,
  });

  const shown = criteria ? found : all;
  const appointments: AdminAppointmentsState = queryState(
    { data: criteria ? found.data?.appointments : all.data, isError: shown.isError, error: shown.error },
    (rows) => ({ appointments: rows }),
    spec("admin.loadFailed"),
  );

  return {
    layout,
    setLayout,
    appointments,
    searching: criteria !== null,
    search(next: SearchCriteria) {
      setCriteria(next);
      setPage(1);
    },
    clearSearch: () => setCriteria(null),
    results:
      criteria && found.data
        ? { total: found.data.total, page: found.data.page, pageSize: found.data.page_size, onPage: setPage }
        : undefined,
  };
}
