import { httpBatchLink } from "@trpc/client";
import type { AppRouter } from "../../server/trpc/router";
import { refreshSession } from "./auth-api";
import { currentLocale } from "./i18n";
import { createRefreshCoordinator } from "./refresh-coordinator";
import { refreshLink } from "./refresh-link";
import { trpc } from "./trpc";

export type TrpcClientOptions = {
  /** Called when a refresh fails: the session is over, whatever the page believed. */
  onSessionLost: () => void;
};

/**
 * The browser's tRPC client: same-origin calls to /trpc with the session cookies; a call
 * answered 401 is retried once after the one shared refresh (client/lib/refresh-link.ts).
 */
export function createTrpcClient({ onSessionLost }: TrpcClientOptions) {
  const coordinator = createRefreshCoordinator({ refresh: refreshSession, onRefreshFailed: onSessionLost });
  return trpc.createClient({
    links: [
      refreshLink<AppRouter>(coordinator),
      httpBatchLink({
        url: "/trpc",
        // The server writes its messages in the language the page is shown in, not the browser's.
        headers: () => ({ "accept-language": currentLocale() }),
        fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
}
