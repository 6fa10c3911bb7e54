import type { DateKey } from "../../lib/business-time";

/** A signed-out visitor's choices on /book, kept while they sign in or register. */
export type BookingDraft = { service: string | null; date: DateKey | null; slot: string | null };

const KEY = "booking-draft";

/**
 * Session storage: the draft lives as long as the tab, survives the trip through /login
 * and /register, and never outlives the visit. Anything unexpected in it is ignored, and a
 * service that is not one of `offered` (the names the booking page shows) too.
 */
export function loadBookingDraft(offered: readonly string[], storage: Storage | undefined = globalThis.sessionStorage): BookingDraft | null {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? "null") as Partial<Record<keyof BookingDraft, unknown>> | null;
    if (!value || typeof value !== "object") return null;
    const service = typeof value.service === "string" && offered.includes(value.service) ? value.service : null;
    const date = typeof value.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.date) ? value.date : null;
    const slot = typeof value.slot === "string" && date && !Number.isNaN(Date.parse(value.slot)) ? value.slot : null;
    return service || date ? { service, date, slot } : null;
  } catch {
    return null;
  }
}

export function saveBookingDraft(draft: BookingDraft, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage can be full or disabled: the visitor then chooses again after signing in.
  }
}

export function clearBookingDraft(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // As above.
  }
}
