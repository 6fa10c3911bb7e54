import { MESSAGES } from "../../../server/shared/messages";

export type BlockedTimeValues = { start: string; end: string; reason: string };

/**
 * SPEC.md section 5, "Blocked time". Both values are `YYYY-MM-DDTHH:mm` strings from
 * datetime-local inputs in the same (business) zone, so comparing them as text
 * compares them as times. Null when the form may be sent.
 */
export function blockedTimeProblem({ start, end }: BlockedTimeValues): string | null {
  if (!start || !end) return MESSAGES.blockedTimes.startEndRequired;
  if (end <= start) return MESSAGES.blockedTimes.endAfterStart;
  return null;
}
