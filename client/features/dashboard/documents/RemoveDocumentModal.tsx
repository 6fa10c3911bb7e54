import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { DocumentDto } from "#server/shared/documents.schema.ts";
import { ActionMessage } from "../../../components/ActionMessage";
import type { TimedMessage } from "../../../lib/use-timed-message";
import { useAppointmentPrepT } from "./appointment-prep-messages";
import classes from "./PrepareAppointment.module.css";

export type RemoveDocumentModalProps = {
  /** The document to remove; the dialog is open while it is set. */
  document: Pick<DocumentDto, "id" | "name"> | null;
  submitting: boolean;
  /** Why the last attempt failed (the office opened it meanwhile, say). */
  message: TimedMessage | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** A second look before a client's document is deleted: keeping it is the default. */
export function RemoveDocumentModal({ document, submitting, message, onConfirm, onClose }: RemoveDocumentModalProps) {
  const t = useAppointmentPrepT();
  return (
    <Modal opened={document !== null} onClose={onClose} title={t("remove.title")} centered closeButtonProps={{ "aria-label": t("remove.closeDialog") }}>
      {document && (
        <Stack gap="md">
          <Text className={classes.fileName}>{t("remove.body", { name: document.name })}</Text>
          <ActionMessage message={message} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t("remove.keep")}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {t("remove.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
