import type { RateLimit } from "../../env";

/**
 * Counts events per key in fixed windows, in memory. Kept in the services (not a
 * Fastify plugin) so REST and tRPC share one count, and so a limit can count only
 * some outcomes (failed sign-ins) rather than every request. One process serves
 * the SQLite database, so one in-memory map sees every request
 * (docs/decisions/0013-rate-limits.md).
 */
export type FixedWindowLimiter = {
  /** Seconds until `key` may act again, or 0 when it is under its limit. */
  retryAfterSeconds(key: string): number;
  /** Counts one event for `key`. */
  hit(key: string): void;
  /** Forgets `key`, e.g. after a successful sign-in. */
  reset(key: string): void;
  /** Takes back one event of `key`: an attempt counted in advance that turned out not to count (the right password). */
  release(key: string): void;
};

/**
 * Counts one attempt on every limit before the work it guards (argon2, a code check), or none
 * when any limit is reached: then the seconds to wait. The check and the count happen in one
 * synchronous step, with no `await` between them, so concurrent requests (or the calls of one
 * tRPC batch) cannot all pass the check before any is counted (issue 29 item 4, decision 0161).
 * A caller whose attempt succeeds gives it back with `release` where only failures count.
 */
export function reserveAttempt(limits: readonly (readonly [FixedWindowLimiter, string])[]): number {
  const wait = Math.max(0, ...limits.map(([limiter, key]) => limiter.retryAfterSeconds(key)));
  if (wait > 0) return wait;
  for (const [limiter, key] of limits) limiter.hit(key);
  return 0;
}

/** Past this many keys, expired windows are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export function createFixedWindowLimiter({ max, windowMs }: RateLimit, now: () => Date): FixedWindowLimiter {
  const windows = new Map<string, { count: number; resetsAt: number }>();

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetsAt <= at) windows.delete(key);
  };

  return {
    retryAfterSeconds(key) {
      const at = now().getTime();
      const window = windows.get(key);
      if (!window || window.resetsAt <= at || window.count < max) return 0;
      return Math.ceil((window.resetsAt - at) / 1000);
    },
    hit(key) {
      const at = now().getTime();
      const window = windows.get(key);
      if (window && window.resetsAt > at) {
        window.count += 1;
        return;
      }
      if (windows.size >= SWEEP_THRESHOLD) sweep(at);
      windows.set(key, { count: 1, resetsAt: at + windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
    release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}
