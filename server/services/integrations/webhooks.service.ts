import { randomBytes } from "node:crypto";
import { say, type Saying } from "../../shared/i18n/server-messages";
import {
  DELIVERY_LOG_LIMIT,
  INTEGRATION_LIMITS,
  type CreatedWebhook,
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from "../../shared/integrations.schema";
import { addressesOf, isMetadataAddress, isPublicAddress } from "../../webhooks/address-guard";
import { conflict, notFound, validationError } from "../errors";
import { createOutboxStore } from "../../outbox/outbox.store";
import type { ServiceDeps } from "../deps";
import type { Actor } from "../audit/audit.service";
import { RECENT_AUTH_FOR_ACCESS_MS, type SessionsService } from "../auth/sessions.service";

/** A host name that does not resolve in this long is treated as not found (lookups have no timeout of their own). */
const DNS_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

type EndpointRow = { id: number; url: string; events: string; createdAt: Date };

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as WebhookEvent[],
  created_at: row.createdAt.toISOString(),
});

const DELIVERY_SELECT = {
  id: true,
  messageId: true,
  kind: true,
  recipient: true,
  status: true,
  attempts: true,
  responseCode: true,
  lastError: true,
  createdAt: true,
  dueAt: true,
  sentAt: true,
} as const;

type DeliveryRow = {
  id: number;
  messageId: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  dueAt: Date;
  sentAt: Date | null;
};

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhook_id: row.messageId,
  event: row.kind,
  url: row.recipient,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  response_code: row.responseCode,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  due_at: row.dueAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

/**
 * Webhook endpoints and their deliveries (decision 0122). An endpoint must be https:// and
 * resolve only to public addresses (checked here, and again at every delivery); with
 * WEBHOOKS_ALLOW_PRIVATE both are relaxed for tests and local development, except that cloud
 * metadata addresses stay refused. The signing
 * secret is made here and shown once.
 */
export function createWebhooksService({ db, config, now, audit }: ServiceDeps, sessions: Pick<SessionsService, "assertRecentlyAuthenticated">) {
  const { allowPrivate } = config.webhooks;
  const webhookOutbox = createOutboxStore(db, config.appUrl, "webhook");

  async function assertReachableTarget(url: URL): Promise<void> {
    if (allowPrivate) {
      // Names are not resolved here for local development; the delivery's own lookup refuses metadata.
      if (isMetadataAddress(url.hostname.replace(/^\[|\]$/g, ""))) throw validationError(say.integrations.webhookPrivateAddress);
      return;
    }
    if (url.protocol !== "https:") throw validationError(say.integrations.webhookNeedsHttps);
    const addresses = await withTimeout(addressesOf(url.hostname), DNS_TIMEOUT_MS).catch(() => []);
    if (addresses.length === 0) throw validationError(say.integrations.webhookUnresolvable);
    if (!addresses.every(isPublicAddress)) throw validationError(say.integrations.webhookPrivateAddress);
  }

  return {
    async list(): Promise<WebhookEndpoint[]> {
      return (await db.webhookEndpoint.findMany({ orderBy: { id: "asc" } })).map(toEndpoint);
    },

    async create(actor: Actor, input: { url: string; events: WebhookEvent[] }): Promise<Saying<CreatedWebhook>> {
      // A stolen session alone cannot hand out access to the office's data (issue 29 item 3, decision 0176).
      await sessions.assertRecentlyAuthenticated(actor.sessionId ?? null, RECENT_AUTH_FOR_ACCESS_MS);
      await assertReachableTarget(new URL(input.url));
      if ((await db.webhookEndpoint.count()) >= INTEGRATION_LIMITS.maxEndpoints) {
        throw conflict(say.integrations.tooManyWebhooks);
      }
      const secret = `whsec_${randomBytes(32).toString("base64")}`;
      const row = await db.$transaction(async (tx) => {
        const created = await tx.webhookEndpoint.create({
          data: { url: input.url, events: JSON.stringify(input.events), secret, createdAt: now() },
        });
        // The signing secret is never recorded.
        await audit.record(tx, actor, {
          action: "webhook.created",
          subject: { type: "webhook", id: created.id },
          after: { url: created.url, events: input.events },
          details: { url: created.url },
        });
        return created;
      });
      return { message: say.integrations.webhookCreated, webhook: toEndpoint(row), secret };
    },

    /** Removes the endpoint; deliveries still waiting for it are withdrawn, the record of past ones stays. */
    async remove(actor: Actor, id: number): Promise<WebhookEndpoint> {
      // A stolen session alone cannot hand out access to the office's data (issue 29 item 3, decision 0176).
      await sessions.assertRecentlyAuthenticated(actor.sessionId ?? null, RECENT_AUTH_FOR_ACCESS_MS);
      return db.$transaction(async (tx) => {
        const row = await tx.webhookEndpoint.findUnique({ where: { id } });
        if (!row) throw notFound(say.integrations.webhookNotFound);
        await tx.webhookEndpoint.delete({ where: { id } });
        await webhookOutbox.cancelWebhookDeliveries(tx, id);
        const removed = toEndpoint(row);
        await audit.record(tx, actor, {
          action: "webhook.removed",
          subject: { type: "webhook", id },
          before: { url: removed.url, events: removed.events },
          details: { url: removed.url },
        });
        return removed;
      });
    },

    async deliveries(input: { status?: DeliveryStatus } = {}): Promise<WebhookDelivery[]> {
      const rows = await db.outboxMessage.findMany({
        where: { channel: "webhook", ...(input.status ? { status: input.status } : {}) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: DELIVERY_LOG_LIMIT,
        select: DELIVERY_SELECT,
      });
      return rows.map(toDelivery);
    },

    /**
     * "Send again": a finished delivery (sent, failed, withdrawn) goes back in the queue, due now,
     * with a fresh set of retries and the same webhook-id, so a receiver that has it already can
     * tell. It goes to the endpoint's current address; a removed endpoint's delivery is withdrawn again.
     */
    async resend(actor: Actor, id: number): Promise<WebhookDelivery> {
      return db.$transaction(async (tx) => {
        const requeued = await webhookOutbox.requeue(id, ["sent", "failed", "cancelled"], now(), tx);
        const row = await tx.outboxMessage.findFirst({ where: { id, channel: "webhook" }, select: DELIVERY_SELECT });
        if (!row) throw notFound(say.integrations.deliveryNotFound);
        if (!requeued) throw conflict(say.integrations.onlyFinishedCanBeResent);
        await audit.record(tx, actor, {
          action: "webhook.delivery_resent",
          subject: { type: "webhook_delivery", id },
          details: { event: row.kind, url: row.recipient },
        });
        return toDelivery(row);
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
