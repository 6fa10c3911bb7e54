import {
  apiKeyIdInput,
  createApiKeyInput,
  createWebhookInput,
  deliveryIdInput,
  webhookDeliveriesInput,
  webhookIdInput,
} from "../../shared/integrations.schema";
import { adminProcedure, router } from "../trpc";
import { writtenBody } from "../../i18n/message-language";

/** The admin's Integrations page (REST twin: server/rest/integrations.routes.ts). */
export const integrationsRouter = router({
  apiKeys: adminProcedure.query(({ ctx }) => ctx.services.apiKeys.list()),
  createApiKey: adminProcedure.input(createApiKeyInput).mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.apiKeys.create(ctx.actor, input))),
  revokeApiKey: adminProcedure.input(apiKeyIdInput).mutation(({ ctx, input }) => ctx.services.apiKeys.revoke(ctx.actor, input.id)),
  webhooks: adminProcedure.query(({ ctx }) => ctx.services.webhooks.list()),
  createWebhook: adminProcedure.input(createWebhookInput).mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.webhooks.create(ctx.actor, input))),
  removeWebhook: adminProcedure.input(webhookIdInput).mutation(({ ctx, input }) => ctx.services.webhooks.remove(ctx.actor, input.id)),
  deliveries: adminProcedure.input(webhookDeliveriesInput).query(({ ctx, input }) => ctx.services.webhooks.deliveries(input)),
  resendDelivery: adminProcedure.input(deliveryIdInput).mutation(({ ctx, input }) => ctx.services.webhooks.resend(ctx.actor, input.id)),
});
