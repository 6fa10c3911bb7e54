import type { ReactNode } from "react";
import { can } from "#server/shared/permissions.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { queryState } from "#client/lib/query-state.ts";
import { useRole } from "#client/lib/session.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useClientsT } from "./clients-messages";
import { ExpiringDocumentsCard } from "./ExpiringDocumentsCard";

/**
 * The owner's card of documents the retention rule deletes soon (decision 0254), for the clients
 * page; null (and nothing asked of the server) for staff without the `documents` permission.
 */
export function useExpiringDocumentsCard(timeZone: string | null): ReactNode {
  const t = useClientsT();
  const owner = can(useRole(), "documents");
  const utils = trpc.useUtils();
  const message = useTimedMessage();
  const expiring = trpc.documents.expiring.useQuery(undefined, { enabled: owner });
  const keep = trpc.documents.keep.useMutation({
    onSuccess: (document) => message.showSuccess(t("expiring.kept", { name: document.name })),
    onError: (error) => message.showError(errorMessage(error, t("expiring.keepFailed"))),
    onSettled: () => utils.documents.expiring.invalidate(),
  });
  if (!owner || !timeZone) return null;
  return (
    <ExpiringDocumentsCard
      documents={queryState(expiring, (documents) => ({ documents }), t("expiring.failed"))}
      timeZone={timeZone}
      keepingId={keep.isPending ? (keep.variables?.id ?? null) : null}
      message={message.message}
      onKeep={(document) => {
        message.clear();
        keep.mutate({ id: document.id, kept: true });
      }}
    />
  );
}
