import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { LoginInput } from "../../../server/shared/auth.schema";
import { paths } from "../../app/paths";
import { useSpecT } from "../../components/common-messages";
import { LoadingMessage } from "../../components/LoadingMessage";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { useSession, useSetSessionUser } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { IDLE_SIGN_OUT_REASON } from "../../lib/admin-idle";
import { withNext } from "./auth-links";
import { useAuthT } from "./auth-messages";
import { LoginView } from "./LoginView";
import { postLoginPath } from "./post-login-path";

/** Container for /login (and /login?next=/book). */
export function LoginPage() {
  usePageMeta("/login");
  const t = useAuthT();
  const spec = useSpecT();
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const search = new URLSearchParams(useSearch());
  const next = search.get("next");
  const login = trpc.auth.login.useMutation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // A full page load (SPEC.md section 2), so every screen starts from the new session's state.
    if (user) window.location.assign(postLoginPath(user, next));
  }, [user, next]);

  async function submit(input: LoginInput) {
    setError(null);
    try {
      const signedIn = await login.mutateAsync(input);
      if (!("role" in signedIn)) throw new Error("The login response carried no user");
      setSessionUser(signedIn);
    } catch (caught) {
      setSessionUser(null);
      setError(errorMessage(caught, spec("login.failed")));
    }
  }

  if (user) return <LoadingMessage label={t("login.redirecting")} />;
  return (
    <LoginView
      submitting={login.isPending}
      error={error}
      registerHref={withNext(paths.register, next)}
      onSubmit={(input) => void submit(input)}
      signedOutIdle={search.get("reason") === IDLE_SIGN_OUT_REASON}
    />
  );
}
