import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * True while React takes over a page the server drew (decision 0143), and on the server itself;
 * false on every other render. What only the browser knows (its storage, its features) must
 * not change that first render, or the page is drawn again from scratch: read it after.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}
