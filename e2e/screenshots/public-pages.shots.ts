import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "../fixtures";

/** Where `npm run screenshots` writes, one folder per device and scheme (named in the README). */
const OUT_DIR = join(process.cwd(), "docs", "screenshots");

/** Every public page of the site (client/app/paths.ts), and what a visitor who mistypes a link sees. */
const PUBLIC_PAGES = [
  ["home", "/"],
  ["services", "/services"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["book", "/book"],
  ["login", "/login"],
  ["register", "/register"],
  ["forgot-password", "/forgot-password"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["not-found", "/no-such-page"],
] as const;

for (const [name, path] of PUBLIC_PAGES) {
  test(name, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Lazy pieces, photos and the typefaces have arrived: the picture is the page as it settles.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const folder = join(OUT_DIR, testInfo.project.name);
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: join(folder, `${name}.jpg`), fullPage: true, scale: "css", type: "jpeg", quality: 75 });
  });
}
