import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DATA_LAYER_MODULE, PAGE_MODULES } from "../shared/prerender";

/** An entry of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source path. */
type ManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The site's two faces (Inter for text, Source Serif 4 for headings; latin). They are
 * `font-display: optional` (decision 0144): one that misses the first paint is not used on that
 * page at all, so a drawn page asks for both at once, not when its stylesheet is in and text needs them.
 */
const WEB_FONTS = /^assets\/(inter|source-serif-4)-latin-wght-normal-[^/]+\.woff2$/;


/**
 * The app, as the build's manifest names it: client/boot.tsx's chunk, the one module the entry
 * imports when it runs (decision 0266). With the chunks it imports, what loads before the app runs.
 */
export const appChunkKeys = (manifest: Readonly<Record<string, { dynamicImports?: string[] }>>): string[] =>
  manifest["index.html"]?.dynamicImports ?? [];

/** What a page links in its head, and the modules a drawn page's script asks for once the page is painted. */
export type PageAssets = { head: string[]; afterPaint: string[] };

/**
 * What a page needs beyond index.html's own.
 *
 * Every page gets the app's stylesheets (client/boot.tsx, which the entry imports), render-blocking
 * as an entry's own are.
 *
 * A page the server drew (decision 0143) also gets, in its head, every stylesheet its parts use, so
 * it is styled at its first paint, not when the script arrives, and the two web fonts. Its modules
 * (the app's, its parts' and the data layer's) are fetched after its first paint (decision 0266):
 * the entry asks for them all at once, so the app and the parts come in one round trip, and the
 * page's text, styles and fonts do not share the line with them before it is on screen.
 *
 * A page only the script draws preloads the app's modules in its head: nothing is on screen to wait for.
 *
 * Worked out once per page from the build's manifest; null without a manifest (a test's stub build).
 */
export function createPageAssets(clientDir: string): ((path: string, drawn: boolean) => PageAssets) | null {
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

  // What index.html already links (the entry and its imports).
  const entry = closure("index.html");
  const inEntry = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  /** These chunks' stylesheets and modules, leaving out what index.html links already. */
  const styles = (chunks: ManifestChunk[]) => [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !inEntry.has(file));
  const modules = (chunks: ManifestChunk[]) => [...new Set(chunks.map((chunk) => chunk.file))].filter((file) => !inEntry.has(file));
  const stylesheetLink = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}" />`;

  const seenWithApp = new Set<string>(["index.html"]);
  const app = appChunkKeys(manifest).flatMap((key) => closure(key, seenWithApp));
  const fonts = [...entry, ...app].flatMap((chunk) => chunk.assets ?? []).filter((file) => WEB_FONTS.test(file));
  const scriptDrawn: PageAssets = {
    head: [...styles(app).map(stylesheetLink), ...modules(app).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)],
    afterPaint: [],
  };
  const byPath = new Map<string, PageAssets>();
  for (const [path, pageModules] of Object.entries(PAGE_MODULES)) {
    const seen = new Set<string>(seenWithApp);
    const parts = [...pageModules, DATA_LAYER_MODULE].flatMap((module) => closure(module, seen));
    byPath.set(path, {
      // Mantine's full stylesheet is not among them: the shell's share (client/app/shell-styles.ts) and
      // the drawn parts' own imports style the drawn page (`npm run size` checks every drawn page's
      // classes); the full sheet comes with the script, before any part renders (decision 0265).
      // The parts' stylesheets come before the app's, as they did when the app was the entry.
      head: [
        ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
        ...[...styles(parts), ...styles(app)].map(stylesheetLink),
      ],
      afterPaint: [...modules(app), ...modules(parts)].map((file) => `/${file}`),
    });
  }
  return (path, drawn) => (drawn ? (byPath.get(path) ?? scriptDrawn) : scriptDrawn);
}
