/**
 * At most `max` events per key in fixed windows, counted in this process only. For throttles
 * that bound the volume of something harmless, never a guess budget: those are in the database,
 * shared by every instance (fixed-window-limiter.ts, decision 0215). Two instances each allowing
 * `max` doubles such a volume and nothing more.
 */
export type MemoryThrottle = {
  /** Counts one event for `key` and says whether it is within the limit; past it, counts nothing. */
  take(key: string): boolean;
};

/** Past this many keys, expired windows are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export function createMemoryThrottle({ max, windowMs }: { max: number; windowMs: number }, now: () => Date): MemoryThrottle {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return {
    take(key) {
      const at = now().getTime();
      const window = windows.get(key);
      if (window && window.resetsAt > at) {
        if (window.count >= max) return false;
        window.count += 1;
        return true;
      }
      if (windows.size >= SWEEP_THRESHOLD) {
        for (const [stale, { resetsAt }] of windows) if (resetsAt <= at) windows.delete(stale);
      }
      windows.set(key, { count: 1, resetsAt: at + windowMs });
      return true;
    },
  };
}
