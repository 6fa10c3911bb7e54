import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { useSession } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { ConfirmEmailView, type ConfirmEmailState } from "./ConfirmEmailView";
import { useAuthT } from "./auth-messages";

/** Container for /confirm-email?token=...: confirms once, as the page opens; no session needed. */
export function ConfirmEmailPage() {
  usePageMeta("/confirm-email");
  const t = useAuthT();
  const token = new URLSearchParams(useSearch()).get("token");
  const { status } = useSession();
  const utils = trpc.useUtils();
  const confirm = trpc.users.confirmEmailChange.useMutation();
  const [state, setState] = useState<ConfirmEmailState>(token ? { kind: "working" } : { kind: "missing-token" });
  // The link is single use: confirm once even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm
      .mutateAsync({ token })
      .then(async (answer) => {
        setState({ kind: "done", message: answer.message, email: answer.email });
        // A signed-in page shows the new address at once.
        await utils.users.me.invalidate();
      })
      .catch((error: unknown) => setState({ kind: "failed", error: errorMessage(error, t("confirm.failed")) }));
  }, [token, confirm, utils, t]);

  return <ConfirmEmailView state={state} signedIn={status === "signed-in"} />;
}
