/**
 * Bundle budget (issue 8): the gzip size of the JavaScript and CSS the home page loads
 * before it is interactive, and proof that every other route is its own lazy chunk.
 * Run after `npm run build`; exits non-zero when a budget is exceeded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { appChunkKeys } from "../server/html/page-assets";
import { PAGE_MODULES } from "../server/shared/prerender";

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

// Issue 35 asks for 120 KB of JavaScript and 20 KB of CSS. The data layer (TanStack Query and tRPC)
// loads after the page (decision 0257): 118.3 KB and 13.3 KB when the budget was set.
export const BUDGET = { jsGzipBytes: 120 * 1024, cssGzipBytes: 20 * 1024 };

const distDir = fileURLToPath(new URL("../dist/client", import.meta.url));
const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;

/**
 * The entry chunk, the app it imports once a drawn page is painted (decision 0266; every page
 * preloads it) and everything they import statically: what loads before the app runs.
 */
function initialFiles(): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit("index.html");
  appChunkKeys(manifest).forEach(visit);
  return { js, css };
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const { js, css } = initialFiles();
const jsBytes = sum(js);
const cssBytes = sum(css);

const lazyPages = Object.values(manifest).filter(
  (chunk) => chunk.isDynamicEntry && chunk.src?.startsWith("features/") && chunk.src.endsWith("Page.tsx"),
);
const eagerPages = Object.values(manifest)
  .filter((chunk) => chunk.src?.startsWith("features/") && chunk.src.endsWith("Page.tsx") && !chunk.isDynamicEntry)
  .map((chunk) => chunk.src);

console.table([
  { what: "home page JS (gzip)", size: kb(jsBytes), budget: kb(BUDGET.jsGzipBytes), files: js.size },
  { what: "home page CSS (gzip)", size: kb(cssBytes), budget: kb(BUDGET.cssGzipBytes), files: css.size },
]);
console.log(`Lazily loaded route chunks: ${lazyPages.length}; pages in the initial bundle: ${eagerPages.join(", ") || "none"}`);

/**
 * Mantine's components style themselves with generated classes (`m_` and eight hex digits). A page
 * the server draws (decision 0143) carries only the shell's share of Mantine's styles
 * (client/app/shell-styles.ts) and the stylesheets of its drawn parts, which import their
 * components' own styles; Mantine's full stylesheet comes later, with the script
 * (client/lib/load-lazily.ts, server/html/page-assets.ts). A class a drawn page's JavaScript uses
 * that its CSS does not define would paint unstyled until then.
 */
const read = (file: string) => readFileSync(join(distDir, file), "utf8");
const mantineClasses = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1] as string));
/** The lazily loaded parts the server draws with a page, and the stylesheets they bring. */
function drawnParts(path: string): { js: Set<string>; css: Set<string> } {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  (PAGE_MODULES[path] ?? []).forEach(visit);
  return { js: files, css: styles };
}
const unstyledByPage = Object.keys(PAGE_MODULES).flatMap((path) => {
  const parts = drawnParts(path);
  const usedClasses = mantineClasses([...js, ...parts.js].map(read).join("\n"), /["'`\s](m_[0-9a-f]{8})\b/g);
  // Classes, and the animations (keyframes) some components name the same way.
  const styledClasses = mantineClasses([...css, ...parts.css].map(read).join("\n"), /(?:\.|@keyframes\s+)(m_[0-9a-f]{8})\b/g);
  const unstyled = [...usedClasses].filter((name) => !styledClasses.has(name));
  return unstyled.length > 0 ? [`${path}: ${unstyled.join(", ")}`] : [];
});

const failures = [
  unstyledByPage.length > 0 &&
    `drawn pages use Mantine classes their CSS does not style (import their components' styles in the drawn part, or in client/app/shell-styles.ts for the home page):\n  ${unstyledByPage.join("\n  ")}`,
  jsBytes > BUDGET.jsGzipBytes && `home page JS ${kb(jsBytes)} exceeds ${kb(BUDGET.jsGzipBytes)}`,
  cssBytes > BUDGET.cssGzipBytes && `home page CSS ${kb(cssBytes)} exceeds ${kb(BUDGET.cssGzipBytes)}`,
  eagerPages.some((src) => src !== "features/marketing/HomePage.tsx") &&
    `only the home page may be in the initial bundle, found: ${eagerPages.join(", ")}`,
].filter(Boolean);

if (failures.length > 0) {
  console.error(`Bundle budget exceeded:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("Bundle budget met.");
