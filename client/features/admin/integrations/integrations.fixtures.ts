import type {
  ApiKey,
  CreatedApiKey,
  CreatedWebhook,
  WebhookDelivery,
  WebhookEndpoint,
} from "#server/shared/integrations.schema.ts";

/** Story data for the Integrations page (times in UTC; the stories show them in Los Angeles time). */

export const STORY_ACTIVE_KEY: ApiKey = {
  id: 3,
  name: "Bookkeeping sync",
  scope: "write",
  prefix: "txp_Q2x9LmAe",
  created_at: "2026-02-20T17:30:00.000Z",
  last_used_at: "2026-03-02T16:04:00.000Z",
  revoked_at: null,
  created_by: "Maria Lopez",
};

export const STORY_UNUSED_KEY: ApiKey = {
  id: 2,
  name: "Reports dashboard (read only)",
  scope: "read",
  prefix: "txp_7hKdPq0w",
  created_at: "2026-02-27T22:10:00.000Z",
  last_used_at: null,
  revoked_at: null,
  created_by: "Maria Lopez",
};

export const STORY_REVOKED_KEY: ApiKey = {
  id: 1,
  name: "Old spreadsheet export",
  scope: "read",
  prefix: "txp_Zr41bNcY",
  created_at: "2025-11-03T18:00:00.000Z",
  last_used_at: "2026-01-15T20:45:00.000Z",
  revoked_at: "2026-02-01T17:12:00.000Z",
  // Made before keys recorded their creator.
  created_by: null,
};

/** In the server's order: active keys first, newest first; then the revoked ones. */
export const STORY_API_KEYS: ApiKey[] = [STORY_ACTIVE_KEY, STORY_UNUSED_KEY, STORY_REVOKED_KEY];

export const STORY_CREATED_KEY: CreatedApiKey = {
  message: "API key created. Copy it now: it will not be shown again.",
  code: "integrations.keyCreated",
  api_key: { ...STORY_UNUSED_KEY, id: 4, name: "Zapier", created_at: "2026-03-02T18:00:00.000Z" },
  key: "txp_7hKdPq0wR3sVb8nLc2TfYx5uJm9aZ1eQoW4iGkHd6pE",
};

export const STORY_CRM_WEBHOOK: WebhookEndpoint = {
  id: 1,
  url: "https://crm.example.com/hooks/valley-tax-pros/appointments",
  events: ["appointment.requested", "appointment.confirmed", "appointment.rescheduled", "appointment.cancelled"],
  created_at: "2026-02-10T19:00:00.000Z",
};

export const STORY_ZAPIER_WEBHOOK: WebhookEndpoint = {
  id: 2,
  url: "https://hooks.zapier.example/hooks/catch/123456/abcdef/",
  events: ["contact.received"],
  created_at: "2026-02-28T16:20:00.000Z",
};

export const STORY_WEBHOOKS: WebhookEndpoint[] = [STORY_CRM_WEBHOOK, STORY_ZAPIER_WEBHOOK];

export const STORY_CREATED_WEBHOOK: CreatedWebhook = {
  message: "Webhook added. Copy its signing secret now: it will not be shown again.",
  code: "integrations.webhookCreated",
  webhook: { id: 3, url: "https://ops.example.org/webhooks/tax-office", events: ["appointment.confirmed", "contact.received"], created_at: "2026-03-02T18:05:00.000Z" },
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw3c2yT5Xy0bE=",
};

const delivery = (id: number, overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id,
  webhook_id: `msg_${String(id).padStart(32, "0")}`,
  event: "appointment.confirmed",
  url: STORY_CRM_WEBHOOK.url,
  status: "sent",
  attempts: 1,
  response_code: 200,
  last_error: null,
  created_at: "2026-03-02T17:05:00.000Z",
  due_at: "2026-03-02T17:05:00.000Z",
  sent_at: "2026-03-02T17:05:01.000Z",
  ...overrides,
});

/** One delivery in every status, newest first; the failed one was answered with a 410. */
export const STORY_DELIVERIES: WebhookDelivery[] = [
  delivery(6, { event: "appointment.requested", status: "queued", attempts: 0, response_code: null, sent_at: null, created_at: "2026-03-02T18:10:00.000Z" }),
  delivery(5, {
    event: "contact.received",
    url: STORY_ZAPIER_WEBHOOK.url,
    status: "retrying",
    attempts: 3,
    response_code: null,
    sent_at: null,
    last_error: "connect ECONNREFUSED 203.0.113.7:443",
    created_at: "2026-03-02T17:50:00.000Z",
  }),
  delivery(4, {
    event: "appointment.cancelled",
    status: "failed",
    attempts: 12,
    response_code: 410,
    sent_at: null,
    last_error: "The endpoint answered 410.",
    created_at: "2026-03-01T17:00:00.000Z",
  }),
  delivery(3, {
    event: "appointment.rescheduled",
    url: "https://old-crm.example.com/hooks",
    status: "cancelled",
    attempts: 1,
    response_code: 503,
    sent_at: null,
    last_error: "The endpoint was removed.",
    created_at: "2026-02-28T21:00:00.000Z",
  }),
  delivery(2, {}),
];
