import { Alert, Button, Paper, Select, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useId } from "react";
import { DELIVERY_STATUSES, type DeliveryStatus, type WebhookDelivery } from "#server/shared/integrations.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useIntegrationsT } from "./integrations-messages";
import { BreakableAddress } from "#client/components/BreakableAddress.tsx";
import { DeliveryStatusBadge } from "./DeliveryStatusBadge";
import { eventLabel, type ListState } from "./integrations-view";
import { WebhookEventName } from "./WebhookEventName";
import { ScrollingTable } from "#client/components/ScrollingTable.tsx";
import { IconSend } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";
import utilities from "#client/design/utilities.module.css";

/** A delivery that is over (sent, failed, withdrawn) can go out again; one still waiting cannot. */
const FINISHED: ReadonlySet<DeliveryStatus> = new Set(["sent", "failed", "cancelled"]);

export type DeliveriesCardProps = {
  timeZone: string | null;
  deliveries: ListState<WebhookDelivery>;
  filter: DeliveryStatus | null;
  onFilterChange: (status: DeliveryStatus | null) => void;
  onSendAgain: (delivery: WebhookDelivery) => void;
  sendingAgainId: number | null;
  /** The outcome of the last "Send again". */
  message: TimedMessage | null;
};

/** The newest webhook deliveries, like the Email page's list: what went out, what waits, what failed. */
export function DeliveriesCard(props: DeliveriesCardProps) {
  const { timeZone, deliveries } = props;
  const t = useIntegrationsT();
  const headingId = useId();
  const filterOptions = [
    { value: "all", label: t("deliveries.all") },
    ...DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`deliveryStatus.${status}`) })),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {t("deliveries.heading")}
          </Title>
          <Text size="sm">{t("deliveries.intro")}</Text>
        </Stack>
        <ActionMessage message={props.message} />
        <Select
          label={t("deliveries.status")}
          data={filterOptions}
          value={props.filter ?? "all"}
          onChange={(value) => props.onFilterChange(value && value !== "all" ? (value as DeliveryStatus) : null)}
          allowDeselect={false}
          maw={240}
        />
        {deliveries.status === "error" && (
          <Alert color="red" variant="light">
            {deliveries.message}
          </Alert>
        )}
        {(deliveries.status === "loading" || !timeZone) && deliveries.status !== "error" && (
          <Stack gap="sm" aria-busy="true">
            <Text size="sm">{t("deliveries.loading")}</Text>
            <Skeleton height={120} radius="md" />
          </Stack>
        )}
        {deliveries.status === "ready" && timeZone && deliveries.items.length === 0 && (
          <EmptyState
            size="sm"
            icon={IconSend}
            message={props.filter ? t("deliveries.emptyFiltered") : t("deliveries.empty")}
            action={
              props.filter && (
                <Button variant="default" size="xs" onClick={() => props.onFilterChange(null)}>
                  {t("empty.showAllDeliveries")}
                </Button>
              )
            }
          />
        )}
        {deliveries.status === "ready" && timeZone && deliveries.items.length > 0 && (
          <ScrollingTable
            label={t("deliveries.tableLabel")}
            minWidth={980}
            columns={[t("deliveries.event"), t("deliveries.url"), t("deliveries.status"), t("deliveries.response"), t("deliveries.attempts"), t("deliveries.lastError"), t("deliveries.created")]}
            actionsLabel={t("deliveries.actions")}
          >
            {deliveries.items.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  <WebhookEventName event={delivery.event} />
                </Table.Td>
                <Table.Td>
                  <BreakableAddress>{delivery.url}</BreakableAddress>
                </Table.Td>
                <Table.Td className={utilities.noWrap}>
                  <DeliveryStatusBadge status={delivery.status} />
                </Table.Td>
                <Table.Td>{delivery.response_code ?? "—"}</Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm">{delivery.last_error ?? "—"}</Text>
                </Table.Td>
                <Table.Td>{formatDateTime(delivery.created_at, timeZone)}</Table.Td>
                <Table.Td>
                  {FINISHED.has(delivery.status) && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={props.sendingAgainId === delivery.id}
                      onClick={() => props.onSendAgain(delivery)}
                      aria-label={t("deliveries.sendAgainLabel", { event: eventLabel(t, delivery.event), url: delivery.url })}
                    >
                      {t("deliveries.sendAgain")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollingTable>
        )}
      </Stack>
    </Paper>
  );
}
