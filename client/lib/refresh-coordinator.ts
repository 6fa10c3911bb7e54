/**
 * Coordinates session refreshes for every API call of the page (docs/product.md §4.1 and §7):
 * a call answered 401 asks `recover()`, which runs at most one refresh at a time; every
 * caller that arrives while it runs waits on that same refresh.
 *
 * Calls remember the refresh generation they started in (`snapshot()`): a call that was
 * already on the wire when another call's refresh succeeded carried the old cookie, so it
 * retries at once instead of rotating the refresh token a second time.
 */
export type RefreshCoordinator = {
  /** The number of successful refreshes so far; pass it back to `recover()`. */
  snapshot(): number;
  /** Resolves true when a refresh succeeded since `since`, false when the refresh failed. */
  recover(since: number): Promise<boolean>;
};

export type RefreshCoordinatorOptions = {
  /** Performs the refresh; true for success. A thrown error counts as a failure. */
  refresh: () => Promise<boolean>;
  /** Runs once per failed refresh, before the waiting calls are told (the session is gone). */
  onRefreshFailed: () => void;
};

export function createRefreshCoordinator({ refresh, onRefreshFailed }: RefreshCoordinatorOptions): RefreshCoordinator {
  let generation = 0;
  let inFlight: Promise<boolean> | null = null;

  async function runRefresh(): Promise<boolean> {
    let refreshed: boolean;
    try {
      refreshed = await refresh();
    } catch {
      refreshed = false;
    }
    if (refreshed) generation += 1;
    else onRefreshFailed();
    return refreshed;
  }

  return {
    snapshot: () => generation,
    recover(since) {
      if (generation !== since) return Promise.resolve(true);
      inFlight ??= runRefresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
