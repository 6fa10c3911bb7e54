import { z } from "zod";
import { messageCode } from "./api-error.schema";
import { codes } from "./i18n/server-messages";
import { INTEGRATION_LIMITS } from "./limits";
import { recordIdInput } from "./appointment.schema";

/** Outside tools (issue 16): API keys, webhook endpoints and their deliveries. */

export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const WEBHOOK_EVENTS = [
  "appointment.requested",
  "appointment.confirmed",
  "appointment.rescheduled",
  "appointment.cancelled",
  "appointment.completed",
  "appointment.no_show",
  "contact.received",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export { INTEGRATION_LIMITS };

export const createApiKeyInput = z
  .object({
    name: z
      .string({ error: codes.validation.keyNameRequired })
      .trim()
      .min(1, codes.validation.keyNameRequired)
      .max(INTEGRATION_LIMITS.nameMaxLength, codes.validation.keyNameTooLong),
    scope: z.enum(API_KEY_SCOPES, { error: codes.validation.keyScope }),
  })
  .strict();
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

export const apiKeyIdInput = recordIdInput;

export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, to recognise it (the key itself is shown only once). */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Set once the key is revoked; a revoked key is refused. */
  revoked_at: z.string().nullable(),
  /** The admin who made it; null for keys made before this was recorded, or whose admin was removed. */
  created_by: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKey = z.object({ message: z.string(), code: messageCode, api_key: apiKey, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

const webhookUrl = z
  .string({ error: codes.validation.webhookUrlRequired })
  .trim()
  .min(1, codes.validation.webhookUrlRequired)
  .max(INTEGRATION_LIMITS.urlMaxLength, codes.validation.webhookUrlTooLong)
  .pipe(z.url({ protocol: /^https?$/, error: codes.integrations.webhookNeedsHttps }));

export const createWebhookInput = z
  .object({
    url: webhookUrl,
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: codes.validation.webhookEventUnknown }), { error: codes.validation.webhookEventsRequired })
      .min(1, codes.validation.webhookEventsRequired)
      .max(WEBHOOK_EVENTS.length)
      .transform((events) => [...new Set(events)]),
  })
  .strict();
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

export const webhookIdInput = recordIdInput;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The answer to registering an endpoint: the only time its signing secret is shown. */
export const createdWebhook = z.object({ message: z.string(), code: messageCode, webhook: webhookEndpoint, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const DELIVERY_STATUSES = ["queued", "retrying", "sent", "failed", "cancelled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookDeliveriesInput = z.object({ status: z.enum(DELIVERY_STATUSES).optional() }).strict();

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  webhook_id: z.string(),
  event: z.string(),
  url: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null when none answered (refused, timed out). */
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  due_at: z.string(),
  sent_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const deliveryIdInput = recordIdInput;

/** How many deliveries the integrations page lists, newest first. */
export const DELIVERY_LOG_LIMIT = 100;
