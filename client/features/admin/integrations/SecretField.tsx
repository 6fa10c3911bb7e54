import { Button, CopyButton, Group, TextInput } from "@mantine/core";
import { useIntegrationsT } from "./integrations-messages";
import utilities from "#client/design/utilities.module.css";

type SecretFieldProps = { label: string; value: string; copyLabel: string };

/** A secret shown once: read-only, focused and selected when the dialog opens, with a button that copies it. */
export function SecretField({ label, value, copyLabel }: SecretFieldProps) {
  const t = useIntegrationsT();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        data-autofocus
        spellCheck={false}
        autoComplete="off"
        flex="1 1 16rem"
        miw={0}
        classNames={{ input: utilities.monospace }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-live="polite">
            {copied ? t("integrations.copied") : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
