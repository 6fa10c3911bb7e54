import AxeBuilder from "@axe-core/playwright";
import { test, type Locator, type Page } from "@playwright/test";
import { expect } from "../fixtures";

/** The two screens every page is checked on (issue 7). */
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

const WCAG_21_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Waits until nothing is loading and every CSS transition (drawers, modals) has finished. A
 * modal's fade starts a frame or two after its content is in the page (Mantine's Transition
 * sets the entering styles from requestAnimationFrame), so one look could find nothing running
 * yet and let axe measure a half-faded modal's contrast (a CI run failed so). It waits two frames
 * and for what is running, until a look finds nothing.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.locator(".mantine-Skeleton-root, .mantine-Loader-root")).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const running = document.getAnimations();
        await Promise.all(running.map((animation) => animation.finished));
        return running.length;
      }),
    )
    .toBe(0);
}

/**
 * What one full axe run may add to a test's time: a run over a page has taken up to 6 s on a
 * 2-core machine running two workers, so a test that checks four dialogs in both schemes is not
 * held to a one-page test's budget.
 */
const AXE_RUN_BUDGET_MS = 10_000;

/** axe with the WCAG 2.1 A and AA rules; failures list each rule with the elements it flagged. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + AXE_RUN_BUDGET_MS);
  // Legacy mode runs axe in the page itself. The default opens a second, blank page to merge the
  // frames' partial results, about a second per run on a slow CI machine, and the product's pages
  // have no frames.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_A_AA).setLegacyMode().analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/**
 * The page as it is now, in the light and then the dark scheme: axe finds no WCAG 2.1 A/AA
 * violation and, on a phone, nothing scrolls sideways. With no stored choice the app follows
 * the system scheme (SPEC.md section 3), so emulating it switches the live page.
 * `ready` is something visible only once the page shows what is being checked.
 */
export async function expectAccessibleInBothSchemes(page: Page, viewport: ViewportName, ready: Locator): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await test.step(`${scheme} scheme`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
      await expect(ready).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
      if (viewport === "phone") await expectNoSidewaysScroll(page);
    });
  }
}
