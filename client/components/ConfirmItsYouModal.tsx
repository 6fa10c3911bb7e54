import { Modal } from "@mantine/core";
import { useCommonT } from "./common-messages";
import { PasswordAndCodeForm, type PasswordAndCodeInput } from "./PasswordAndCodeForm";

export type ConfirmItsYouInput = PasswordAndCodeInput;

export type ConfirmItsYouModalProps = {
  opened: boolean;
  /** The account has two-step sign-in on: a current code is asked too. */
  withCode: boolean;
  submitting: boolean;
  error: string | null;
  onConfirm: (input: ConfirmItsYouInput) => void;
  onCancel: () => void;
};

/**
 * "Confirm it's you" (issue 29 item 1, decision 0176): asked when the server refuses a change
 * to how one signs in, or to the office's keys, because this device has not proved who it is
 * lately. It opens above the dialog that asked, so a higher layer than Mantine's default.
 */
export function ConfirmItsYouModal({ opened, withCode, submitting, error, onConfirm, onCancel }: ConfirmItsYouModalProps) {
  const t = useCommonT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t("confirmItsYou.title")}
      centered
      zIndex={400}
      closeButtonProps={{ "aria-label": t("confirmItsYou.close") }}
    >
      <PasswordAndCodeForm
        key={String(opened)}
        intro={t(withCode ? "confirmItsYou.introWithCode" : "confirmItsYou.intro")}
        withCode={withCode}
        confirmLabel={t("confirmItsYou.confirm")}
        submitting={submitting}
        error={error}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </Modal>
  );
}
