import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { BlockedTime } from "../../../server/shared/blocked-time.schema";
import { MESSAGES } from "../../../server/shared/messages";
import { formatRange } from "../../lib/business-time";

export type DeleteBlockedTimeModalProps = {
  /** The period to delete; the dialog is open while it is set. */
  blockedTime: BlockedTime | null;
  timeZone: string;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Delete Blocked Period' (SPEC.md section 2): a second look before the times reopen. */
export function DeleteBlockedTimeModal({ blockedTime, timeZone, submitting, onConfirm, onClose }: DeleteBlockedTimeModalProps) {
  return (
    <Modal
      opened={blockedTime !== null}
      onClose={onClose}
      title={MESSAGES.blockedTimes.deleteTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {blockedTime && (
        <Stack gap="md">
          <Text>
            Delete the blocked period {formatRange(blockedTime.start_time, blockedTime.end_time, timeZone)}
            {blockedTime.reason && ` (${blockedTime.reason})`}? Its times can be booked again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Keep It
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
