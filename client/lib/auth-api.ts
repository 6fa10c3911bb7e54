/**
 * The two session-cookie calls that go over REST rather than tRPC (SPEC.md section 7):
 * both must bypass the refresh-and-retry link, since a refresh that needs a refresh, or a
 * refresh just before signing out, makes no sense. JSON bodies keep them same-origin-only
 * requests in the eyes of the server's CSRF checks.
 */
const JSON_POST: RequestInit = {
  method: "POST",
  credentials: "same-origin",
  headers: { "content-type": "application/json" },
  body: "{}",
};

type RefreshListener = () => void;
const refreshListeners = new Set<RefreshListener>();
let refreshInFlight: Promise<boolean> | null = null;

/** Runs `listener` after each successful refresh (the admin idle clock restarts); returns the unsubscribe. */
export function onSessionRefreshed(listener: RefreshListener): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

/**
 * POST /api/auth/refresh: true when the server issued a fresh access cookie (200). One at a
 * time for the whole page: the refresh token is single use, so a second refresh with it counts
 * as a stolen token once its short grace period is over (decision 0148), and within it only
 * makes a second successor (the API calls' refresh and the admin idle renewal share this one).
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= fetch("/api/auth/refresh", JSON_POST)
    .then((response) => {
      if (response.ok) for (const listener of refreshListeners) listener();
      return response.ok;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** POST /api/logout: revokes the session and clears both cookies. */
export async function endSession(): Promise<void> {
  const response = await fetch("/api/logout", JSON_POST);
  if (!response.ok) throw new Error(`Logout answered HTTP ${response.status}`);
}
