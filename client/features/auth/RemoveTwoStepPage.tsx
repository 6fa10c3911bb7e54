import { useState } from "react";
import { useSearch } from "wouter";
import { errorMessage, messageCodeOf } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { useAuthT } from "./auth-messages";
import { RemoveTwoStepView } from "./RemoveTwoStepView";

/** A wrong password belongs on the field; any other refusal (the link used or expired) above the form. */
const isWrongPassword = (caught: unknown) => messageCodeOf(caught) === "auth.currentPasswordWrong";

/** Container for /remove-two-step?token=... (issue 29 item 1): no session needed. */
export function RemoveTwoStepPage() {
  usePageMeta("/remove-two-step");
  const t = useAuthT();
  const token = new URLSearchParams(useSearch()).get("token");
  const remove = trpc.mfa.removeWithLink.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function submit(input: { token: string; password: string }) {
    setError(null);
    setPasswordError(null);
    try {
      await remove.mutateAsync(input);
    } catch (caught) {
      const message = errorMessage(caught, t("removeTwoStep.failed"));
      if (isWrongPassword(caught)) setPasswordError(message);
      else setError(message);
    }
  }

  return (
    <RemoveTwoStepView
      token={token}
      submitting={remove.isPending}
      error={error}
      passwordError={passwordError}
      doneMessage={remove.data?.message ?? null}
      onSubmit={(input) => void submit(input)}
    />
  );
}
