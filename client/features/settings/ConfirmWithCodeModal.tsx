import { Modal } from "@mantine/core";
import { PasswordAndCodeForm } from "../../components/PasswordAndCodeForm";
import { useMfaT } from "./mfa-messages";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";

export type PasswordAndCode = { password: string; code: string };

export type ConfirmWithCodeModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirmLabel: string;
  /** Removing (red) or renewing. */
  destructive: boolean;
  submitting: boolean;
  error: string | null;
  onConfirm: (input: PasswordAndCode) => void;
  /** New recovery codes, once made: shown once in place of the form. */
  recoveryCodes?: string[] | null;
  email: string;
};

/**
 * Issue 17: removing the app or a passkey, or making new recovery codes, needs the password
 * and a current code (from the app, or a recovery code).
 */
export function ConfirmWithCodeModal({
  opened,
  onClose,
  title,
  intro,
  confirmLabel,
  destructive,
  submitting,
  error,
  onConfirm,
  recoveryCodes = null,
  email,
}: ConfirmWithCodeModalProps) {
  const t = useMfaT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("dialog.close") }}
    >
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} email={email} onContinue={onClose} headingOrder={3} />
      ) : (
        <PasswordAndCodeForm
          key={String(opened)}
          intro={intro}
          withCode
          confirmLabel={confirmLabel}
          destructive={destructive}
          submitting={submitting}
          error={error}
          onConfirm={({ password, code = "" }) => onConfirm({ password, code })}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
