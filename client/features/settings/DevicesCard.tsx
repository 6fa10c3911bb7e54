import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { DeviceSession } from "#server/shared/sessions.schema.ts";
import { ActionMessage } from "../../components/ActionMessage";
import { formatDateTime } from "../../lib/business-time";
import type { TimedMessage } from "../../lib/use-timed-message";
import { useSettingsT } from "./settings-messages";

export type DevicesCardProps = {
  /** Null while the list loads. */
  sessions: DeviceSession[] | null;
  loadFailed: boolean;
  /** Times are shown in the business's zone, like every other time on the site. */
  timeZone: string;
  onSignOut: (id: string) => void;
  onSignOutOthers: () => void;
  /** The id being signed out, or "others". */
  pending: string | null;
  message: TimedMessage | null;
};

/** Issue 17: the devices signed in to the account, this one first; any other can be signed out. */
export function DevicesCard({ sessions, loadFailed, timeZone, onSignOut, onSignOutOthers, pending, message }: DevicesCardProps) {
  const t = useSettingsT();
  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="devices-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="devices-heading">
            {t("devices.title")}
          </Title>
          <Text size="sm">{t("devices.intro")}</Text>
        </Stack>
        <ActionMessage message={message} />
        {loadFailed && <ActionMessage message={{ kind: "error", text: t("devices.loadFailed") }} />}
        {!sessions && !loadFailed && <Text>{t("devices.loading")}</Text>}
        {sessions && (
          <Stack gap="sm" component="ul">
            {sessions.map((session) => {
              const device = session.device ?? t("devices.unknown");
              const lastUsed = formatDateTime(session.last_used_at, timeZone);
              return (
                <Paper key={session.id} component="li" withBorder radius="sm" p="sm">
                  <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={600}>{device}</Text>
                        {session.current && (
                          <Badge variant="filled" color="green.6" autoContrast>
                            {t("devices.thisDevice")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm">{t("devices.lastUsed", { when: lastUsed })}</Text>
                      <Text size="sm">
                        {t("devices.signedIn", { when: formatDateTime(session.created_at, timeZone) })}
                        {session.approximate_ip ? ` · ${t("devices.network", { address: session.approximate_ip })}` : ""}
                      </Text>
                    </Stack>
                    {!session.current && (
                      <Button
                        variant="default"
                        size="xs"
                        loading={pending === session.id}
                        disabled={pending !== null && pending !== session.id}
                        aria-label={t("devices.signOutLabel", { device, when: lastUsed })}
                        onClick={() => onSignOut(session.id)}
                      >
                        {t("devices.signOut")}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        {sessions && others.length === 0 && <Text size="sm">{t("devices.onlyThis")}</Text>}
        {others.length > 0 && (
          <Button
            variant="light"
            color="red"
            w="fit-content"
            loading={pending === "others"}
            disabled={pending !== null && pending !== "others"}
            onClick={onSignOutOthers}
          >
            {t("devices.signOutOthers")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
