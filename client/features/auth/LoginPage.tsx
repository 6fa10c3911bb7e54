import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { LoginInput } from "#server/shared/auth.schema.ts";
import type { MfaMethod } from "#server/shared/mfa.schema.ts";
import type { PublicUser } from "#server/shared/user.schema.ts";
import { paths } from "../../app/paths";
import { useSpecT } from "../../components/common-messages";
import { LoadingMessage } from "../../components/LoadingMessage";
import { errorMessage, messageCodeOf } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { isPasskeyCancelled, passkeyAssertion, usePasskeysSupported } from "../../lib/passkeys";
import { useSession, useSetSessionUser } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { IDLE_SIGN_OUT_REASON } from "../../lib/admin-idle";
import { withNext } from "./auth-links";
import { useAuthT } from "./auth-messages";
import { LoginView } from "./LoginView";
import { postLoginPath } from "./post-login-path";

/** The server's answer when the five minutes of a pending sign-in ran out: back to the password. */
function isChallengeExpired(caught: unknown): boolean {
  return messageCodeOf(caught) === "mfa.challengeExpired";
}

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
  const loginMfa = trpc.auth.loginMfa.useMutation();
  const passkeyOptions = trpc.auth.passkeyOptions.useMutation();
  const passkeyLogin = trpc.auth.passkeyLogin.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [methods, setMethods] = useState<MfaMethod[] | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const canUsePasskeys = usePasskeysSupported();

  useEffect(() => {
    // A full page load (docs/product.md §2.4), so every screen starts from the new session's state.
    if (user) window.location.assign(postLoginPath(user, next));
  }, [user, next]);

  function signedIn(answer: PublicUser) {
    if (!("role" in answer)) throw new Error("The login response carried no user");
    setSessionUser(answer);
  }

  async function submit(input: LoginInput) {
    setError(null);
    try {
      const answer = await login.mutateAsync(input);
      if ("mfa_required" in answer) setMethods(answer.methods);
      else signedIn(answer);
    } catch (caught) {
      setSessionUser(null);
      setError(errorMessage(caught, spec("login.failed")));
    }
  }

  async function submitCode(code: string) {
    setError(null);
    try {
      signedIn(await loginMfa.mutateAsync({ code }));
    } catch (caught) {
      const message = errorMessage(caught, t("mfa.failed"));
      if (isChallengeExpired(caught)) setMethods(null);
      setError(message);
    }
  }

  async function signInWithPasskey() {
    setError(null);
    setPasskeyPending(true);
    try {
      const response = await passkeyAssertion(await passkeyOptions.mutateAsync());
      signedIn(await passkeyLogin.mutateAsync({ response }));
    } catch (caught) {
      const message = isPasskeyCancelled(caught) ? t("passkey.cancelled") : errorMessage(caught, t("passkey.failed"));
      if (isChallengeExpired(caught)) setMethods(null);
      setError(message);
    } finally {
      setPasskeyPending(false);
    }
  }

  if (user) return <LoadingMessage label={t("login.redirecting")} />;
  return (
    <LoginView
      submitting={login.isPending || loginMfa.isPending}
      error={error}
      registerHref={withNext(paths.register, next)}
      onSubmit={(input) => void submit(input)}
      signedOutIdle={search.get("reason") === IDLE_SIGN_OUT_REASON}
      codeStep={
        methods && {
          methods,
          onSubmitCode: (code) => void submitCode(code),
          onBack: () => {
            setError(null);
            setMethods(null);
          },
        }
      }
      onPasskey={canUsePasskeys ? () => void signInWithPasskey() : null}
      passkeyPending={passkeyPending}
    />
  );
}
