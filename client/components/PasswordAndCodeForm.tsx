import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useCommonT } from "./common-messages";
import utilities from "../design/utilities.module.css";

export type PasswordAndCodeInput = { password: string; code?: string };

export type PasswordAndCodeFormProps = {
  intro: string;
  /** Two-step sign-in is on: a current code (the app's, or a recovery code) is asked too. */
  withCode: boolean;
  confirmLabel: string;
  /** Removing something (a red button) rather than going on. */
  destructive?: boolean;
  submitting: boolean;
  error: string | null;
  onConfirm: (input: PasswordAndCodeInput) => void;
  onCancel: () => void;
};

/**
 * The password, and a current code where two-step sign-in is on: what every step that proves
 * who someone is asks (issue 17's removals and new recovery codes, issue 29's "confirm it's you").
 */
export function PasswordAndCodeForm({ intro, withCode, confirmLabel, destructive = false, submitting, error, onConfirm, onCancel }: PasswordAndCodeFormProps) {
  const t = useCommonT();
  const form = useForm({
    initialValues: { password: "", code: "" },
    validate: {
      password: (value) => (value ? null : t("passwordAndCode.passwordRequired")),
      code: (value) => (!withCode || value.trim() ? null : t("passwordAndCode.codeRequired")),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onConfirm(withCode ? { password: values.password, code: values.code.trim() } : { password: values.password }))}
    >
      <Stack gap="md">
        <Text>{intro}</Text>
        <PasswordInput label={t("passwordAndCode.password")} autoComplete="current-password" required data-autofocus {...form.getInputProps("password")} />
        {withCode && (
          <TextInput
            label={t("passwordAndCode.code")}
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            required
            maxLength={32}
            classNames={{ input: utilities.monospace }}
            {...form.getInputProps("code")}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t("passwordAndCode.cancel")}
          </Button>
          <Button type="submit" color={destructive ? "red" : undefined} loading={submitting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
