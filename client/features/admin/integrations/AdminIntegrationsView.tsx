import { Anchor, Container, Group, Stack, Text } from "@mantine/core";
import { useIntegrationsT } from "./integrations-messages";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { ApiKeysCard, type ApiKeysCardProps } from "./ApiKeysCard";
import { DeliveriesCard, type DeliveriesCardProps } from "./DeliveriesCard";
import { WebhooksCard, type WebhooksCardProps } from "./WebhooksCard";

export type AdminIntegrationsViewProps = {
  timeZone: string | null;
  apiKeys: Omit<ApiKeysCardProps, "timeZone">;
  webhooks: Omit<WebhooksCardProps, "timeZone">;
  deliveries: Omit<DeliveriesCardProps, "timeZone">;
  appointmentsHref: string;
  /** The REST API's interactive reference (Swagger UI) and its OpenAPI document. */
  apiDocsHref: string;
  openApiHref: string;
};

/** /admin/integrations: API keys for outside tools, webhooks that tell them about changes, and the deliveries. */
export function AdminIntegrationsView(props: AdminIntegrationsViewProps) {
  const { timeZone } = props;
  const t = useIntegrationsT();
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("integrations.title")} homeHref={props.appointmentsHref} />
        <Stack gap="xs">
          <Text>{t("integrations.intro")}</Text>
          <Group gap="md" wrap="wrap">
            <Text size="sm">{t("integrations.forDevelopers")}</Text>
            <Anchor href={props.apiDocsHref} size="sm">
              {t("integrations.apiReference")}
            </Anchor>
            <Anchor href={props.openApiHref} size="sm">
              {t("integrations.openApi")}
            </Anchor>
          </Group>
        </Stack>
        <ApiKeysCard timeZone={timeZone} {...props.apiKeys} />
        <WebhooksCard timeZone={timeZone} {...props.webhooks} />
        <DeliveriesCard timeZone={timeZone} {...props.deliveries} />
      </Stack>
    </Container>
  );
}
