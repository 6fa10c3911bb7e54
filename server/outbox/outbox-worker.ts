import type { OutboxRow, OutboxStore } from "./outbox.store";
import { describeFailure, isPermanentFailure } from "./mailer";
import { nextAttemptAt } from "./retry-policy";

/** What delivering one row came to, short of an error (an error means "try again"). */
export type DeliveryOutcome = { sent: true; responseCode?: number } | { sent: false; reason: string };

/** A webhook endpoint's HTTP answer carried by a failure, if it answered at all. */
const responseCodeOf = (error: unknown): number | null => {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return typeof status === "number" ? status : null;
};

export type OutboxWorkerOptions = {
  store: OutboxStore;
  /** Sends one row, or says why it should not be sent; throws when sending failed. */
  deliver: (row: OutboxRow) => Promise<DeliveryOutcome>;
  now: () => Date;
  leaseMs: number;
  /** How often the worker looks for due messages. */
  pollMs?: number;
  batchSize?: number;
  /** A failure not worth retrying (an SMTP 5xx refusal); by default the mailer's rule. */
  isPermanent?: (error: unknown) => boolean;
  onError?: (error: unknown) => void;
};

/**
 * Delivers the outbox in the server process, off the request path: every `pollMs` it
 * claims due messages one by one under a lease and sends them. A failure is retried with
 * backoff (retry-policy.ts); a permanent refusal (5xx) fails at once. When the process
 * dies mid-send, the lease runs out and the next worker sends the message again, with
 * the same Message-ID, so a crash costs at most one duplicate and never a lost message.
 */
export function createOutboxWorker({
  store,
  deliver,
  now,
  leaseMs,
  pollMs = 1000,
  batchSize = 20,
  isPermanent = isPermanentFailure,
  onError,
}: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let pass: Promise<number> | null = null;

  async function deliverRow(row: OutboxRow): Promise<void> {
    try {
      const outcome = await deliver(row);
      if (outcome.sent) await store.markSent(row, now(), outcome.responseCode ?? null);
      else await store.markCancelled(row, outcome.reason);
    } catch (error) {
      const reason = describeFailure(error);
      const retryAt = isPermanent(error) ? null : nextAttemptAt(row.attempts, now());
      if (retryAt) await store.markRetrying(row, reason, retryAt, responseCodeOf(error));
      else await store.markFailed(row, reason, responseCodeOf(error));
    }
  }

  /** One pass over what is due; resolves with how many messages it handled. */
  async function runOnce(): Promise<number> {
    let handled = 0;
    while (handled < batchSize) {
      const at = now();
      const row = await store.claimNext(at, new Date(at.getTime() + leaseMs));
      if (!row) break;
      await deliverRow(row);
      handled += 1;
    }
    return handled;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = runOnce()
        .catch((error: unknown) => {
          onError?.(error);
          return 0;
        })
        .finally(schedule);
    }, pollMs);
  }

  return {
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for the message being sent, so a clean shutdown sends nothing twice. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
