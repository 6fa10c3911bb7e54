import { existsSync } from "node:fs";

/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium without the
 * browser's windowing layers, the build Playwright itself uses for headless runs. On this 2-core
 * machine it ran the same 19 end-to-end tests in 73 s where the full browser took 122 s
 * (decision 0172). It cannot open a window, so headed runs and Lighthouse use the full browser.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * The Chromium to drive: CHROMIUM_PATH, then Debian's headless shell (headless runs only), then
 * Debian's full browser, else undefined so Playwright uses its own downloaded browser (developer laptops).
 */
export function findChromium({ headless = true }: { headless?: boolean } = {}): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, ...(headless ? [HEADLESS_SHELL] : []), ...FULL_BROWSERS];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** Whether this Playwright run shows its browser (`--headed`, `--ui`, `--debug`), which the headless shell cannot. */
export const headedRun = () => process.argv.some((arg) => ["--headed", "--ui", "--debug"].includes(arg));

/** Whether Debian's headless shell is installed (`scripts/ensure-browser.ts` installs it on Debian). */
export const hasHeadlessShell = () => existsSync(HEADLESS_SHELL);

/** Flags for a headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
