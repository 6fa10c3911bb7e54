import { useState, type ReactElement } from "react";
import type { PasskeySummary } from "#server/shared/mfa.schema.ts";
import { errorMessage } from "../../lib/error-message";
import { deviceName, passkeysSupported } from "../../lib/passkeys";
import { trpc } from "../../lib/trpc";
import { useTimedMessage } from "../../lib/use-timed-message";
import { useRecentAuthentication } from "../../components/use-recent-authentication";
import { AddPasskeyModal } from "./AddPasskeyModal";
import { ConfirmWithCodeModal, type PasswordAndCode } from "./ConfirmWithCodeModal";
import type { MfaCardProps } from "./MfaCard";
import { useMfaT } from "./mfa-messages";
import { TotpSetupModal } from "./TotpSetupModal";
import { useAddPasskey, useMfaChanged, useMfaEnrolment } from "./use-mfa-enrolment";

type Dialog =
  | { kind: "setupApp" }
  | { kind: "addPasskey" }
  | { kind: "removeApp" }
  | { kind: "newCodes" }
  | { kind: "removePasskey"; passkey: PasskeySummary };

/** The container of the two-step sign-in card on /settings (issue 17): its data, and its dialogs. */
export function useMfaSettings({ email, timeZone }: { email: string; timeZone: string }): { card: MfaCardProps; dialogs: ReactElement } {
  const t = useMfaT();
  const status = trpc.mfa.status.useQuery();
  const changed = useMfaChanged();
  const message = useTimedMessage();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const removeTotp = trpc.mfa.removeTotp.useMutation();
  const removePasskey = trpc.mfa.removePasskey.useMutation();
  const renewCodes = trpc.mfa.renewRecoveryCodes.useMutation();
  const { withRecentAuthentication, dialog: confirmItsYou } = useRecentAuthentication();
  const addPasskey = useAddPasskey(withRecentAuthentication);

  function open(next: Dialog) {
    message.clear();
    setError(null);
    setCodes(null);
    setDialog(next);
  }
  const close = () => setDialog(null);

  const enrolment = useMfaEnrolment({
    active: dialog?.kind === "setupApp",
    email,
    withPasskey: false,
    onDone: close,
    withRecentAuthentication,
  });

  /** Runs a password-and-code change; a message for the card when it has no codes to show. */
  async function confirm(run: () => Promise<{ message: string; recovery_codes?: string[] }>, fallback: string) {
    setError(null);
    try {
      const answer = await run();
      await changed();
      if (answer.recovery_codes?.length) setCodes(answer.recovery_codes);
      else {
        close();
        message.showSuccess(answer.message);
      }
    } catch (caught) {
      setError(errorMessage(caught, fallback));
    }
  }

  const confirmDialog = (input: PasswordAndCode) => {
    if (dialog?.kind === "removeApp") void confirm(() => removeTotp.mutateAsync(input), t("failed.remove"));
    if (dialog?.kind === "newCodes") void confirm(() => renewCodes.mutateAsync(input), t("failed.codes"));
    if (dialog?.kind === "removePasskey") {
      const { id } = dialog.passkey;
      void confirm(() => removePasskey.mutateAsync({ id, ...input }), t("failed.remove"));
    }
  };

  const confirmTexts =
    dialog?.kind === "removeApp"
      ? { title: t("removeApp.title"), intro: t("removeApp.intro"), confirmLabel: t("removeApp.confirm"), destructive: true }
      : dialog?.kind === "removePasskey"
        ? {
            title: t("removePasskey.title"),
            intro: t("removePasskey.intro", { name: dialog.passkey.name }),
            confirmLabel: t("removePasskey.confirm"),
            destructive: true,
          }
        : { title: t("newCodes.title"), intro: t("newCodes.intro"), confirmLabel: t("newCodes.confirm"), destructive: false };

  const dialogs = (
    <>
      <TotpSetupModal
        opened={dialog?.kind === "setupApp"}
        onClose={() => {
          close();
          // A setup closed half way leaves nothing on; one finished shows on the card.
          void status.refetch();
        }}
        enrolment={enrolment}
      />
      <AddPasskeyModal
        opened={dialog?.kind === "addPasskey"}
        onClose={close}
        defaultName={deviceName() ?? t("passkey.defaultName")}
        pending={addPasskey.pending}
        error={error}
        onAdd={(name) => {
          setError(null);
          void addPasskey.run(name).then(async (outcome) => {
            if ("error" in outcome) return setError(outcome.error);
            await changed();
            if (outcome.answer.recovery_codes.length > 0) setCodes(outcome.answer.recovery_codes);
            else {
              close();
              message.showSuccess(outcome.answer.message);
            }
          });
        }}
        recoveryCodes={dialog?.kind === "addPasskey" ? codes : null}
        email={email}
      />
      <ConfirmWithCodeModal
        opened={dialog?.kind === "removeApp" || dialog?.kind === "newCodes" || dialog?.kind === "removePasskey"}
        onClose={close}
        {...confirmTexts}
        submitting={removeTotp.isPending || removePasskey.isPending || renewCodes.isPending}
        error={error}
        onConfirm={confirmDialog}
        recoveryCodes={dialog?.kind === "newCodes" ? codes : null}
        email={email}
      />
      {confirmItsYou}
    </>
  );

  return {
    card: {
      status: status.data ?? null,
      loadFailed: status.isError,
      timeZone,
      message: message.message,
      canAddPasskey: passkeysSupported(),
      onSetUpApp: () => open({ kind: "setupApp" }),
      onRemoveApp: () => open({ kind: "removeApp" }),
      onNewCodes: () => open({ kind: "newCodes" }),
      onAddPasskey: () => open({ kind: "addPasskey" }),
      onRemovePasskey: (passkey) => open({ kind: "removePasskey", passkey }),
    },
    dialogs,
  };
}
