/**
 * An admin's idle limit in the browser (issue 17, decision 0124). The server refuses an admin's
 * refresh once ADMIN_IDLE_MINUTES have passed since the last one a person's input asked for; the
 * page keeps the same clock: input renews the session at most once a minute (`RENEW_AFTER_MS`), a
 * dialog warns a minute before the limit, and at the limit the page signs out. Requests the page
 * makes on its own (polls, refetches) never count (issue 29 item 17, decision 0174).
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

/** Whether input at `now` should renew the session (so the server's clock starts again too). */
export const shouldRenew = (renewedAt: number, now: number) => now - renewedAt >= RENEW_AFTER_MS;

/**
 * A person's input. Not `scroll` or `focus`: the page scrolls and moves focus by itself (route
 * changes, dialogs), and a person scrolls with the wheel, keys or touch anyway.
 */
export const PERSON_INPUT_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * Whether a refresh sent at `now` is a person's use of the session: input came within the last
 * `RENEW_AFTER_MS`. Older input is accounted for already: input renews the session once the last
 * renewal is a minute old, so it either renewed it or came within a minute of a renewal that did.
 * Counted again by a later refresh (a poll's, a quarter of an hour on), it would move the idle
 * limit by as much.
 */
export const isPersonsRefresh = (lastInputAt: number, now: number) => now - lastInputAt < RENEW_AFTER_MS;

type InputTarget = {
  addEventListener(type: string, listener: (event: { isTrusted: boolean }) => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: { isTrusted: boolean }) => void, options: EventListenerOptions): void;
};

/**
 * Calls `onInput` for each of a person's input events on `target` (the window); events made by a
 * script (`isTrusted` false) are not a person. Captured, so a handler that stops an event's
 * propagation still leaves it counted. Returns the unsubscribe.
 */
export function watchPersonInput(target: InputTarget, onInput: () => void): () => void {
  const listener = (event: { isTrusted: boolean }) => {
    if (event.isTrusted) onInput();
  };
  for (const type of PERSON_INPUT_EVENTS) target.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    for (const type of PERSON_INPUT_EVENTS) target.removeEventListener(type, listener, { capture: true });
  };
}
