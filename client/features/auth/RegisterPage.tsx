import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { RegisterInput } from "#server/shared/auth.schema.ts";
import { paths } from "../../app/paths";
import { useSpecT } from "../../components/common-messages";
import { errorMessage, messageCodeOf } from "../../lib/error-message";
import { isPasswordRule } from "../../lib/password-rules";
import { currentLocale } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { withNext } from "./auth-links";
import { useAuthT } from "./auth-messages";
import { RegisterView } from "./RegisterView";
// Drawn by the server before Mantine's full stylesheet arrives (decision 0265): its components' own styles come with it.
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.layer.css";

/** Container for /register: on success, a notification and on to /login (registering does not sign in). */
export function RegisterPage() {
  usePageMeta("/register");
  const t = useAuthT();
  const spec = useSpecT();
  const [, navigate] = useLocation();
  const loginHref = withNext(paths.login, new URLSearchParams(useSearch()).get("next"));
  const register = trpc.auth.register.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function submit(input: RegisterInput) {
    setError(null);
    setPasswordError(null);
    try {
      // The account starts in the language the visitor registered in (its emails too).
      const result = await register.mutateAsync({ ...input, locale: currentLocale() });
      notifications.show({ color: "green", title: t("register.created"), message: result.message });
      navigate(loginHref);
    } catch (caught) {
      const message = errorMessage(caught, spec("register.failed"));
      if (isPasswordRule(messageCodeOf(caught))) setPasswordError(message);
      else setError(message);
    }
  }

  return (
    <RegisterView
      submitting={register.isPending}
      error={error}
      passwordError={passwordError}
      loginHref={loginHref}
      onSubmit={(input) => void submit(input)}
    />
  );
}
