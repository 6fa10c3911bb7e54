import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { MfaStatus, PasskeySummary } from "#server/shared/mfa.schema.ts";
import { ActionMessage } from "../../components/ActionMessage";
import { formatDateTime } from "../../lib/business-time";
import type { TimedMessage } from "../../lib/use-timed-message";
import { useMfaT } from "./mfa-messages";

export type MfaCardProps = {
  /** Null while it loads. */
  status: MfaStatus | null;
  loadFailed: boolean;
  /** Times are shown in the business's zone, like every other time on the site. */
  timeZone: string;
  message: TimedMessage | null;
  /** The browser can make passkeys (else "Add a passkey" is not offered). */
  canAddPasskey: boolean;
  onSetUpApp: () => void;
  onRemoveApp: () => void;
  onNewCodes: () => void;
  onAddPasskey: () => void;
  onRemovePasskey: (passkey: PasskeySummary) => void;
};

/** Issue 17: the account's two-step sign-in on /settings: the app, the recovery codes and the passkeys. */
export function MfaCard({
  status,
  loadFailed,
  timeZone,
  message,
  canAddPasskey,
  onSetUpApp,
  onRemoveApp,
  onNewCodes,
  onAddPasskey,
  onRemovePasskey,
}: MfaCardProps) {
  const t = useMfaT();
  const factors = status ? Number(status.totp) + status.passkeys.length : 0;
  // An office account's last factor stays: the server refuses to remove it, so the page does not offer it.
  const lastOneLocked = status !== null && status.required && factors === 1;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="mfa-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h3" id="mfa-heading">
              {t("card.title")}
            </Title>
            {status && (
              <Badge variant="filled" color={status.enabled ? "green.6" : "gray.6"} autoContrast>
                {status.enabled ? t("card.on") : t("card.off")}
              </Badge>
            )}
          </Group>
          <Text size="sm">{t("card.intro")}</Text>
        </Stack>
        <ActionMessage message={message} />
        {loadFailed && <ActionMessage message={{ kind: "error", text: t("card.loadFailed") }} />}
        {!status && !loadFailed && <Text>{t("card.loading")}</Text>}
        {status && (
          <>
            {status.required && <Text size="sm">{t("card.required")}</Text>}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{t("card.app")}</Text>
                <Text size="sm">{status.totp ? t("card.appOn") : t("card.appOff")}</Text>
              </Stack>
              {status.totp ? (
                <Button
                  variant="default"
                  size="xs"
                  disabled={lastOneLocked}
                  aria-label={t("card.removeAppLabel")}
                  onClick={onRemoveApp}
                >
                  {t("card.removeApp")}
                </Button>
              ) : (
                <Button size="xs" onClick={onSetUpApp}>
                  {t("card.setUp")}
                </Button>
              )}
            </Group>
            {status.enabled && (
              <>
                <Divider />
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2}>
                    <Text fw={600}>{t("card.codes")}</Text>
                    <Text size="sm">{t("card.codesLeft", { count: status.recovery_codes_left })}</Text>
                  </Stack>
                  <Button variant="default" size="xs" onClick={onNewCodes}>
                    {t("card.newCodes")}
                  </Button>
                </Group>
              </>
            )}
            <Divider />
            <Stack gap="sm">
              <Text fw={600}>{t("card.passkeys")}</Text>
              {status.passkeys.length === 0 ? (
                <Text size="sm">{t("card.noPasskeys")}</Text>
              ) : (
                <Stack gap="sm" component="ul">
                  {status.passkeys.map((passkey) => (
                    <Paper key={passkey.id} component="li" withBorder radius="sm" p="sm">
                      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                        <Stack gap={2}>
                          <Group gap="xs">
                            <Text fw={600}>{passkey.name}</Text>
                            {passkey.backed_up && (
                              <Badge variant="light" color="brand">
                                {t("card.synced")}
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm">{t("card.added", { when: formatDateTime(passkey.created_at, timeZone) })}</Text>
                          <Text size="sm">
                            {passkey.last_used_at
                              ? t("card.lastUsed", { when: formatDateTime(passkey.last_used_at, timeZone) })
                              : t("card.neverUsed")}
                          </Text>
                        </Stack>
                        <Button
                          variant="default"
                          size="xs"
                          disabled={lastOneLocked}
                          aria-label={t("card.removePasskeyLabel", { name: passkey.name })}
                          onClick={() => onRemovePasskey(passkey)}
                        >
                          {t("card.removePasskey")}
                        </Button>
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              )}
              {canAddPasskey && (
                <Button variant="light" size="xs" onClick={onAddPasskey} w="fit-content">
                  {t("card.addPasskey")}
                </Button>
              )}
            </Stack>
            {lastOneLocked && <Text size="sm">{t("card.lastOne")}</Text>}
          </>
        )}
      </Stack>
    </Paper>
  );
}
