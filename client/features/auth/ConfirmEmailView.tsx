import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { Link } from "wouter";
import { say } from "#server/shared/i18n/server-messages.ts";
import { paths } from "../../app/paths";
import { localMessage } from "../../lib/server-messages";
import { AuthLayout } from "./AuthLayout";
import { useAuthT } from "./auth-messages";

export type ConfirmEmailState =
  | { kind: "missing-token" }
  | { kind: "working" }
  | { kind: "done"; message: string; email: string }
  | { kind: "failed"; error: string };

export type ConfirmEmailViewProps = {
  state: ConfirmEmailState;
  /** Where to go next: Settings when signed in here, else the login page. */
  signedIn: boolean;
};

/** /confirm-email?token=...: the page the link sent to a new address opens (issue 17). */
export function ConfirmEmailView({ state, signedIn }: ConfirmEmailViewProps) {
  const t = useAuthT();
  const next = signedIn ? (
    <Button component={Link} href={paths.settings} fullWidth>
      {t("confirm.toSettings")}
    </Button>
  ) : (
    <Button component={Link} href={paths.login} fullWidth>
      {t("confirm.toLogin")}
    </Button>
  );
  return (
    <AuthLayout title={t("confirm.title")} subtitle="" error={state.kind === "failed" ? state.error : null}>
      {state.kind === "working" && (
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("confirm.working")}</Text>
        </Stack>
      )}
      {state.kind === "done" && (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {state.message} <strong>{state.email}</strong>
          </Alert>
          {next}
        </Stack>
      )}
      {state.kind === "missing-token" && (
        <Alert color="red" variant="light" role="alert">
          {localMessage(say.emailChange.tokenMissing)}
        </Alert>
      )}
      {state.kind === "failed" && next}
    </AuthLayout>
  );
}
