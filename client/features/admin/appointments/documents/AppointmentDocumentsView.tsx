import { Stack } from "@mantine/core";
import { useState } from "react";
import type { DocumentDto } from "#server/shared/documents.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { DeleteDocumentModal } from "./DeleteDocumentModal";
import { FolderSection, type FolderSectionProps } from "./FolderSection";
import { IntakeAnswersSection, type IntakeAnswersSectionProps } from "./IntakeAnswersSection";
import { RequestDocumentForm, type DocumentLabel } from "./RequestDocumentForm";

export type AppointmentDocumentsViewProps = Omit<IntakeAnswersSectionProps, "timeZone"> &
  Omit<FolderSectionProps, "onDelete"> & {
    /** The last action's outcome (a deletion, the retention switch, a refused download), or why it failed. */
    message: TimedMessage | null;
    /** Deletes the document once confirmed; the dialog closes when it settles. */
    onDelete: (document: DocumentDto) => Promise<unknown>;
    deleting: boolean;
    /** Asking the client for a document (decision 0254). */
    requesting: boolean;
    requestError: string | null;
    onRequest: (label: DocumentLabel) => Promise<boolean>;
  };

/**
 * An appointment's folder as the office sees it (decision 0254), in the appointment dialog and the
 * preparer's list: the client's intake answers, the checklist with what was sent for each item, and
 * a form to ask for one more document. Data-free: `AppointmentDocuments` fetches and acts.
 */
export function AppointmentDocumentsView(props: AppointmentDocumentsViewProps) {
  const { intake, folder, timeZone, message, reviewing, onSetReviewed, onDelete, deleting, requesting, requestError, onRequest, ...rows } = props;
  const [deleteTarget, setDeleteTarget] = useState<DocumentDto | null>(null);
  return (
    <Stack gap="md">
      <ActionMessage message={message} />
      <IntakeAnswersSection intake={intake} timeZone={timeZone} reviewing={reviewing} onSetReviewed={onSetReviewed} />
      <FolderSection folder={folder} timeZone={timeZone} onDelete={setDeleteTarget} {...rows} />
      {folder.status === "ready" && <RequestDocumentForm open={folder.folder.open} submitting={requesting} error={requestError} onSubmit={onRequest} />}
      <DeleteDocumentModal
        document={deleteTarget}
        submitting={deleting}
        onClose={() => setDeleteTarget(null)}
        onConfirm={() => {
          if (deleteTarget) void onDelete(deleteTarget).finally(() => setDeleteTarget(null));
        }}
      />
    </Stack>
  );
}
