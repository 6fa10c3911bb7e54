import { useState } from "react";
import type { AuditEventsInput } from "#server/shared/audit.schema.ts";
import { paths } from "#client/app/paths.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useActivityT } from "./activity-messages";
import { AdminActivityView, NO_ACTIVITY_FILTERS, type ActivityFilters } from "./AdminActivityView";
import { queryState } from "#client/lib/query-state.ts";

/** The query the filters ask for: only the ones set. */
function inputOf(filters: ActivityFilters, page: number): AuditEventsInput {
  return {
    page,
    ...(filters.kind && { action: filters.kind }),
    ...(filters.who && { actor: filters.who }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
}

/** /admin/activity (staff with its permission, behind RequireOffice: docs/permissions.md). */
export function AdminActivityPage() {
  usePageMeta("/admin/activity");
  const t = useActivityT();
  const timeZone = useBusinessTimeZone();
  const [filters, setFilters] = useState<ActivityFilters>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  const list = trpc.audit.list.useQuery(inputOf(filters, page), { placeholderData: (previous) => previous });
  return (
    <AdminActivityView
      timeZone={timeZone}
      activity={queryState(list, (data) => ({ page: data }), t("loadFailed"))}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setPage(1);
      }}
      onPage={setPage}
      appointmentsHref={paths.admin}
    />
  );
}
