import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { BlockedTime } from "#server/shared/blocked-time.schema.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import { formatRange } from "#client/lib/business-time.ts";
import { useHoursT } from "./hours-messages";

export type DeleteBlockedTimeModalProps = {
  /** The period to delete; the dialog is open while it is set. */
  blockedTime: BlockedTime | null;
  timeZone: string;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Delete Blocked Period' (docs/product.md §2.6): a second look before the times reopen. */
export function DeleteBlockedTimeModal({ blockedTime, timeZone, submitting, onConfirm, onClose }: DeleteBlockedTimeModalProps) {
  const t = useHoursT();
  const spec = useSpecT();
  const range = (blocked: BlockedTime) => formatRange(blocked.start_time, blocked.end_time, timeZone);
  return (
    <Modal
      opened={blockedTime !== null}
      onClose={onClose}
      title={spec("blockedTimes.deleteTitle")}
      centered
      closeButtonProps={{ "aria-label": t("deleteBlocked.closeDialog") }}
    >
      {blockedTime && (
        <Stack gap="md">
          <Text>
            {blockedTime.reason
              ? t("deleteBlocked.questionWithReason", { range: range(blockedTime), reason: blockedTime.reason })
              : t("deleteBlocked.question", { range: range(blockedTime) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t("deleteBlocked.keep")}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {t("action.delete")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
