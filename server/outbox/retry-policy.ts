/**
 * When a failed delivery is tried again: 1 minute after the first failure, doubling to at
 * most 2 hours between tries, for 18 attempts in all, about a day (1 + 2 + ... + 64 minutes,
 * then 2 hours ten times). A mail server down for a night still gets every message; one
 * gone for good ends in "failed", where an admin can send it again.
 */
const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 2 * 60 * 60_000;
export const MAX_ATTEMPTS = 18;

/** The next try after `attempts` failed ones, or null when it is time to give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return new Date(now.getTime() + delay);
}
