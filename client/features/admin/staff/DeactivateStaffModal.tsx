import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { StaffMember } from "#server/shared/staff.schema.ts";
import { useStaffT } from "./staff-messages";

export type DeactivateStaffModalProps = {
  /** The member to deactivate; the dialog is open while it is set. */
  member: StaffMember | null;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Deactivating signs the member out everywhere: asked once more, with "Keep the account" focused. */
export function DeactivateStaffModal({ member, submitting, onConfirm, onClose }: DeactivateStaffModalProps) {
  const t = useStaffT();
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? t("deactivate.title", { name: member.name }) : ""}
      centered
      closeButtonProps={{ "aria-label": t("deactivate.closeDialog") }}
    >
      {member && (
        <Stack gap="md">
          <Text>{t("deactivate.body")}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t("deactivate.keep")}
            </Button>
            <Button color="red" onClick={onConfirm} loading={submitting}>
              {t("deactivate.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
