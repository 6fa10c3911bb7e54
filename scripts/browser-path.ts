import { existsSync } from "node:fs";

/**
 * The Chromium to drive in tests: CHROMIUM_PATH, then Debian's package, else
 * undefined so Playwright uses its own downloaded browser (developer laptops).
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** Flags for a headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
