import { isTRPCClientError, type TRPCLink } from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import type { AnyRouter } from "@trpc/server";
import type { RefreshCoordinator } from "./refresh-coordinator";

/**
 * A 401 from `auth.login` means wrong credentials, not an expired session: refreshing
 * would not help and retrying would count a second failed sign-in against the rate limit.
 * The same holds for the second step of a sign-in (a wrong code, an expired challenge) and
 * the passkey sign-in, which happen before any session exists.
 */
const NO_REFRESH_PATHS = new Set(["auth.login", "auth.loginMfa", "auth.passkeyOptions", "auth.passkeyLogin"]);

export function isUnauthorizedError(error: unknown): boolean {
  if (!isTRPCClientError(error)) return false;
  const data = error.data as { httpStatus?: number; code?: string } | undefined;
  return data?.httpStatus === 401 || data?.code === "UNAUTHORIZED";
}

/**
 * tRPC link for docs/product.md §4.1: an operation answered 401 waits for the
 * (shared) refresh and is retried once; if the refresh fails the original 401 reaches the caller.
 */
export function refreshLink<TRouter extends AnyRouter>(coordinator: RefreshCoordinator): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | null = null;
        let stopped = false;

        function attempt(mayRefresh: boolean) {
          const startedIn = coordinator.snapshot();
          subscription = next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              if (!mayRefresh || !isUnauthorizedError(error)) {
                observer.error(error);
                return;
              }
              void coordinator.recover(startedIn).then((refreshed) => {
                if (stopped) return;
                if (refreshed) attempt(false);
                else observer.error(error);
              });
            },
          });
        }

        attempt(!NO_REFRESH_PATHS.has(op.path));
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
}
