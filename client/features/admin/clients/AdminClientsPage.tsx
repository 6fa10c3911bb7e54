import { skipToken } from "@tanstack/react-query";
import { useState } from "react";
import type { ClientSummary } from "#server/shared/clients.schema.ts";
import { paths } from "#client/app/paths.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useClientsT } from "./clients-messages";
import { AdminClientsView, type ClientsState } from "./AdminClientsView";
import { ClientHistoryModal, type ClientHistoryState } from "./ClientHistoryModal";
import { queryState } from "#client/lib/query-state.ts";
import { useExpiringDocumentsCard } from "./use-expiring-documents";

/** /admin/clients (staff with its permission, behind RequireOffice: docs/permissions.md). */
export function AdminClientsPage() {
  usePageMeta("/admin/clients");
  const t = useClientsT();
  const timeZone = useBusinessTimeZone();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ClientSummary | null>(null);
  const list = trpc.clients.list.useQuery({ ...(query && { q: query }), page }, { placeholderData: (previous) => previous });
  const details = trpc.clients.details.useQuery(open ? { id: open.id } : skipToken);

  const clients: ClientsState = queryState(list, (data) => ({ list: data }), t("clients.loadFailed"));
  const history: ClientHistoryState = queryState(details, (data) => ({ details: data }), t("history.loadFailed"));
  // The owner's: documents the retention rule deletes soon (decision 0254).
  const retention = useExpiringDocumentsCard(timeZone);

  return (
    <>
      <AdminClientsView
        clients={clients}
        timeZone={timeZone}
        query={query}
        onSearch={(next) => {
          setQuery(next);
          setPage(1);
        }}
        onPage={setPage}
        onOpen={setOpen}
        appointmentsHref={paths.admin}
        retention={retention}
      />
      {timeZone && <ClientHistoryModal client={open} history={history} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </>
  );
}
