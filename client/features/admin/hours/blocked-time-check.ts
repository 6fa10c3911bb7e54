import { MESSAGES } from "#server/shared/messages.ts";

export type BlockedTimeValues = { start: string; end: string; reason: string };

type ProblemKey = "blockedTimes.startEndRequired" | "blockedTimes.endAfterStart";

/** The specification's sentences as written (English), when no translate function is given. */
const englishSpec = (key: ProblemKey): string => MESSAGES.blockedTimes[key.slice("blockedTimes.".length) as "startEndRequired" | "endAfterStart"];

/**
 * docs/product.md §5, "Blocked time". Both values are `YYYY-MM-DDTHH:mm` strings from
 * datetime-local inputs in the same (business) zone, so comparing them as text
 * compares them as times. Null when the form may be sent; else the problem, in the
 * language of `spec` (the component passes `useSpecT()`).
 */
export function blockedTimeProblem({ start, end }: BlockedTimeValues, spec: (key: ProblemKey) => string = englishSpec): string | null {
  if (!start || !end) return spec("blockedTimes.startEndRequired");
  if (end <= start) return spec("blockedTimes.endAfterStart");
  return null;
}
