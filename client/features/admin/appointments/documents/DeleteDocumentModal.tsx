import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { DocumentDto } from "#server/shared/documents.schema.ts";
import { useDocumentsT } from "./documents-messages";

export type DeleteDocumentModalProps = {
  /** The document to delete; the dialog is open while it is set. */
  document: Pick<DocumentDto, "id" | "name"> | null;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Its id in a `Modal.Stack` (the appointment dialog's): on top of it, Escape closes only this one. */
export const DELETE_DOCUMENT_STACK_ID = "delete-document";

/**
 * A second look before a client's document is deleted (decision 0254): its bytes and key go for
 * good. Opened from the appointment dialog it stacks on it, so Escape closes this one first.
 */
export function DeleteDocumentModal({ document, submitting, onConfirm, onClose }: DeleteDocumentModalProps) {
  const t = useDocumentsT();
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      stackId={DELETE_DOCUMENT_STACK_ID}
      title={t("delete.title")}
      centered
      closeButtonProps={{ "aria-label": t("delete.closeDialog") }}
    >
      {document && (
        <Stack gap="md">
          <Text style={{ overflowWrap: "anywhere" }}>{t("delete.question", { name: document.name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t("delete.cancel")}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {t("delete.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
