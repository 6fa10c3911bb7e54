import { Alert, Anchor, Button, CopyButton, Group, Image, Stack, Text, TextInput } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import type { TotpSetup } from "#server/shared/mfa.schema.ts";
import { LoadingMessage } from "../../components/LoadingMessage";
import { useMfaT } from "./mfa-messages";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import utilities from "../../design/utilities.module.css";
import classes from "./MfaEnrolment.module.css";

/** Offering a passkey instead of the app (issue 17). */
export type PasskeyChoice = {
  /** The name the field starts with, e.g. "Chrome on macOS". */
  defaultName: string;
  pending: boolean;
  onAdd: (name: string) => void;
};

export type MfaEnrolmentProps = {
  /** The new secret, or null while it is made. */
  setup: TotpSetup | null;
  /** Making the secret failed: the message, with a way to try again. */
  setupError: string | null;
  onRetrySetup: () => void;
  confirming: boolean;
  /** The last attempt's failure (a wrong code, a refused passkey). */
  error: string | null;
  onConfirm: (code: string) => void;
  /** Set once the app or passkey is on: the codes to show once ([] when the account had them already). */
  recoveryCodes: string[] | null;
  /** Whose codes they are, for the downloaded file. */
  email: string;
  onDone: () => void;
  /** Null when a passkey is not offered (the browser has none, or the passkey has its own dialog). */
  passkey: PasskeyChoice | null;
  /** The heading's level for the recovery codes (2 on the page, 3 in a dialog). */
  headingOrder?: 2 | 3;
};

/** "ABCDEFGHIJ..." as "ABCD EFGH IJ..": easier to read and type into an app. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Issue 17: turning on two-step sign-in, shared by /mfa-setup and the dialog on /settings:
 * scan the QR code (or type the key), prove it with a code, then save the recovery codes.
 * A passkey may stand in for the app.
 */
export function MfaEnrolment(props: MfaEnrolmentProps) {
  const t = useMfaT();
  const [method, setMethod] = useState<"app" | "passkey">("app");
  const { recoveryCodes, onDone, email, headingOrder = 2, error, passkey } = props;

  if (recoveryCodes) {
    if (recoveryCodes.length > 0) {
      return <RecoveryCodesPanel codes={recoveryCodes} email={email} onContinue={onDone} headingOrder={headingOrder} />;
    }
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
          {t("done.on")}
        </Alert>
        <Button onClick={onDone} w="fit-content">
          {t("continue")}
        </Button>
      </Stack>
    );
  }

  const errorAlert = error && (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  );

  if (method === "passkey" && passkey) {
    return <PasskeyStep passkey={passkey} error={errorAlert} onBack={() => setMethod("app")} />;
  }

  return (
    <Stack gap="md">
      <AppSteps {...props} error={null} />
      {errorAlert}
      {passkey && (
        <Anchor component="button" type="button" onClick={() => setMethod("passkey")} w="fit-content">
          {t("passkey.instead")}
        </Anchor>
      )}
    </Stack>
  );
}

function AppSteps({ setup, setupError, onRetrySetup, confirming, onConfirm }: MfaEnrolmentProps) {
  const t = useMfaT();
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);

  if (setupError) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {setupError}
        </Alert>
        <Button variant="default" onClick={onRetrySetup} w="fit-content">
          {t("setup.retry")}
        </Button>
      </Stack>
    );
  }
  if (!setup) return <LoadingMessage label={t("setup.loading")} />;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const digits = code.replace(/\s+/g, "");
        const ok = /^\d{6}$/.test(digits);
        setInvalid(!ok);
        if (ok) onConfirm(digits);
      }}
    >
      <Stack gap="md">
        <Text>{t("app.scan")}</Text>
        <Image
          src={setup.qr_code}
          alt={t("app.qrAlt")}
          w={200}
          h={200}
          radius="sm"
          bg="white"
          p="xs"
        />
        <Text size="sm">{t("app.manual")}</Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t("app.secretLabel")}
            value={groupedSecret(setup.secret)}
            readOnly
            spellCheck={false}
            autoComplete="off"
            flex="1 1 18rem"
            miw={0}
            classNames={{ input: utilities.monospace }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-live="polite">
                {copied ? t("app.copied") : t("app.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text>{t("app.enterCode")}</Text>
        <TextInput
          label={t("app.codeLabel")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={invalid ? t("app.codeInvalid") : undefined}
          classNames={{ input: classes.codeInput }}
        />
        <Button type="submit" loading={confirming} w="fit-content">
          {t("app.confirm")}
        </Button>
      </Stack>
    </form>
  );
}

function PasskeyStep({ passkey, error, onBack }: { passkey: PasskeyChoice; error: ReactNode; onBack: () => void }) {
  const t = useMfaT();
  const [name, setName] = useState(passkey.defaultName);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        setMissing(trimmed === "");
        if (trimmed) passkey.onAdd(trimmed);
      }}
    >
      <Stack gap="md">
        <Text>{t("passkey.intro")}</Text>
        <TextInput
          label={t("passkey.nameLabel")}
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={missing ? t("passkey.nameRequired") : undefined}
        />
        {error}
        <Group gap="sm">
          <Button type="submit" loading={passkey.pending}>
            {t("passkey.create")}
          </Button>
          <Button variant="subtle" onClick={onBack} disabled={passkey.pending}>
            {t("passkey.appInstead")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
