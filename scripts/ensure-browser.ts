/**
 * Makes sure a Chromium exists for the browser tests. CHROMIUM_PATH wins. On Debian as root it
 * installs the distribution's headless shell (decision 0172) when it is missing; a full Debian
 * Chromium still works without it, only slower. Elsewhere, with no Chromium at all, it asks
 * Playwright for its own build (developer laptops).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "playwright";
import { findChromium, hasHeadlessShell } from "./browser-path";

const hasPlaywrightChromium = () => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
};

/** apt-get install, refreshing the package lists only when the install cannot find the package. */
function aptInstall(pkg: string): boolean {
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
  try {
    execSync(`${install} || (apt-get update -qq && ${install})`, { stdio: "inherit" });
    return true;
  } catch {
    return false;
  }
}

const onDebianAsRoot = existsSync("/usr/bin/apt-get") && process.getuid?.() === 0;

if (!process.env.CHROMIUM_PATH && !hasHeadlessShell() && onDebianAsRoot) {
  console.log("Installing Debian's chromium-headless-shell for the browser tests...");
  if (!aptInstall("chromium-headless-shell") && !findChromium()) aptInstall("chromium");
}
if (!findChromium() && !hasPlaywrightChromium()) {
  console.log("No Chromium found: installing Playwright's Chromium...");
  execSync("npx playwright install chromium", { stdio: "inherit" });
}
