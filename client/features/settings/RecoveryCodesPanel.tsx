import { Button, Checkbox, CopyButton, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useMfaT } from "./mfa-messages";
import classes from "./RecoveryCodesPanel.module.css";

export type RecoveryCodesPanelProps = {
  /** Shown this once: the server keeps only their hashes. */
  codes: string[];
  /** Whose codes they are, for the downloaded file. */
  email: string;
  onContinue: () => void;
  /** The heading's level where the panel sits (2 on the page, 3 in a dialog). */
  headingOrder?: 2 | 3;
};

function download(codes: string[], heading: string) {
  const file = new Blob([`${heading}\n\n${codes.join("\n")}\n`], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = "recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/** Issue 17: the new recovery codes, once; Continue waits until the reader says they are saved. */
export function RecoveryCodesPanel({ codes, email, onContinue, headingOrder = 2 }: RecoveryCodesPanelProps) {
  const t = useMfaT();
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={headingOrder} size="h3">
          {t("codes.title")}
        </Title>
        <Text size="sm">{t("codes.intro")}</Text>
      </Stack>
      <Paper withBorder radius="sm" p="md">
        <List
          aria-label={t("codes.listLabel")}
          listStyleType="none"
          spacing={4}
          className={classes.codes}
          ff="monospace"
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join("\n")}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy} aria-live="polite">
              {copied ? t("codes.copied") : t("codes.copy")}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(codes, t("codes.fileHeading", { email }))}
        >
          {t("codes.download")}
        </Button>
      </Group>
      <Checkbox label={t("codes.saved")} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
      <Button onClick={onContinue} disabled={!saved} w="fit-content">
        {t("continue")}
      </Button>
    </Stack>
  );
}
