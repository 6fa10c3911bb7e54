import { useState } from "react";
import { useSearch } from "wouter";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { ResetPasswordView } from "./ResetPasswordView";

export const RESET_PASSWORD_FAILED = "Could not reset your password. Please try again.";

/** Container for /reset-password?token=... */
export function ResetPasswordPage() {
  usePageMeta("/reset-password");
  const token = new URLSearchParams(useSearch()).get("token");
  const reset = trpc.auth.resetPassword.useMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(input: { token: string; password: string }) {
    setError(null);
    try {
      await reset.mutateAsync(input);
    } catch (caught) {
      setError(errorMessage(caught, RESET_PASSWORD_FAILED));
    }
  }

  return (
    <ResetPasswordView
      token={token}
      submitting={reset.isPending}
      error={error}
      doneMessage={reset.data?.message ?? null}
      onSubmit={(input) => void submit(input)}
    />
  );
}
