import { useSyncExternalStore } from "react";
import type { BusinessProfile } from "../../server/shared/business-profile.schema";
import { EMBEDDED_ELEMENT_IDS, type KnownSession, type SiteSettings } from "../../server/shared/site-settings";
import type { PublicUser } from "../../server/shared/user.schema";
import type { DataLayer } from "./data-layer/data-layer";
import { embeddedData } from "./embedded-data";

/**
 * The three answers the shell reads on every page (the business profile, the site settings and
 * the session), kept apart from the data layer (TanStack Query and tRPC, about 20 KB) so that a
 * page can be drawn and used without it (decision 0257). They come with the page
 * (client/lib/embedded-data.ts) for a visitor; until the data layer is in, each entry is what
 * the page carried. Once it is in (`provideDataLayer`), each entry mirrors its query in the
 * layer's cache, under the key tRPC gives it, so `trpc.useUtils().users.me.invalidate()`,
 * `business.get.setData(…)` and every other change to those queries reach the shell as before.
 *
 * The data layer loads as soon as an entry is read that the page did not carry (a session cookie
 * may be there, or a page from Vite's dev server), and otherwise with the first lazily loaded
 * piece that needs it (client/lib/with-data-providers.tsx).
 */
export type ShellData = { business: BusinessProfile; settings: SiteSettings; session: PublicUser | null };
export type ShellDataName = keyof ShellData;

/** An entry as a query's state would say it: no answer yet, an answer, or a failure (keeping any earlier answer). */
export type ShellEntry<N extends ShellDataName> = { status: "pending" | "success" | "error"; data: ShellData[N] | undefined };

/** How the data layer's query cache feeds the entries (client/lib/data-layer/shell-queries.ts). */
export type ShellDataSource = {
  /** The entry as the cache holds it; undefined while the cache has no query for it. */
  read<N extends ShellDataName>(name: N): ShellEntry<N> | undefined;
  /** Calls back on every change to one of the entries' queries; returns the unsubscribe. */
  subscribe(onChange: (name: ShellDataName) => void): () => void;
  /**
   * Observes the entry's query as a mounted `useQuery` would, starting from `initialData`: fetched
   * when it has no answer, refetched when invalidated, until the returned function is called.
   */
  observe<N extends ShellDataName>(name: N, initialData: ShellData[N] | undefined): () => void;
};

const NAMES: readonly ShellDataName[] = ["business", "settings", "session"];

/** What the page carried for an entry: no answer when it carried nothing. */
function carried<N extends ShellDataName>(name: N): ShellData[N] | undefined {
  switch (name) {
    case "business":
      return (embeddedData<BusinessProfile>(EMBEDDED_ELEMENT_IDS.business) ?? undefined) as ShellData[N] | undefined;
    case "settings":
      return (embeddedData<SiteSettings>(EMBEDDED_ELEMENT_IDS.settings) ?? undefined) as ShellData[N] | undefined;
    default:
      // A page requested without a session cookie says nobody is signed in (decision 0139).
      return (embeddedData<KnownSession>(EMBEDDED_ELEMENT_IDS.session) === null ? undefined : null) as ShellData[N] | undefined;
  }
}

type Slot = {
  state: ShellEntry<ShellDataName> | null;
  readonly listeners: Set<() => void>;
  /** Stops observing the entry's query while nobody reads the entry. */
  stopObserving: (() => void) | null;
};

const slots: Record<ShellDataName, Slot> = {
  business: { state: null, listeners: new Set(), stopObserving: null },
  settings: { state: null, listeners: new Set(), stopObserving: null },
  session: { state: null, listeners: new Set(), stopObserving: null },
};

let layer: DataLayer | null = null;
let loading: Promise<DataLayer> | null = null;
let stopFollowing: (() => void) | null = null;

function currentState(name: ShellDataName): ShellEntry<ShellDataName> {
  const fromCache = layer?.shellData.read(name);
  if (fromCache) return fromCache;
  const data = carried(name);
  return data === undefined ? { status: "pending", data } : { status: "success", data };
}

/** Brings the entry up to date, and tells its readers when it changed. */
function sync(name: ShellDataName): void {
  const slot = slots[name];
  const next = currentState(name);
  if (slot.state && slot.state.status === next.status && slot.state.data === next.data) return;
  slot.state = next;
  for (const listener of slot.listeners) listener();
}

const snapshot = (name: ShellDataName) => (slots[name].state ??= currentState(name));

function startObserving(name: ShellDataName): void {
  const slot = slots[name];
  if (layer) slot.stopObserving = layer.shellData.observe(name, carried(name));
  else if (snapshot(name).status === "pending") void loadDataLayer();
}

function subscribe(name: ShellDataName, listener: () => void): () => void {
  const slot = slots[name];
  slot.listeners.add(listener);
  if (slot.listeners.size === 1) startObserving(name);
  return () => {
    slot.listeners.delete(listener);
    if (slot.listeners.size > 0) return;
    slot.stopObserving?.();
    slot.stopObserving = null;
  };
}

/** The entry as it stands (the same object until it changes). */
export function readShellData<N extends ShellDataName>(name: N): ShellEntry<N> {
  return snapshot(name) as ShellEntry<N>;
}

/** Calls `listener` on each change to the entry; while anyone listens, its query is observed. Returns the unsubscribe. */
export function subscribeShellData(name: ShellDataName, listener: () => void): () => void {
  return subscribe(name, listener);
}

const readers = Object.fromEntries(
  NAMES.map((name) => [name, { subscribe: (listener: () => void) => subscribe(name, listener), getSnapshot: () => snapshot(name) }]),
) as Record<ShellDataName, { subscribe: (listener: () => void) => () => void; getSnapshot: () => ShellEntry<ShellDataName> }>;

/** One of the shell's entries; the component renders again when it changes. */
export function useShellData<N extends ShellDataName>(name: N): ShellEntry<N> {
  const { subscribe: subscribeTo, getSnapshot } = readers[name];
  // The server's render and the browser's first render both read what the page carries.
  return useSyncExternalStore(subscribeTo, getSnapshot, getSnapshot) as ShellEntry<N>;
}

/**
 * Makes `next` the data layer every lazily loaded piece and the shell's entries use: the app's
 * own (`loadDataLayer`), each server render's (client/entry-server.tsx, after the page's data)
 * and each story's (.storybook/preview.tsx). The entries follow its cache from now on.
 */
export function provideDataLayer(next: DataLayer): DataLayer {
  for (const slot of Object.values(slots)) {
    slot.stopObserving?.();
    slot.stopObserving = null;
  }
  stopFollowing?.();
  layer = next;
  loading = Promise.resolve(next);
  stopFollowing = next.shellData.subscribe(sync);
  for (const name of NAMES) {
    sync(name);
    if (slots[name].listeners.size > 0) startObserving(name);
  }
  return next;
}

/** The data layer, once it is in. */
export function currentDataLayer(): DataLayer | null {
  return layer;
}

/** Loads the app's data layer (its query client and tRPC client, one per page), once. */
export function loadDataLayer(): Promise<DataLayer> {
  return (loading ??= import("./data-layer/app-data-layer").then((module) => {
    if (layer) return layer;
    const created = module.createAppDataLayer();
    // It lives as long as the page: its queries follow the browser's connection from now on, as
    // they did under the one QueryClientProvider around the whole app.
    created.queryClient.mount();
    return provideDataLayer(created);
  }));
}

/** Runs `task` with the data layer: now when it is in, else once it has loaded. */
export function withDataLayer(task: (layer: DataLayer) => void): void {
  if (layer) task(layer);
  else void loadDataLayer().then(task);
}
