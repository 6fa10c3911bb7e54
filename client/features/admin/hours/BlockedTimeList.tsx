import { Button, Card, Group, Stack, Text } from "@mantine/core";
import type { BlockedTime } from "#server/shared/blocked-time.schema.ts";
import { formatRange } from "#client/lib/business-time.ts";
import { useHoursT } from "./hours-messages";
import utilities from "#client/design/utilities.module.css";

type BlockedTimeListProps = {
  blockedTimes: readonly BlockedTime[];
  timeZone: string;
  onDelete: (blockedTime: BlockedTime) => void;
  /** The period a delete request is running for. */
  busyId: number | null;
};

/** docs/product.md §2.6: blocked periods by start time, earliest first. */
function byStart(list: readonly BlockedTime[]): BlockedTime[] {
  return [...list].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}

export function BlockedTimeList({ blockedTimes, timeZone, onDelete, busyId }: BlockedTimeListProps) {
  const t = useHoursT();
  return (
    <Stack component="ul" gap="sm" aria-label={t("blocked.heading")}>
      {byStart(blockedTimes).map((blocked) => {
        const range = formatRange(blocked.start_time, blocked.end_time, timeZone);
        return (
          <Card key={blocked.id} component="li" withBorder radius="md" padding="md">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2} miw={0} flex={1}>
                <Text fw={600}>{range}</Text>
                {blocked.preparer && <Text size="sm">{t("blocked.timeOffOf", { name: blocked.preparer.name })}</Text>}
                <Text size="sm" className={utilities.breakAnywhere}>
                  {blocked.reason ?? t("blocked.noReason")}
                </Text>
              </Stack>
              <Button
                size="xs"
                color="red"
                variant="outline"
                onClick={() => onDelete(blocked)}
                loading={busyId === blocked.id}
                aria-label={
                  blocked.preparer ? t("blocked.deleteTimeOffLabel", { name: blocked.preparer.name, range }) : t("blocked.deleteLabel", { range })
                }
              >
                {t("action.delete")}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
