import type { Db } from "../db";
import type { AppConfig } from "../env";
import { createOutboxStore } from "../outbox/outbox.store";
import { createOutboxWorker, type OutboxWorker } from "../outbox/outbox-worker";
import { createWebhookDelivery } from "./webhook-delivery";

/**
 * The outbox worker for webhook rows. It runs beside the email worker, not inside it, so a
 * slow endpoint never holds up an email (and webhooks go out with or without SMTP). Every
 * failure is retried with the outbox's backoff (about a day); none is permanent, since an
 * endpoint's 4xx or 5xx is usually a deployment away from being fixed.
 */
export function createWebhookWorker({
  db,
  config,
  now = () => new Date(),
  pollMs,
  onError,
}: {
  db: Db;
  config: AppConfig;
  now?: () => Date;
  pollMs?: number;
  onError?: (error: unknown) => void;
}): OutboxWorker {
  return createOutboxWorker({
    store: createOutboxStore(db, config.appUrl, "webhook"),
    deliver: createWebhookDelivery({
      db,
      now,
      timeoutMs: config.webhooks.timeoutMs,
      allowPrivate: config.webhooks.allowPrivate,
      userAgent: `TaxOfficeBooking-Webhooks/1.0 (+${config.appUrl})`,
    }),
    now,
    leaseMs: config.email.leaseSeconds * 1000,
    pollMs,
    isPermanent: () => false,
    onError,
  });
}
