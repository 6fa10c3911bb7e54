import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconKey } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { loginInput, type LoginInput } from "#server/shared/auth.schema.ts";
import type { MfaMethod } from "#server/shared/mfa.schema.ts";
import { paths } from "../../app/paths";
import { zodFieldErrors } from "../../lib/form-errors";
import { useAuthT } from "./auth-messages";
import { AuthLayout } from "./AuthLayout";
import utilities from "../../design/utilities.module.css";
// Drawn by the server before Mantine's full stylesheet arrives (decision 0265): its components' own styles come with it.
import "@mantine/core/styles/PasswordInput.layer.css";

/** Issue 17: the second step of a sign-in whose password was right. */
export type LoginCodeStep = {
  /** What the account can finish with (a passkey is offered only when it has one). */
  methods: MfaMethod[];
  onSubmitCode: (code: string) => void;
  onBack: () => void;
};

export type LoginViewProps = {
  submitting: boolean;
  error: string | null;
  /** Where 'Create an account' leads (keeps a `?next=` return path). */
  registerHref: string;
  onSubmit: (input: LoginInput) => void;
  /** Issue 17: the page came after an admin's idle sign-out (`/login?reason=idle`). */
  signedOutIdle?: boolean;
  /** Issue 17: set once the password was right and a second factor is due. */
  codeStep?: LoginCodeStep | null;
  /** Issue 17: signs in with a passkey (null when the browser has no WebAuthn). */
  onPasskey?: (() => void) | null;
  /** A passkey prompt is open. */
  passkeyPending?: boolean;
};

/** Sign in (docs/product.md §2.4), and its second step for accounts with two-step sign-in (issue 17). */
export function LoginView({
  submitting,
  error,
  registerHref,
  onSubmit,
  signedOutIdle = false,
  codeStep = null,
  onPasskey = null,
  passkeyPending = false,
}: LoginViewProps) {
  const t = useAuthT();
  const form = useForm<LoginInput>({
    initialValues: { email: "", password: "" },
    validate: (values) => zodFieldErrors(loginInput, values),
  });

  if (codeStep) {
    return (
      <CodeStep
        step={codeStep}
        submitting={submitting}
        error={error}
        onPasskey={codeStep.methods.includes("passkey") ? onPasskey : null}
        passkeyPending={passkeyPending}
      />
    );
  }

  // Gathered before the markup: inside a JSX spread, the literal-text rule would read a field name as text.
  const emailInput = form.getInputProps("email");
  const passwordInput = form.getInputProps("password");

  return (
    <AuthLayout
      title={t("login.title")}
      subtitle={
        <>
          {t("login.newHere")}{" "}
          <Anchor component={Link} href={registerHref}>
            {t("login.createAccount")}
          </Anchor>
        </>
      }
      error={error}
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack gap="md">
          {signedOutIdle && !error && (
            <Alert color="brand" variant="light" role="status">
              {t("login.idleNotice")}
            </Alert>
          )}
          <TextInput label={t("field.email")} type="email" autoComplete="email" required {...emailInput} />
          <PasswordInput label={t("field.password")} autoComplete="current-password" required {...passwordInput} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} href={paths.forgotPassword} size="sm">
              {t("login.forgotPassword")}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} disabled={passkeyPending} fullWidth>
            {t("login.submit")}
          </Button>
        </Stack>
      </form>
      {onPasskey && (
        <>
          <Divider
            label={t("login.or")}
            labelPosition="center"
            // In the text colour (the theme's rule for a divider's label): Mantine's dimmed one falls short of WCAG AA.
          />
          <PasskeyButton label={t("login.passkey")} pending={passkeyPending} disabled={submitting} onClick={onPasskey} />
        </>
      )}
    </AuthLayout>
  );
}

type CodeStepProps = {
  step: LoginCodeStep;
  submitting: boolean;
  error: string | null;
  onPasskey: (() => void) | null;
  passkeyPending: boolean;
};

function CodeStep({ step, submitting, error, onPasskey, passkeyPending }: CodeStepProps) {
  const t = useAuthT();
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The step replaces the password form: the caret goes where the code is typed.
  useEffect(() => field.current?.focus(), []);

  return (
    <AuthLayout title={t("mfa.title")} subtitle={t("mfa.intro")} error={error}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const typed = code.trim();
          setMissing(typed === "");
          if (typed) step.onSubmitCode(typed);
        }}
      >
        <Stack gap="md">
          <TextInput
            ref={field}
            label={t("mfa.codeLabel")}
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            required
            maxLength={32}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={missing ? t("mfa.codeRequired") : undefined}
            classNames={{ input: utilities.monospace }}
          />
          <Text size="sm">{t("mfa.recoveryHint")}</Text>
          <Button type="submit" loading={submitting} disabled={passkeyPending} fullWidth>
            {t("mfa.verify")}
          </Button>
          {onPasskey && (
            <PasskeyButton label={t("mfa.usePasskey")} pending={passkeyPending} disabled={submitting} onClick={onPasskey} />
          )}
          <Button variant="subtle" onClick={step.onBack} disabled={submitting} w="fit-content">
            {t("mfa.back")}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** "Sign in with a passkey" on the first step, "Use a passkey instead" on the second. */
function PasskeyButton({ label, pending, disabled, onClick }: { label: string; pending: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconKey size={18} aria-hidden />} loading={pending} disabled={disabled} onClick={onClick} fullWidth>
      {label}
    </Button>
  );
}
