import { skipToken } from "@tanstack/react-query";
import { useState } from "react";
import type { ClientSummary } from "../../../../server/shared/clients.schema";
import { paths } from "../../../app/paths";
import { errorMessage } from "../../../lib/error-message";
import { usePageMeta } from "../../../lib/page-meta";
import { trpc } from "../../../lib/trpc";
import { useBusinessTimeZone } from "../../../lib/use-business-time-zone";
import { useClientsT } from "./clients-messages";
import { AdminClientsView, type ClientsState } from "./AdminClientsView";
import { ClientHistoryModal, type ClientHistoryState } from "./ClientHistoryModal";

/** /admin/clients (admins only, behind RequireAdmin). */
export function AdminClientsPage() {
  usePageMeta("/admin/clients");
  const t = useClientsT();
  const timeZone = useBusinessTimeZone();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ClientSummary | null>(null);
  const list = trpc.clients.list.useQuery({ ...(query && { q: query }), page }, { placeholderData: (previous) => previous });
  const details = trpc.clients.details.useQuery(open ? { id: open.id } : skipToken);

  const clients: ClientsState = list.data
    ? { status: "ready", list: list.data }
    : list.isError
      ? { status: "error", message: errorMessage(list.error, t("clients.loadFailed")) }
      : { status: "loading" };
  const history: ClientHistoryState = details.data
    ? { status: "ready", details: details.data }
    : details.isError
      ? { status: "error", message: errorMessage(details.error, t("history.loadFailed")) }
      : { status: "loading" };

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
      />
      {timeZone && <ClientHistoryModal client={open} history={history} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </>
  );
}
