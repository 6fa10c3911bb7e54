import { isPersonsRefresh } from "./admin-idle";

/**
 * The two session-cookie calls that go over REST rather than tRPC (docs/product.md §7):
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

/** A successful refresh: whether it counted as a person's use (`activity`), and when the page sent it. */
export type Renewal = { activity: boolean; sentAt: number };

export type SessionRefresher = {
  /** Refreshes the session; true when the server issued a fresh access cookie (200). */
  refresh(): Promise<boolean>;
  /** A person's input just now: the next refresh within a minute counts as use. */
  noteInput(): void;
  /** Runs `listener` after each successful refresh; returns the unsubscribe. */
  onRefreshed(listener: (renewal: Renewal) => void): () => void;
  /** Runs `listener` on each of a person's input (the admin idle guard renews on it); returns the unsubscribe. */
  onInput(listener: () => void): () => void;
};

/**
 * The page's refreshes, one at a time (decision 0148): the refresh token is single use, so a
 * second refresh with it counts as a stolen token once its short grace period is over, and within
 * it only makes a second successor. Each says whether a person is at the page (`activity`, issue
 * 29 item 17, decision 0174): only then does the server move the session's idle time and last use,
 * so a poll that meets a lapsed access cookie renews the cookie but never the session.
 */
export function createSessionRefresher(send: (activity: boolean) => Promise<boolean>, now = () => Date.now()): SessionRefresher {
  const refreshedListeners = new Set<(renewal: Renewal) => void>();
  const inputListeners = new Set<() => void>();
  // Opening or reloading a page is a person's act: the page's first refresh counts as use.
  let lastInputAt = now();
  let inFlight: { done: Promise<boolean>; activity: boolean } | null = null;

  function refresh(): Promise<boolean> {
    const activity = isPersonsRefresh(lastInputAt, now());
    if (inFlight) {
      if (inFlight.activity || !activity) return inFlight.done;
      // The refresh on its way left before this input: another one follows it (never beside it), or the input would go unreported.
      return inFlight.done.then((renewed) => (renewed ? refresh() : false));
    }
    const sentAt = now();
    const done = send(activity)
      .then((renewed) => {
        if (renewed) for (const listener of refreshedListeners) listener({ activity, sentAt });
        return renewed;
      })
      .finally(() => {
        inFlight = null;
      });
    inFlight = { done, activity };
    return done;
  }

  return {
    refresh,
    noteInput() {
      lastInputAt = now();
      for (const listener of inputListeners) listener();
    },
    onRefreshed(listener) {
      refreshedListeners.add(listener);
      return () => void refreshedListeners.delete(listener);
    },
    onInput(listener) {
      inputListeners.add(listener);
      return () => void inputListeners.delete(listener);
    },
  };
}

const refresher = createSessionRefresher(async (activity) => {
  const response = await fetch("/api/auth/refresh", { ...JSON_POST, body: JSON.stringify({ activity }) });
  return response.ok;
});

/**
 * POST /api/auth/refresh: true when the server issued a fresh access cookie (200). One at a time
 * for the whole page (the API calls' refresh and the admin idle renewal share it), and marked as a
 * person's use only when input came within the last minute (`createSessionRefresher`).
 */
export const refreshSession = (): Promise<boolean> => refresher.refresh();

/** Runs `listener` after each successful refresh (the admin idle clock restarts on a person's); returns the unsubscribe. */
export const onSessionRefreshed = refresher.onRefreshed;

/** A person's input (client/boot.tsx watches the window for it), or a press of a button that renews the session. */
export const notePersonInput = refresher.noteInput;

/** Runs `listener` on each of a person's input; returns the unsubscribe. */
export const onPersonInput = refresher.onInput;

/** POST /api/logout: revokes the session and clears both cookies. */
export async function endSession(): Promise<void> {
  const response = await fetch("/api/logout", JSON_POST);
  if (!response.ok) throw new Error(`Logout answered HTTP ${response.status}`);
}
