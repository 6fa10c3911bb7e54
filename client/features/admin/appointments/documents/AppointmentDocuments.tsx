import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { DocumentDto } from "#server/shared/documents.schema.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { AppointmentDocumentsView } from "./AppointmentDocumentsView";
import { useDocumentsAccess } from "./documents-access";
import { useDocumentsT } from "./documents-messages";
import type { DocumentLabel } from "./RequestDocumentForm";

export type AppointmentDocumentsProps = { appointmentId: number; timeZone: string };

/** While the malware check runs on a document, the folder is read again this often. */
const CHECKING_POLL_MS = 5_000;

/**
 * An appointment's intake answers and documents for the office (decision 0254): for the owner and
 * a preparer; nothing at all (no section, no request) for the front desk.
 */
export function AppointmentDocuments(props: AppointmentDocumentsProps) {
  const access = useDocumentsAccess();
  return access.open ? <OpenFolder {...props} canKeep={access.keep} /> : null;
}

function OpenFolder({ appointmentId, timeZone, canKeep }: AppointmentDocumentsProps & { canKeep: boolean }) {
  const t = useDocumentsT();
  const utils = trpc.useUtils();
  const message = useTimedMessage();
  const [requestError, setRequestError] = useState<string | null>(null);
  const input = { id: appointmentId };
  // Read fresh each time it opens: the client may have answered or sent something since.
  const intake = trpc.documents.intake.useQuery(input, { staleTime: 0 });
  const folder = trpc.documents.folder.useQuery(input, {
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.documents.some((document) => document.status === "checking") ? CHECKING_POLL_MS : false),
  });

  const setReviewed = trpc.documents.setReviewed.useMutation({
    onSuccess: (view) => utils.documents.intake.setData(input, view),
    onError: (error) => message.showError(errorMessage(error, t("intake.reviewFailed"))),
  });
  // A download is the signed address's: the server answers it as an attachment, so the page stays.
  const link = trpc.documents.link.useMutation({
    onSuccess: ({ url }) => {
      window.location.assign(url);
      // Asking for the link marked the document opened (decision 0254): the row says so now.
      return utils.documents.folder.invalidate(input);
    },
    onError: (error) => message.showError(errorMessage(error, t("document.downloadFailed"))),
  });
  const remove = trpc.documents.remove.useMutation({
    onSettled: () => Promise.all([utils.documents.folder.invalidate(input), utils.documents.expiring.invalidate()]),
  });
  const keep = trpc.documents.keep.useMutation({
    onSuccess: (kept) => {
      utils.documents.folder.setData(input, (current) => current && { ...current, documents: current.documents.map((document) => (document.id === kept.id ? kept : document)) });
      message.showSuccess(t(kept.kept ? "document.kept" : "document.released", { name: kept.name }));
    },
    onError: (error) => message.showError(errorMessage(error, t("document.keepFailed"))),
    onSettled: () => utils.documents.expiring.invalidate(),
  });
  const request = trpc.documents.request.useMutation({ onSettled: () => utils.documents.folder.invalidate(input) });

  const running = (mutation: { isPending: boolean; variables?: { id: string } }) => (mutation.isPending ? (mutation.variables?.id ?? null) : null);
  const busyId = running(link) ?? running(remove) ?? running(keep);

  return (
    <AppointmentDocumentsView
      intake={queryState(intake, (data) => ({ intake: data }), t("intake.failed"))}
      folder={queryState(folder, (data) => ({ folder: data }), t("folder.failed"))}
      timeZone={timeZone}
      canKeep={canKeep}
      message={message.message}
      reviewing={setReviewed.isPending}
      onSetReviewed={(reviewed) => {
        message.clear();
        setReviewed.mutate({ id: appointmentId, reviewed });
      }}
      busyId={busyId}
      onDownload={(document) => {
        message.clear();
        link.mutate({ id: document.id });
      }}
      deleting={remove.isPending}
      onDelete={async (document: DocumentDto) => {
        message.clear();
        try {
          await remove.mutateAsync({ id: document.id });
          message.showSuccess(t("document.deleted", { name: document.name }));
        } catch (error) {
          message.showError(errorMessage(error, t("document.deleteFailed")));
        }
      }}
      onKeep={(document, kept) => {
        message.clear();
        keep.mutate({ id: document.id, kept });
      }}
      requesting={request.isPending}
      requestError={requestError}
      onRequest={async (label: DocumentLabel) => {
        setRequestError(null);
        try {
          await request.mutateAsync({ id: appointmentId, label });
        } catch (error) {
          setRequestError(errorMessage(error, t("request.failed")));
          return false;
        }
        notifications.show({ color: "green", message: t("request.done") });
        return true;
      }}
    />
  );
}
