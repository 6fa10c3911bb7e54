import { isDeepStrictEqual } from "node:util";

/**
 * A value read from the database and kept in memory between changes (the business profile, the
 * opening hours): loaded once, dropped by `forget()` when this process saves a change, and, when
 * other instances may save changes too (PostgreSQL, docs/decisions/0209-settings-across-instances.md),
 * read again once `lifetimeMs` has passed. A reload that finds the same value keeps the object
 * callers already hold, so caches keyed by it (the pages, the free slots) stay warm.
 */
export function keptValue<T>(load: () => Promise<T>, { lifetimeMs, now }: { lifetimeMs: number; now: () => Date }) {
  let kept: Promise<T> | null = null;
  let loadedAt = 0;
  let last: { value: T } | null = null;

  function reload(): Promise<T> {
    loadedAt = now().getTime();
    return load().then(
      (value) => {
        if (last && isDeepStrictEqual(last.value, value)) return last.value;
        last = { value };
        return value;
      },
      (error: unknown) => {
        kept = null;
        throw error;
      },
    );
  }

  return {
    get(): Promise<T> {
      if (kept && now().getTime() - loadedAt >= lifetimeMs) kept = null;
      kept ??= reload();
      return kept;
    },
    /** This process changed the value: the next `get` reads it again. */
    forget(): void {
      kept = null;
    },
  };
}

/**
 * A view of a kept value (`keptValue`), made again only when the value is a new object: callers
 * that key caches by the view's identity (the business profile, the pages) stay warm between changes.
 */
export function keptView<T, U>(kept: { get(): Promise<T> }, view: (value: T) => U): () => Promise<U> {
  let last: { from: T; value: U } | null = null;
  return async () => {
    const from = await kept.get();
    if (last?.from !== from) last = { from, value: view(from) };
    return last.value;
  };
}
