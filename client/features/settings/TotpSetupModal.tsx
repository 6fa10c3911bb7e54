import { Modal } from "@mantine/core";
import { useMfaT } from "./mfa-messages";
import { MfaEnrolment, type MfaEnrolmentProps } from "./MfaEnrolment";

export type TotpSetupModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The same steps as /mfa-setup. */
  enrolment: MfaEnrolmentProps;
};

/** Issue 17: setting up the authenticator app from /settings. */
export function TotpSetupModal({ opened, onClose, enrolment }: TotpSetupModalProps) {
  const t = useMfaT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("setupApp.title")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("dialog.close") }}
    >
      <MfaEnrolment {...enrolment} headingOrder={3} />
    </Modal>
  );
}
