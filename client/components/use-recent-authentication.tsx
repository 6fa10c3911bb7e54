import { useCallback, useRef, useState, type ReactElement } from "react";
import { errorMessage, isReauthenticationRequired } from "../lib/error-message";
import { useSession } from "../lib/session";
import { trpc } from "../lib/trpc";
import { useCommonT } from "./common-messages";
import { ConfirmItsYouModal } from "./ConfirmItsYouModal";

/** Runs a request; when the server wants "confirm it's you" first, asks, then runs it once more. */
export type WithRecentAuthentication = <T>(request: () => Promise<T>) => Promise<T>;

/**
 * "Confirm it's you" around the requests that need it (decision 0176): adding a second factor,
 * and an admin's API keys, webhooks and calendar feed address. The page renders `dialog`.
 * Cancelling rejects with the server's own refusal, which the caller shows as any other error.
 */
export function useRecentAuthentication(): { withRecentAuthentication: WithRecentAuthentication; dialog: ReactElement } {
  const t = useCommonT();
  const { user } = useSession();
  const reauthenticate = trpc.mfa.reauthenticate.useMutation();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waiting = useRef<{ confirmed: () => void; cancelled: () => void } | null>(null);

  const withRecentAuthentication = useCallback<WithRecentAuthentication>(async (request) => {
    try {
      return await request();
    } catch (refusal) {
      if (!isReauthenticationRequired(refusal)) throw refusal;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { confirmed: resolve, cancelled: () => reject(refusal) };
        setError(null);
        setOpened(true);
      });
      return request();
    }
  }, []);

  const settle = (outcome: "confirmed" | "cancelled") => {
    const pending = waiting.current;
    waiting.current = null;
    setOpened(false);
    pending?.[outcome]();
  };

  const dialog = (
    <ConfirmItsYouModal
      opened={opened}
      withCode={user?.mfa_enabled === true}
      submitting={reauthenticate.isPending}
      error={error}
      onConfirm={(input) => {
        setError(null);
        reauthenticate.mutateAsync(input).then(
          () => settle("confirmed"),
          (caught: unknown) => setError(errorMessage(caught, t("confirmItsYou.failed"))),
        );
      }}
      onCancel={() => settle("cancelled")}
    />
  );
  return { withRecentAuthentication, dialog };
}
