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
};

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
  };
}
