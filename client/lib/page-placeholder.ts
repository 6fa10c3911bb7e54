import { useLayoutEffect, useSyncExternalStore } from "react";

/**
 * Whether a placeholder (the full-page skeleton) stands where the page will be. The footer
 * waits for the page (issue 19's sticky footer): shown under a placeholder, it would sit in
 * view and then jump when the real page, shorter or taller, replaced it, a layout shift on
 * every first visit. Drawn only once the page is there, it appears as a new box, in place.
 */
let placeholders = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: 1 | -1): void {
  placeholders += by;
  for (const listener of listeners) listener();
}

/** Marks the page as not drawn yet for as long as the calling placeholder is mounted (before the first paint). */
export function useIsPagePlaceholder(): void {
  useLayoutEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** True while a placeholder stands in for the page. */
export function usePagePending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => placeholders > 0,
    () => false,
  );
}
