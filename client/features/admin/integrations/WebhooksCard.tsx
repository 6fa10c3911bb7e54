import { Alert, Button, Checkbox, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useId } from "react";
import {
  createWebhookInput,
  INTEGRATION_LIMITS,
  WEBHOOK_EVENTS,
  type CreatedWebhook,
  type CreateWebhookInput,
  type WebhookEndpoint,
  type WebhookEvent,
} from "#server/shared/integrations.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useIntegrationsT } from "./integrations-messages";
import { BreakableAddress } from "#client/components/BreakableAddress.tsx";
import type { FormError, ListState } from "./integrations-view";
import { CreateForm } from "./CreateForm";
import { RemoveWebhookModal } from "./RemoveWebhookModal";
import { WebhookCreatedModal } from "./WebhookCreatedModal";
import { WebhookEventName } from "./WebhookEventName";
import { ScrollingTable } from "#client/components/ScrollingTable.tsx";
import { IconWebhook } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";
import utilities from "#client/design/utilities.module.css";

export type WebhooksCardProps = {
  timeZone: string | null;
  webhooks: ListState<WebhookEndpoint>;
  /** The outcome of the last removal. */
  message: TimedMessage | null;
  /** Resolves true once the webhook is added; the form is then cleared. */
  onCreate: (input: CreateWebhookInput) => Promise<boolean>;
  creating: boolean;
  formError: FormError | null;
  /** Something was typed since the last attempt: its error no longer applies. */
  onFormChange: () => void;
  /** The webhook just added, with its signing secret, shown once in a dialog. */
  created: CreatedWebhook | null;
  onCloseCreated: () => void;
  /** The webhook waiting for "Remove webhook" in the confirmation dialog. */
  toRemove: WebhookEndpoint | null;
  onAskRemove: (webhook: WebhookEndpoint) => void;
  onCancelRemove: () => void;
  onConfirmRemove: () => void;
  removing: boolean;
};

type WebhookFormValues = { url: string; events: WebhookEvent[] };

/** The webhook endpoints: the list, "Add webhook", and "Remove" behind a confirmation. */
export function WebhooksCard(props: WebhooksCardProps) {
  const { timeZone, webhooks, formError } = props;
  const t = useIntegrationsT();
  const headingId = useId();
  const form = useForm<WebhookFormValues>({
    initialValues: { url: "", events: [] },
    validate: (values) => zodFieldErrors(createWebhookInput, values),
    onValuesChange: () => props.onFormChange(),
  });
  // The fields' bindings, named here rather than in the markup (which holds only texts to read).
  const urlField = form.getInputProps("url");
  const eventsField = form.getInputProps("events");

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {t("webhooks.heading")}
          </Title>
          <Text size="sm">{t("webhooks.intro")}</Text>
        </Stack>
        <ActionMessage message={props.message} />
        {webhooks.status === "error" && (
          <Alert color="red" variant="light">
            {webhooks.message}
          </Alert>
        )}
        {(webhooks.status === "loading" || !timeZone) && webhooks.status !== "error" && (
          <Stack gap="sm" aria-busy="true">
            <Text size="sm">{t("webhooks.loading")}</Text>
            <Skeleton height={80} radius="md" />
          </Stack>
        )}
        {webhooks.status === "ready" && timeZone && webhooks.items.length === 0 && (
          <EmptyState size="sm" icon={IconWebhook} message={t("webhooks.empty")} action={<Text size="sm">{t("empty.webhooksHint")}</Text>} />
        )}
        {webhooks.status === "ready" && timeZone && webhooks.items.length > 0 && (
          <ScrollingTable
            label={t("webhooks.tableLabel")}
            minWidth={640}
            columns={[t("webhooks.url"), t("webhooks.events"), t("webhooks.added")]}
            actionsLabel={t("webhooks.actions")}
          >
            {webhooks.items.map((webhook) => (
              <Table.Tr key={webhook.id}>
                <Table.Td>
                  <BreakableAddress>{webhook.url}</BreakableAddress>
                </Table.Td>
                <Table.Td>
                  <Stack gap={6}>
                    {webhook.events.map((event) => (
                      <WebhookEventName key={event} event={event} />
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>{formatDateTime(webhook.created_at, timeZone)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => props.onAskRemove(webhook)}
                    aria-label={t("webhooks.removeLabel", { url: webhook.url })}
                  >
                    {t("webhooks.remove")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollingTable>
        )}
        <CreateForm
          heading={t("webhooks.addHeading")}
          submitLabel={t("webhooks.add")}
          submitting={props.creating}
          formError={formError}
          onSubmit={form.onSubmit(async (values) => {
            if (await props.onCreate({ url: values.url.trim(), events: values.events })) form.reset();
          })}
        >
          <TextInput
            type="url"
            label={t("webhooks.url")}
            description={t("webhooks.urlHint")}
            maxLength={INTEGRATION_LIMITS.urlMaxLength}
            required
            autoComplete="off"
            spellCheck={false}
            {...urlField}
            error={urlField.error ?? (formError?.onField ? formError.message : undefined)}
          />
          <Checkbox.Group label={t("webhooks.eventsLabel")} required {...eventsField}>
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox
                  key={event}
                  value={event}
                  label={t(`webhookEvent.${event}`)}
                  description={event}
                  classNames={{ description: utilities.monospace }}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </CreateForm>
      </Stack>
      <WebhookCreatedModal created={props.created} onClose={props.onCloseCreated} />
      <RemoveWebhookModal webhook={props.toRemove} submitting={props.removing} onConfirm={props.onConfirmRemove} onClose={props.onCancelRemove} />
    </Paper>
  );
}
