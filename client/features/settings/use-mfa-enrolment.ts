import { useCallback, useEffect, useRef, useState } from "react";
import type { RecoveryCodes, TotpSetup } from "#server/shared/mfa.schema.ts";
import { errorMessage } from "../../lib/error-message";
import { deviceName, isPasskeyCancelled, newPasskey, passkeysSupported } from "../../lib/passkeys";
import { trpc } from "../../lib/trpc";
import type { WithRecentAuthentication } from "../../components/use-recent-authentication";
import { useMfaT } from "./mfa-messages";
import type { MfaEnrolmentProps } from "./MfaEnrolment";

/**
 * After a change to the account's second factors: the session user (its `mfa_enabled`, which
 * the admin route guard reads) and the settings card are fetched again.
 */
export function useMfaChanged(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    await Promise.all([utils.users.me.invalidate(), utils.mfa.status.invalidate()]);
  }, [utils]);
}

/**
 * Adds a passkey named `name` through the browser's prompt; the answer carries recovery codes when it
 * is the first factor. Its options need a recent "confirm it's you" (decision 0176).
 */
export function useAddPasskey(withRecentAuthentication: WithRecentAuthentication) {
  const t = useMfaT();
  const options = trpc.mfa.passkeyOptions.useMutation();
  const add = trpc.mfa.addPasskey.useMutation();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (name: string): Promise<{ answer: RecoveryCodes } | { error: string }> => {
      setPending(true);
      try {
        const response = await newPasskey(await withRecentAuthentication(() => options.mutateAsync()));
        return { answer: await add.mutateAsync({ name, response }) };
      } catch (caught) {
        return { error: isPasskeyCancelled(caught) ? t("passkey.cancelled") : errorMessage(caught, t("passkey.failed")) };
      } finally {
        setPending(false);
      }
    },
    [options, add, t, withRecentAuthentication],
  );
  return { pending, run };
}

/**
 * The container side of MfaEnrolment, shared by /mfa-setup and the dialog on /settings: while
 * `active`, a new secret is asked for once; `withPasskey` offers a passkey instead of the app. Both
 * need a recent "confirm it's you", which `withRecentAuthentication` asks for when the server wants it.
 */
export function useMfaEnrolment({
  active,
  email,
  withPasskey,
  onDone,
  withRecentAuthentication,
}: {
  active: boolean;
  email: string;
  withPasskey: boolean;
  onDone: () => void;
  withRecentAuthentication: WithRecentAuthentication;
}): MfaEnrolmentProps {
  const t = useMfaT();
  const changed = useMfaChanged();
  const startTotp = trpc.mfa.startTotp.useMutation();
  const confirmTotp = trpc.mfa.confirmTotp.useMutation();
  const addPasskey = useAddPasskey(withRecentAuthentication);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { mutateAsync: start } = startTotp;

  const begin = useCallback(async () => {
    setSetupError(null);
    try {
      setSetup(await withRecentAuthentication(() => start()));
    } catch (caught) {
      setSetupError(errorMessage(caught, t("setup.startFailed")));
    }
  }, [start, t, withRecentAuthentication]);

  // One secret per opening: a second request would replace the one on screen.
  const started = useRef(false);
  useEffect(() => {
    if (active && !started.current) {
      started.current = true;
      void begin();
    }
    if (!active && started.current) {
      started.current = false;
      setSetup(null);
      setSetupError(null);
      setError(null);
      setRecoveryCodes(null);
    }
  }, [active, begin]);

  async function enrolled(answer: RecoveryCodes) {
    await changed();
    setRecoveryCodes(answer.recovery_codes);
  }

  return {
    setup,
    setupError,
    onRetrySetup: () => void begin(),
    confirming: confirmTotp.isPending,
    error,
    onConfirm: (code) => {
      setError(null);
      confirmTotp.mutateAsync({ code }).then(enrolled, (caught: unknown) => setError(errorMessage(caught, t("app.failed"))));
    },
    recoveryCodes,
    email,
    onDone,
    passkey:
      withPasskey && passkeysSupported()
        ? {
            defaultName: deviceName() ?? t("passkey.defaultName"),
            pending: addPasskey.pending,
            onAdd: (name) => {
              setError(null);
              void addPasskey.run(name).then((outcome) => ("error" in outcome ? setError(outcome.error) : enrolled(outcome.answer)));
            },
          }
        : null,
  };
}
