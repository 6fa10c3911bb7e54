import { useState } from "react";
import type {
  ApiKey,
  CreatedApiKey,
  CreatedWebhook,
  DeliveryStatus,
  WebhookDelivery,
  WebhookEndpoint,
} from "#server/shared/integrations.schema.ts";
import { paths } from "#client/app/paths.ts";
import { useRecentAuthentication } from "#client/components/use-recent-authentication.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useIntegrationsT } from "./integrations-messages";
import { AdminIntegrationsView } from "./AdminIntegrationsView";
import { eventLabel, formErrorOf, type ListState } from "./integrations-view";
import { type QueryLike, queryState } from "#client/lib/query-state.ts";
import { useCreateApiKey, useCreateWebhook, useRemoveWebhook, useResendDelivery, useRevokeApiKey } from "./api/use-integration-mutations";

/** Served by the REST API itself (server/rest/contract/openapi.ts), outside the client's routes. */
const API_DOCS_HREF = "/api/docs";
const OPENAPI_HREF = "/api/openapi.json";

/** While a delivery waits or retries, the list looks again this often to show how it went. */
const PENDING_REFRESH_MS = 3_000;

/** A list query as the cards show it. */
function listState<T>(query: QueryLike<readonly T[]>, fallback: string): ListState<T> {
  return queryState(query, (items) => ({ items }), fallback);
}

/** /admin/integrations (staff with its permission, behind RequireOffice: docs/permissions.md). */
export function AdminIntegrationsPage() {
  usePageMeta("/admin/integrations");
  const t = useIntegrationsT();
  const timeZone = useBusinessTimeZone();
  // Making or removing keys and webhooks needs a recent "confirm it's you" (decision 0176).
  const { withRecentAuthentication, dialog: confirmItsYou } = useRecentAuthentication();

  const keys = trpc.integrations.apiKeys.useQuery();
  const keysMessage = useTimedMessage();
  const [createdKey, setCreatedKey] = useState<CreatedApiKey | null>(null);
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKey | null>(null);
  const createKey = useCreateApiKey({ onSuccess: (created) => setCreatedKey(created) });
  const revokeKey = useRevokeApiKey();
  const onConfirmRevoke = (key: ApiKey) =>
    withRecentAuthentication(() => revokeKey.mutateAsync({ id: key.id }))
      .then(
        (revoked) => keysMessage.showSuccess(t("keys.revoked", { name: revoked.name })),
        (error: unknown) => keysMessage.showError(errorMessage(error, t("keys.revokeFailed"))),
      )
      .finally(() => setKeyToRevoke(null));

  const webhooks = trpc.integrations.webhooks.useQuery();
  const webhooksMessage = useTimedMessage();
  const [createdWebhook, setCreatedWebhook] = useState<CreatedWebhook | null>(null);
  const [webhookToRemove, setWebhookToRemove] = useState<WebhookEndpoint | null>(null);
  const createWebhook = useCreateWebhook({ onSuccess: (created) => setCreatedWebhook(created) });
  const removeWebhook = useRemoveWebhook();
  const onConfirmRemove = (webhook: WebhookEndpoint) =>
    withRecentAuthentication(() => removeWebhook.mutateAsync({ id: webhook.id }))
      .then(
        (removed) => webhooksMessage.showSuccess(t("webhooks.removed", { url: removed.url })),
        (error: unknown) => webhooksMessage.showError(errorMessage(error, t("webhooks.removeFailed"))),
      )
      .finally(() => setWebhookToRemove(null));

  const [deliveryFilter, setDeliveryFilter] = useState<DeliveryStatus | null>(null);
  const deliveries = trpc.integrations.deliveries.useQuery(deliveryFilter ? { status: deliveryFilter } : {}, {
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "queued" || delivery.status === "retrying") ? PENDING_REFRESH_MS : false,
  });
  const deliveriesMessage = useTimedMessage();
  const sendAgain = useResendDelivery({
    onSuccess: (delivery: WebhookDelivery) =>
      deliveriesMessage.showSuccess(t("deliveries.sentAgain", { event: eventLabel(t, delivery.event), url: delivery.url })),
    onError: (error) => deliveriesMessage.showError(errorMessage(error, t("deliveries.sendAgainFailed"))),
  });

  return (
    <>
      <AdminIntegrationsView
        timeZone={timeZone}
        appointmentsHref={paths.admin}
        apiDocsHref={API_DOCS_HREF}
        openApiHref={OPENAPI_HREF}
        apiKeys={{
          keys: listState(keys, t("keys.loadFailed")),
          message: keysMessage.message,
          onCreate: (input) => withRecentAuthentication(() => createKey.mutateAsync(input)).then(() => true, () => false),
          creating: createKey.isPending,
          formError: createKey.error ? formErrorOf(createKey.error, t("keys.createFailed")) : null,
          onFormChange: () => {
            if (createKey.isError) createKey.reset();
          },
          created: createdKey,
          onCloseCreated: () => setCreatedKey(null),
          toRevoke: keyToRevoke,
          onAskRevoke: setKeyToRevoke,
          onCancelRevoke: () => setKeyToRevoke(null),
          onConfirmRevoke: () => {
            if (keyToRevoke) void onConfirmRevoke(keyToRevoke);
          },
          revoking: revokeKey.isPending,
        }}
        webhooks={{
          webhooks: listState(webhooks, t("webhooks.loadFailed")),
          message: webhooksMessage.message,
          onCreate: (input) => withRecentAuthentication(() => createWebhook.mutateAsync(input)).then(() => true, () => false),
          creating: createWebhook.isPending,
          formError: createWebhook.error ? formErrorOf(createWebhook.error, t("webhooks.addFailed")) : null,
          onFormChange: () => {
            if (createWebhook.isError) createWebhook.reset();
          },
          created: createdWebhook,
          onCloseCreated: () => setCreatedWebhook(null),
          toRemove: webhookToRemove,
          onAskRemove: setWebhookToRemove,
          onCancelRemove: () => setWebhookToRemove(null),
          onConfirmRemove: () => {
            if (webhookToRemove) void onConfirmRemove(webhookToRemove);
          },
          removing: removeWebhook.isPending,
        }}
        deliveries={{
          deliveries: listState(deliveries, t("deliveries.loadFailed")),
          filter: deliveryFilter,
          onFilterChange: setDeliveryFilter,
          onSendAgain: (delivery) => sendAgain.mutate({ id: delivery.id }),
          sendingAgainId: sendAgain.isPending ? Number(sendAgain.variables?.id) : null,
          message: deliveriesMessage.message,
        }}
      />
      {confirmItsYou}
    </>
  );
}
