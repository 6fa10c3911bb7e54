import { EMBEDDED_ELEMENT_IDS, type EmbeddedElementId } from "../../server/shared/site-settings";

/**
 * Data the server sends inside the page (server/html/page-html.ts) as JSON script elements,
 * read once each. Null where the page came without it (Storybook, Vite's dev server).
 */
const read = new Map<string, unknown>();

/** The server's render (client/entry-server.tsx) gives what the page it renders will carry. */
export function provideEmbeddedData(values: Record<keyof typeof EMBEDDED_ELEMENT_IDS, unknown>): void {
  read.clear();
  for (const [name, value] of Object.entries(values)) read.set(EMBEDDED_ELEMENT_IDS[name as keyof typeof EMBEDDED_ELEMENT_IDS], value);
}

export function embeddedData<T>(elementId: EmbeddedElementId): T | null {
  if (!read.has(elementId)) {
    const text = typeof document === "undefined" ? null : document.getElementById(elementId)?.textContent;
    read.set(elementId, text ? (JSON.parse(text) as T) : null);
  }
  return read.get(elementId) as T | null;
}
