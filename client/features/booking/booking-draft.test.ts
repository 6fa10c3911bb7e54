import { describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "#server/shared/services.ts";
import { clearBookingDraft, loadBookingDraft, saveBookingDraft } from "./booking-draft";

/** A Storage in memory, as the browser's sessionStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the booking draft", () => {
  it("keeps the service, date and time through sign-in, and is gone once cleared", () => {
    const storage = memoryStorage();
    const draft = { service: "Personal Tax Prep" as const, date: "2026-03-04", slot: "2026-03-04T17:00:00.000Z" };
    saveBookingDraft(draft, storage);
    expect(loadBookingDraft(SERVICE_NAMES, storage)).toEqual(draft);
    clearBookingDraft(storage);
    expect(loadBookingDraft(SERVICE_NAMES, storage)).toBeNull();
  });

  it("ignores what it did not write: unknown services, odd dates and junk", () => {
    const storage = memoryStorage();
    storage.setItem("booking-draft", JSON.stringify({ service: "Tarot", date: "tomorrow", slot: "9" }));
    expect(loadBookingDraft(SERVICE_NAMES, storage)).toBeNull();
    storage.setItem("booking-draft", "{not json");
    expect(loadBookingDraft(SERVICE_NAMES, storage)).toBeNull();
    storage.setItem("booking-draft", JSON.stringify({ service: "IRS Representation", date: null, slot: "2026-03-04T17:00:00.000Z" }));
    expect(loadBookingDraft(SERVICE_NAMES, storage)).toEqual({ service: "IRS Representation", date: null, slot: null });
  });

  it("drops a service the office no longer offers, and keeps one it added", () => {
    const storage = memoryStorage();
    storage.setItem("booking-draft", JSON.stringify({ service: "Bookkeeping", date: "2026-03-04", slot: null }));
    expect(loadBookingDraft(SERVICE_NAMES, storage)).toEqual({ service: null, date: "2026-03-04", slot: null });
    expect(loadBookingDraft([...SERVICE_NAMES, "Bookkeeping"], storage)).toEqual({ service: "Bookkeeping", date: "2026-03-04", slot: null });
  });
});
