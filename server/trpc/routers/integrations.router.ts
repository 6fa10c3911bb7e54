import {
  apiKeyIdInput,
  createApiKeyInput,
  createWebhookInput,
  deliveryIdInput,
  webhookDeliveriesInput,
  webhookIdInput,
} from "../../shared/integrations.schema";
import { officeProcedure, router } from "../trpc";
import { writtenBody } from "../../i18n/message-language";

/** The admin's Integrations page (REST twin: server/rest/integrations.routes.ts). */
export const integrationsRouter = router({
  apiKeys: officeProcedure("integrations").query(({ ctx }) => ctx.services.apiKeys.list()),
  createApiKey: officeProcedure("integrations").input(createApiKeyInput).mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.apiKeys.create(ctx.actor, input))),
  revokeApiKey: officeProcedure("integrations").input(apiKeyIdInput).mutation(({ ctx, input }) => ctx.services.apiKeys.revoke(ctx.actor, input.id)),
  webhooks: officeProcedure("integrations").query(({ ctx }) => ctx.services.webhooks.list()),
  createWebhook: officeProcedure("integrations").input(createWebhookInput).mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.webhooks.create(ctx.actor, input))),
  removeWebhook: officeProcedure("integrations").input(webhookIdInput).mutation(({ ctx, input }) => ctx.services.webhooks.remove(ctx.actor, input.id)),
  deliveries: officeProcedure("integrations").input(webhookDeliveriesInput).query(({ ctx, input }) => ctx.services.webhooks.deliveries(input)),
  resendDelivery: officeProcedure("integrations").input(deliveryIdInput).mutation(({ ctx, input }) => ctx.services.webhooks.resend(ctx.actor, input.id)),
});
