import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Prerender } from "../shared/prerender";

/**
 * The server's render of public pages (decision 0143): `dist/ssr/entry-server.js`, which `npm run
 * build` writes beside the client, or null without it (a test's stub client, Vite's dev server).
 * Imported on the first page that needs it, so the server starts as fast as before.
 */
export function loadPrerender(clientDir: string): Prerender | null {
  const file = join(clientDir, "..", "ssr", "entry-server.js");
  if (!existsSync(file)) return null;
  let module: Promise<{ renderPage: Prerender }> | null = null;
  return async (input) => {
    module ??= import(pathToFileURL(file).href) as Promise<{ renderPage: Prerender }>;
    return (await module).renderPage(input);
  };
}
