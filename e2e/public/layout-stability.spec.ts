import { expect, test } from "../fixtures";
import { heldUntilReleased } from "../held-requests";

/**
 * Pages that do not move as they arrive, checked by their structure (issue 28): how far a page
 * moved is a machine-speed figure, measured by `npm run lighthouse`, not asserted here.
 */

const VIEWPORTS = [
  { name: "a phone", width: 390, height: 844 },
  { name: "a desktop", width: 1280, height: 800 },
];

/**
 * The footer sits at the foot of the window on short pages (issue 19), so it must not be drawn
 * under the full-page placeholder: it would stand in view there and jump when the page, shorter
 * or taller, replaced it (Lighthouse measured a layout shift of 0.15 on /login). A page the
 * server drew has no placeholder (decision 0143); one reached inside the app does, while its
 * code loads. That code is held back here, so the placeholder is on screen for certain.
 */
for (const viewport of VIEWPORTS) {
  test(`on ${viewport.name}, the footer waits for the page: nothing is drawn under the placeholder of /login`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const release = await heldUntilReleased(page, /\/assets\/LoginPage-[^/]*\.js$/);
    // Inside the app, as a link does it (wouter follows history.pushState).
    await page.evaluate(() => window.history.pushState(null, "", "/login"));

    await expect(page.getByRole("main").locator("[aria-busy='true']")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

/**
 * Decision 0144: a drawn page is on screen before its fonts, and a font swapped in later reflows
 * lines, so the two web faces are preloaded and `font-display: optional` (one that misses the
 * first paint waits for the next page). And the first paint waits for the whole of `#root`
 * (client/index.html), so the top bar is never painted half read.
 */
test("the drawn home page preloads both web fonts, which never swap in late, and paints #root whole", async ({ page }) => {
  await page.goto("/");
  const preloaded = await page.locator("link[rel=preload][as=font]").evaluateAll((links) =>
    links.map((link) => ({ href: (link as HTMLLinkElement).href, type: link.getAttribute("type"), crossorigin: link.hasAttribute("crossorigin") })),
  );
  expect(preloaded).toEqual([
    { href: expect.stringMatching(/\/assets\/inter-latin-[^/]*\.woff2$/), type: "font/woff2", crossorigin: true },
    { href: expect.stringMatching(/\/assets\/source-serif-4-latin-[^/]*\.woff2$/), type: "font/woff2", crossorigin: true },
  ]);

  const faces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        family: rule.style.getPropertyValue("font-family").replace(/["']/g, ""),
        display: rule.style.getPropertyValue("font-display"),
        src: rule.style.getPropertyValue("src"),
      }))
      .filter((face) => face.src.includes(".woff2")),
  );
  expect(faces.map((face) => face.family).sort()).toEqual(["Inter Variable", "Source Serif 4 Variable"]);
  for (const face of faces) {
    expect(face.display, face.family).toBe("optional");
    // The face loads the very file that was preloaded, so the preload is not fetched for nothing.
    expect(preloaded.some((link) => face.src.includes(new URL(link.href).pathname)), face.family).toBe(true);
  }

  await expect(page.locator('head link[rel=expect][href="#root"][blocking=render]')).toHaveCount(1);
});
