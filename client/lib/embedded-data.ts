import type { EmbeddedElementId } from "../../server/shared/site-settings";

/**
 * Data the server sends inside the page (server/html/page-html.ts) as JSON script elements,
 * read once each. Null where the page came without it (Storybook, Vite's dev server).
 */
const read = new Map<string, unknown>();

export function embeddedData<T>(elementId: EmbeddedElementId): T | null {
  if (!read.has(elementId)) {
    const text = typeof document === "undefined" ? null : document.getElementById(elementId)?.textContent;
    read.set(elementId, text ? (JSON.parse(text) as T) : null);
  }
  return read.get(elementId) as T | null;
}
