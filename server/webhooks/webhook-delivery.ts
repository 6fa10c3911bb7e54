import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import type { Db } from "../db";
import type { OutboxRow } from "../outbox/outbox.store";
import type { DeliveryOutcome } from "../outbox/outbox-worker";
import { addressesOf, guardedLookup, mayConnectTo, PrivateAddressError } from "./address-guard";

/** A delivery the endpoint did not accept; `httpStatus` is what it answered, if it answered. */
export class WebhookDeliveryError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = "WebhookDeliveryError";
  }
}

type StoredDelivery = { endpoint_id: number; body: unknown };

/** How much of an endpoint's answer is read (and thrown away) before the connection is closed. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs one signed body. Redirects are not followed (a redirect could lead anywhere, the
 * guard included); the connection's own DNS answers are checked (private targets pass only
 * when allowed, for tests and local development; cloud metadata never does).
 */
function post(url: URL, body: string, headers: Record<string, string>, options: { timeoutMs: number; allowPrivate: boolean }) {
  return new Promise<number>((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        signal: AbortSignal.timeout(options.timeoutMs),
        agent: false,
        lookup: guardedLookup(options),
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on("close", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", (error) => reject(error));
    request.end(body);
  });
}

/**
 * The outbox worker's delivery for webhook rows (Standard Webhooks): the stored body, signed
 * now with the endpoint's secret over `id.timestamp.body`, with the same `webhook-id` on every
 * attempt. A 2xx answer is a delivery; anything else is retried with the outbox's backoff.
 */
export function createWebhookDelivery(deps: { db: Db; now: () => Date; timeoutMs: number; allowPrivate: boolean; userAgent: string }) {
  return async function deliver(row: OutboxRow): Promise<DeliveryOutcome> {
    const stored = JSON.parse(row.payload) as StoredDelivery;
    const endpoint = await deps.db.webhookEndpoint.findUnique({ where: { id: stored.endpoint_id } });
    if (!endpoint) return { sent: false, reason: "The endpoint was removed." };
    const url = new URL(endpoint.url);
    // An IP literal never reaches the lookup; a name is checked again at connection time.
    const refused = (await addressesOf(url.hostname)).find((address) => !mayConnectTo(address, deps));
    if (refused) throw new PrivateAddressError(refused);
    const body = JSON.stringify(stored.body);
    const timestamp = deps.now();
    const signature = new Webhook(endpoint.secret).sign(row.messageId, timestamp, body);
    const status = await post(
      url,
      body,
      {
        "user-agent": deps.userAgent,
        "webhook-id": row.messageId,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signature,
      },
      deps,
    ).catch((error: unknown) => {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "The endpoint did not answer in time." : error;
      throw reason instanceof Error ? reason : new WebhookDeliveryError(String(reason));
    });
    if (status >= 200 && status < 300) return { sent: true, responseCode: status };
    throw new WebhookDeliveryError(`The endpoint answered ${status}.`, status);
  };
}
