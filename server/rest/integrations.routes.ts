import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice, requireOfficeSession } from "../auth/guards";
import {
  apiKey,
  apiKeyIdInput,
  createApiKeyInput,
  createdApiKey,
  createdWebhook,
  createWebhookInput,
  deliveryIdInput,
  webhookDeliveriesInput,
  webhookDelivery,
  webhookEndpoint,
  webhookIdInput,
} from "../shared/integrations.schema";
import type { RouteOptions } from "./route-options";
import { writtenBody } from "../i18n/message-language";

/**
 * Issue 16: API keys and webhooks. A key may list them and resend a delivery; creating and
 * removing them is for an admin's own session (issue 29 item 3, decision 0165).
 */
export const integrationsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/api-keys",
    { preValidation: requireOffice("integrations"), schema: { summary: "Every API key (never the key itself)", response: { 200: z.array(apiKey) } } },
    async () => services.apiKeys.list(),
  );

  app.post(
    "/api-keys",
    {
      preValidation: requireOfficeSession("integrations"),
      schema: { summary: "Create an API key; the answer is the only time the key is shown", body: createApiKeyInput, response: { 201: createdApiKey } },
    },
    async (request, reply) => reply.status(201).send(writtenBody(request, await services.apiKeys.create(actorOf(request), request.body))),
  );

  app.delete(
    "/api-keys/:id",
    { preValidation: requireOfficeSession("integrations"), schema: { summary: "Revoke an API key, at once and for good", params: apiKeyIdInput, response: { 200: apiKey } } },
    async (request) => services.apiKeys.revoke(actorOf(request), request.params.id),
  );

  app.get(
    "/webhooks",
    { preValidation: requireOffice("integrations"), schema: { summary: "Every webhook endpoint", response: { 200: z.array(webhookEndpoint) } } },
    async () => services.webhooks.list(),
  );

  app.post(
    "/webhooks",
    {
      preValidation: requireOfficeSession("integrations"),
      schema: {
        summary: "Register a webhook endpoint; the answer is the only time its signing secret is shown",
        body: createWebhookInput,
        response: { 201: createdWebhook },
      },
    },
    async (request, reply) => reply.status(201).send(writtenBody(request, await services.webhooks.create(actorOf(request), request.body))),
  );

  app.delete(
    "/webhooks/:id",
    {
      preValidation: requireOfficeSession("integrations"),
      schema: { summary: "Remove a webhook endpoint; its waiting deliveries are withdrawn", params: webhookIdInput, response: { 200: webhookEndpoint } },
    },
    async (request) => services.webhooks.remove(actorOf(request), request.params.id),
  );

  app.get(
    "/webhooks/deliveries",
    {
      preValidation: requireOffice("integrations"),
      schema: {
        summary: "The newest 100 deliveries, with status and the endpoint's answer",
        querystring: webhookDeliveriesInput,
        response: { 200: z.array(webhookDelivery) },
      },
    },
    async (request) => services.webhooks.deliveries(request.query),
  );

  app.post(
    "/webhooks/deliveries/:id/resend",
    {
      preValidation: requireOffice("integrations"),
      schema: { summary: "Send a finished delivery again (same webhook-id)", params: deliveryIdInput, response: { 200: webhookDelivery } },
    },
    async (request) => services.webhooks.resend(actorOf(request), request.params.id),
  );
};
