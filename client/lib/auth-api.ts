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

/** POST /api/auth/refresh: true when the server issued a fresh access cookie (200). */
export async function refreshSession(): Promise<boolean> {
  const response = await fetch("/api/auth/refresh", JSON_POST);
  return response.ok;
}

/** POST /api/logout: revokes the session and clears both cookies. */
export async function endSession(): Promise<void> {
  const response = await fetch("/api/logout", JSON_POST);
  if (!response.ok) throw new Error(`Logout answered HTTP ${response.status}`);
}
