import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReviewAdmin } from "#server/shared/review.schema.ts";
import { useReviewsT } from "./reviews-messages";

export type DeleteReviewModalProps = {
  /** The review to delete; the dialog is open while it is set. */
  review: ReviewAdmin | null;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Deleting a review erases its words at once (decision 0243): asked once more, with "Keep it" focused and hiding offered instead. */
export function DeleteReviewModal({ review, submitting, onConfirm, onClose }: DeleteReviewModalProps) {
  const t = useReviewsT();
  return (
    <Modal
      opened={review !== null}
      onClose={onClose}
      title={t("delete.title")}
      centered
      closeButtonProps={{ "aria-label": t("delete.closeDialog") }}
    >
      {review && (
        <Stack gap="md">
          <Text>{t("delete.question", { name: review.name })}</Text>
          {review.shown && <Text size="sm">{t("delete.hideInstead")}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t("delete.keep")}
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
