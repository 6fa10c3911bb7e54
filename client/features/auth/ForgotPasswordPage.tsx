import { useState } from "react";
import type { ForgotPasswordInput } from "../../../server/shared/password-reset.schema";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { ForgotPasswordView } from "./ForgotPasswordView";

export const FORGOT_PASSWORD_FAILED = "Could not send the reset link. Please try again.";

/** Container for /forgot-password. */
export function ForgotPasswordPage() {
  usePageMeta("/forgot-password");
  const request = trpc.auth.forgotPassword.useMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(input: ForgotPasswordInput) {
    setError(null);
    try {
      await request.mutateAsync(input);
    } catch (caught) {
      setError(errorMessage(caught, FORGOT_PASSWORD_FAILED));
    }
  }

  return (
    <ForgotPasswordView
      submitting={request.isPending}
      error={error}
      sentMessage={request.data?.message ?? null}
      onSubmit={(input) => void submit(input)}
    />
  );
}
