import { hashKey, QueryObserver, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import type { PublicUser } from "../../../server/shared/user.schema";
import { isUnauthorizedError } from "../refresh-link";
import type { ShellData, ShellDataName, ShellDataSource, ShellEntry } from "../shell-data";
import { trpc } from "../trpc";
import type { TrpcClient } from "./data-layer";

/**
 * The session lives in the query cache under `users.me`'s own key, so a feature that calls
 * `trpc.useUtils().users.me.invalidate()` (say, after a profile update) refreshes it too.
 * Its data is `null` when nobody is signed in.
 */
export const sessionQueryKey = getQueryKey(trpc.users.me, undefined, "query");

/** Each shell entry's query: the key `trpc.….useQuery()` gives it, so features' invalidations and writes reach it. */
const KEYS: Record<ShellDataName, QueryKey> = {
  business: getQueryKey(trpc.business.get, undefined, "query"),
  settings: getQueryKey(trpc.site.settings, undefined, "query"),
  session: sessionQueryKey,
};
const NAMES = Object.keys(KEYS) as ShellDataName[];
const HASHES = Object.fromEntries(NAMES.map((name) => [name, hashKey(KEYS[name])])) as Record<ShellDataName, string>;
const NAME_BY_HASH = new Map(NAMES.map((name) => [HASHES[name], name]));

function fetcher(client: TrpcClient, name: ShellDataName): () => Promise<ShellData[ShellDataName]> {
  switch (name) {
    case "business":
      return () => client.business.get.query();
    case "settings":
      return () => client.site.settings.query();
    default:
      return async (): Promise<PublicUser | null> => {
        try {
          return await client.users.me.query();
        } catch (error) {
          // A visitor with no session cookie gets null; a 401 means the session ended and its
          // refresh failed: signed out too, not a failure (no retry, nothing logged).
          if (isUnauthorizedError(error)) return null;
          throw error;
        }
      };
  }
}

/**
 * The shell's entries (client/lib/shell-data.ts) as the queries they were before the split:
 * `useQuery` with `staleTime: Infinity` and what the page carried as initial data, on the
 * query client's defaults (its retries).
 */
export function shellQueries(queryClient: QueryClient, client: TrpcClient): ShellDataSource {
  const cache = queryClient.getQueryCache();
  return {
    read<N extends ShellDataName>(name: N): ShellEntry<N> | undefined {
      const query = cache.find<ShellData[N]>({ queryKey: KEYS[name], exact: true });
      return query && { status: query.state.status, data: query.state.data };
    },
    subscribe(onChange) {
      return cache.subscribe((event) => {
        const name = NAME_BY_HASH.get(event.query.queryHash);
        if (name) onChange(name);
      });
    },
    observe(name, initialData) {
      const options = { queryKey: KEYS[name], queryFn: fetcher(client, name), staleTime: Infinity, initialData };
      let stop = new QueryObserver(queryClient, options).subscribe(() => {});
      // A query removed while observed (signing out removes every other answer) is made again from
      // the page's data, as a component's `useQuery` makes it again on its next render.
      const stopRenewing = cache.subscribe((event) => {
        if (event.type !== "removed" || event.query.queryHash !== HASHES[name]) return;
        stop();
        stop = new QueryObserver(queryClient, options).subscribe(() => {});
      });
      return () => {
        stopRenewing();
        stop();
      };
    },
  };
}
