import { useCallback } from "react";
import { useLocation } from "wouter";
import type { Role } from "../../server/shared/services";
import type { PublicUser } from "../../server/shared/user.schema";
import { paths } from "../app/paths";
import { endSession } from "./auth-api";
import { currentDataLayer, loadDataLayer, useShellData, withDataLayer } from "./shell-data";

/** docs/product.md §4.1: loading (initial check), then signed in with a user, or signed out. */
export type SessionStatus = "loading" | "signed-in" | "signed-out";

export type Session = { status: SessionStatus; user: PublicUser | null };

/** The signed-in person's role, "client" while nobody is: behind RequireOffice it is a staff role (docs/permissions.md). */
export function useRole(): Role {
  return useSession().user?.role ?? "client";
}

/**
 * The session is `users.me`'s answer (null when nobody is signed in), kept as that query in the
 * data layer's cache (client/lib/shell-data.ts), so a feature that calls
 * `trpc.useUtils().users.me.invalidate()` (say, after a profile update) refreshes it too. A page
 * requested without a session cookie says so: nobody to ask about (decision 0139).
 */
export function useSession(): Session {
  const { status, data } = useShellData("session");
  if (status === "pending") return { status: "loading", user: null };
  return data ? { status: "signed-in", user: data } : { status: "signed-out", user: null };
}

/** Sets the session user, e.g. from the login response or an updated profile (null signs out). */
export function useSetSessionUser(): (user: PublicUser | null) => void {
  return useCallback((user: PublicUser | null) => withDataLayer((layer) => layer.setSessionUser(user)), []);
}

/**
 * Signs out and goes to /login. The user is cleared even when the server call fails
 * (docs/product.md §4.1: the failure is logged and ignored), and every other cached answer
 * goes too, so the next person at this browser sees nothing of the last one's data.
 */
export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await endSession();
    } catch (error) {
      console.warn("Logout request failed; signing out locally anyway.", error);
    }
    // Someone signed in has the data layer already: their session was asked for.
    (currentDataLayer() ?? (await loadDataLayer())).signOut();
    navigate(paths.login);
  }, [navigate]);
}
