import { busy } from "../services/errors";
import { say } from "../shared/i18n/server-messages";

/**
 * A bound on password hashes in flight (issue 29 item 13, decision 0178). argon2 ran on libuv's
 * thread pool, the same pool that reads files and resolves names, and a flood of sign-ins made a
 * static file 72 times slower; it now runs on low-priority threads of its own (hash-threads.ts,
 * decision 0256), and this gate still bounds the CPU and memory hashes take: at most `concurrency`
 * run at once; up to `maxWaiting` more wait their turn, and past that a sign-in is answered 503
 * with Retry-After at once instead of queueing without end.
 */
export type HashGate = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** For tests and the bench: hashes running, and waiting. */
  load(): { running: number; waiting: number };
};

/** A 503's Retry-After: a queue this size drains in well under a second at 145 ms a hash. */
const RETRY_AFTER_SECONDS = 1;

export function createHashGate({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): HashGate {
  let running = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    running -= 1;
    const wake = waiting.shift();
    if (wake) {
      running += 1;
      wake();
    }
  };

  return {
    async run(work) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw busy(say.request.busy, RETRY_AFTER_SECONDS);
        // The slot is handed over by `next`, so a newcomer can never overtake someone waiting.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        next();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
