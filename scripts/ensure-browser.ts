/**
 * Makes sure a Chromium exists for the browser tests: a system one (CHROMIUM_PATH,
 * Debian's package) or Playwright's own. When there is none, on Debian as root it
 * installs the distribution's package; elsewhere it asks Playwright for its build.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "playwright";
import { findChromium } from "./browser-path";

const hasPlaywrightChromium = () => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
};

if (!findChromium() && !hasPlaywrightChromium()) {
  if (existsSync("/usr/bin/apt-get") && process.getuid?.() === 0) {
    console.log("No Chromium found: installing Debian's chromium package...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } else {
    console.log("No Chromium found: installing Playwright's Chromium...");
    execSync("npx playwright install chromium", { stdio: "inherit" });
  }
}
