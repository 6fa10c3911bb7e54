import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DATA_LAYER_MODULE, PAGE_MODULES } from "../shared/prerender";

/** An entry of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source path. */
type ManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The site's two faces (Inter for text, Source Serif 4 for headings; latin). They are
 * `font-display: optional` (decision 0144): one that misses the first paint is not used on that
 * page at all, so a drawn page asks for both at once, not when its stylesheet is in and text needs them.
 */
const WEB_FONTS = /^assets\/(inter|source-serif-4)-latin-wght-normal-[^/]+\.woff2$/;


/**
 * What a page drawn by the server (decision 0143) needs in its head beyond index.html's own:
 * every stylesheet its parts use, so it is styled at its first paint, not when the script
 * arrives (render-blocking, as the entry's own stylesheet is), the two web fonts, and its
 * modules and the data layer's preloaded, so the script takes it over sooner. Worked out once per page from the build's manifest; null
 * without a manifest (a test's stub build).
 */
export function createPageAssets(clientDir: string): ((path: string) => string[]) | null {
  const manifestFile = join(clientDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;

  /** The chunk and every chunk it imports, each once. */
  function closure(key: string, seen = new Set<string>()): ManifestChunk[] {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk, ...(chunk.imports ?? []).flatMap((imported) => closure(imported, seen))];
  }

  // What index.html already links (the entry, its imports and its stylesheet).
  const entry = closure("index.html");
  const inEntry = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const fonts = (manifest["index.html"]?.assets ?? []).filter((file) => WEB_FONTS.test(file));
  const byPath = new Map<string, string[]>();
  for (const [path, modules] of Object.entries(PAGE_MODULES)) {
    const seen = new Set<string>(["index.html"]);
    const chunks = [...modules, DATA_LAYER_MODULE].flatMap((module) => closure(module, seen));
    // Mantine's full stylesheet is not among them: the shell's share (client/app/shell-styles.ts) and
    // the drawn parts' own imports style the drawn page (`npm run size` checks every drawn page's
    // classes); the full sheet comes with the script, before any part renders (decision 0265).
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const scripts = [...new Set(chunks.map((chunk) => chunk.file))];
    byPath.set(path, [
      ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
      ...styles.filter((file) => !inEntry.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
      ...scripts.filter((file) => !inEntry.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ]);
  }
  return (path) => byPath.get(path) ?? [];
}
