import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Makes an API key; the list follows. */
export function useCreateApiKey(options?: MutationOptions<typeof trpc.integrations.createApiKey>) {
  const utils = trpc.useUtils();
  return trpc.integrations.createApiKey.useMutation(refreshOnSettled(options, () => utils.integrations.apiKeys.invalidate()));
}

/** Revokes an API key; the list follows. */
export function useRevokeApiKey(options?: MutationOptions<typeof trpc.integrations.revokeApiKey>) {
  const utils = trpc.useUtils();
  return trpc.integrations.revokeApiKey.useMutation(refreshOnSettled(options, () => utils.integrations.apiKeys.invalidate()));
}

/** Adds a webhook; the list follows. */
export function useCreateWebhook(options?: MutationOptions<typeof trpc.integrations.createWebhook>) {
  const utils = trpc.useUtils();
  return trpc.integrations.createWebhook.useMutation(refreshOnSettled(options, () => utils.integrations.webhooks.invalidate()));
}

/** Removes a webhook; the list follows, and the deliveries (its waiting ones were withdrawn). */
export function useRemoveWebhook(options?: MutationOptions<typeof trpc.integrations.removeWebhook>) {
  const utils = trpc.useUtils();
  return trpc.integrations.removeWebhook.useMutation(
    refreshOnSettled(options, () => Promise.all([utils.integrations.webhooks.invalidate(), utils.integrations.deliveries.invalidate()])),
  );
}

/** Sends a webhook delivery again; the deliveries follow. */
export function useResendDelivery(options?: MutationOptions<typeof trpc.integrations.resendDelivery>) {
  const utils = trpc.useUtils();
  return trpc.integrations.resendDelivery.useMutation(refreshOnSettled(options, () => utils.integrations.deliveries.invalidate()));
}
