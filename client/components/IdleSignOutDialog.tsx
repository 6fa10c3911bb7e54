import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useCommonT } from "./common-messages";

export type IdleSignOutDialogProps = {
  opened: boolean;
  /** Renews the session (a refresh) and closes the dialog. */
  onStay: () => void;
  onSignOut: () => void;
  staying: boolean;
};

/** Issue 17: an admin's page, a minute before the idle limit signs it out. */
export function IdleSignOutDialog({ opened, onStay, onSignOut, staying }: IdleSignOutDialogProps) {
  const t = useCommonT();
  return (
    <Modal opened={opened} onClose={onStay} title={t("idle.title")} centered withCloseButton={false} closeOnClickOutside={false}>
      <Stack gap="md">
        <Text>{t("idle.body")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSignOut}>
            {t("idle.signOut")}
          </Button>
          <Button onClick={onStay} loading={staying} data-autofocus>
            {t("idle.stay")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
