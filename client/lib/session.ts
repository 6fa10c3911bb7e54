import { hashKey, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { EMBEDDED_ELEMENT_IDS, type KnownSession } from "../../server/shared/site-settings";
import type { Role } from "../../server/shared/services";
import type { PublicUser } from "../../server/shared/user.schema";
import { paths } from "../app/paths";
import { endSession } from "./auth-api";
import { embeddedData } from "./embedded-data";
import { isUnauthorizedError } from "./refresh-link";
import { trpc } from "./trpc";

/** docs/product.md §4.1: loading (initial check), then signed in with a user, or signed out. */
export type SessionStatus = "loading" | "signed-in" | "signed-out";

export type Session = { status: SessionStatus; user: PublicUser | null };

/**
 * The session lives in the query cache under `users.me`'s own key, so a feature that calls
 * `trpc.useUtils().users.me.invalidate()` (say, after a profile update) refreshes it too.
 * Its data is `null` when nobody is signed in.
 */
export const sessionQueryKey = getQueryKey(trpc.users.me, undefined, "query");
const sessionQueryHash = hashKey(sessionQueryKey);

/** Marks the visitor signed out, e.g. when a token refresh fails. */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<PublicUser | null>(sessionQueryKey, null);
}

/** The signed-in person's role, "client" while nobody is: behind RequireOffice it is a staff role (docs/permissions.md). */
export function useRole(): Role {
  return useSession().user?.role ?? "client";
}

export function useSession(): Session {
  const utils = trpc.useUtils();
  // A page requested without a session cookie says so: nobody to ask about (decision 0139).
  const knownSignedOut = embeddedData<KnownSession>(EMBEDDED_ELEMENT_IDS.session) !== null;
  const { data, isPending } = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        return await utils.client.users.me.query();
      } catch (error) {
        // A visitor with no session cookie gets null; a 401 means the session ended and its
        // refresh failed: signed out too, not a failure (no retry, nothing logged).
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    initialData: knownSignedOut ? null : undefined,
  });
  if (isPending) return { status: "loading", user: null };
  return data ? { status: "signed-in", user: data } : { status: "signed-out", user: null };
}

/** Sets the session user, e.g. from the login response or an updated profile (null signs out). */
export function useSetSessionUser(): (user: PublicUser | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: PublicUser | null) => queryClient.setQueryData<PublicUser | null>(sessionQueryKey, user),
    [queryClient],
  );
}

/**
 * Signs out and goes to /login. The user is cleared even when the server call fails
 * (docs/product.md §4.1: the failure is logged and ignored), and every other cached answer
 * goes too, so the next person at this browser sees nothing of the last one's data.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await endSession();
    } catch (error) {
      console.warn("Logout request failed; signing out locally anyway.", error);
    }
    markSignedOut(queryClient);
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionQueryHash });
    navigate(paths.login);
  }, [queryClient, navigate]);
}
