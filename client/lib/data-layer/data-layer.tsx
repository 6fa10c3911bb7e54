import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { hashKey } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import type { Locale } from "../../../server/shared/i18n/locales";
import type { PublicUser } from "../../../server/shared/user.schema";
import type { ShellDataSource } from "../shell-data";
import { trpc } from "../trpc";
import { sessionQueryKey, shellQueries } from "./shell-queries";

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/**
 * The data layer: one query cache and one tRPC client, what every feature's tRPC hooks use.
 * It is not part of the page's first script (decision 0257): it loads with the first lazily
 * loaded piece that needs it (client/lib/with-data-providers.tsx), or at once when the shell
 * has to ask the server (client/lib/shell-data.ts).
 */
export type DataLayer = {
  readonly queryClient: QueryClient;
  /** Gives the pieces inside it this layer's query client and tRPC client. */
  readonly Providers: ComponentType<{ children: ReactNode }>;
  /** The shell's three entries, as queries in this layer's cache. */
  readonly shellData: ShellDataSource;
  /** Sets the session user, e.g. from the login response or an updated profile (null signs out). */
  setSessionUser(user: PublicUser | null): void;
  /**
   * Marks the visitor signed out and drops every other cached answer, so the next person at
   * this browser sees nothing of the last one's data.
   */
  signOut(): void;
  /** Saves the signed-in user's language on their account, then takes the saved user as the session's. */
  saveAccountLanguage(user: PublicUser, locale: Locale): void;
};

const sessionQueryHash = hashKey(sessionQueryKey);

export function createDataLayer(queryClient: QueryClient, trpcClient: TrpcClient): DataLayer {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    );
  }
  const setSessionUser = (user: PublicUser | null) => queryClient.setQueryData<PublicUser | null>(sessionQueryKey, user);
  return {
    queryClient,
    Providers,
    shellData: shellQueries(queryClient, trpcClient),
    setSessionUser,
    signOut() {
      setSessionUser(null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionQueryHash });
    },
    saveAccountLanguage(user, locale) {
      // As a mutation would: not retried, a failure left for the next switch to try again.
      trpcClient.users.updateProfile.mutate({ fullName: user.full_name, phone: user.phone, locale }).then(setSessionUser, () => {});
    },
  };
}
