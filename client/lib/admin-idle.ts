/**
 * An admin's idle limit in the browser (issue 17, decision 0124). The server refuses an admin's
 * refresh once ADMIN_IDLE_MINUTES have passed since the last one; the page keeps the same clock:
 * activity renews the session at most once a minute (`RENEW_AFTER_MS`), a dialog warns a minute
 * before the limit, and at the limit the page signs out.
 */
export const WARNING_BEFORE_MS = 60_000;
export const RENEW_AFTER_MS = 60_000;

/** `/login?reason=idle`: the login page says why the admin is there. */
export const IDLE_SIGN_OUT_REASON = "idle";

export type IdlePhase = "active" | "warning" | "expired";

/** Where an admin stands, `now` ms after the epoch, when the session was last renewed at `renewedAt`. */
export function idlePhase(renewedAt: number, now: number, idleMinutes: number): IdlePhase {
  const limit = renewedAt + idleMinutes * 60_000;
  if (now >= limit) return "expired";
  return now >= limit - WARNING_BEFORE_MS ? "warning" : "active";
}

/** Whether activity at `now` should renew the session (so the server's clock starts again too). */
export const shouldRenew = (renewedAt: number, now: number) => now - renewedAt >= RENEW_AFTER_MS;
