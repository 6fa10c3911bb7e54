import { useState } from "react";
import type { ForgotPasswordInput } from "#server/shared/password-reset.schema.ts";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { useAuthT } from "./auth-messages";
import { ForgotPasswordView } from "./ForgotPasswordView";

/** Container for /forgot-password. */
export function ForgotPasswordPage() {
  usePageMeta("/forgot-password");
  const t = useAuthT();
  const request = trpc.auth.forgotPassword.useMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(input: ForgotPasswordInput) {
    setError(null);
    try {
      await request.mutateAsync(input);
    } catch (caught) {
      setError(errorMessage(caught, t("forgot.failed")));
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
