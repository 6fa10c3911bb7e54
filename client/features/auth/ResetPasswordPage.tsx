import { useState } from "react";
import { useSearch } from "wouter";
import { errorMessage, messageCodeOf } from "../../lib/error-message";
import { isPasswordRule } from "../../lib/password-rules";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { useAuthT } from "./auth-messages";
import { ResetPasswordView } from "./ResetPasswordView";

/** Container for /reset-password?token=... */
export function ResetPasswordPage() {
  usePageMeta("/reset-password");
  const t = useAuthT();
  const token = new URLSearchParams(useSearch()).get("token");
  const reset = trpc.auth.resetPassword.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function submit(input: { token: string; password: string }) {
    setError(null);
    setPasswordError(null);
    try {
      await reset.mutateAsync(input);
    } catch (caught) {
      const message = errorMessage(caught, t("reset.failed"));
      if (isPasswordRule(messageCodeOf(caught))) setPasswordError(message);
      else setError(message);
    }
  }

  return (
    <ResetPasswordView
      token={token}
      submitting={reset.isPending}
      error={error}
      passwordError={passwordError}
      doneMessage={reset.data?.message ?? null}
      onSubmit={(input) => void submit(input)}
    />
  );
}
