import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { expect } from "../fixtures";

/** The two screens every page is checked on (issue 7). */
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

const WCAG_21_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Waits until nothing is loading and no CSS transition (drawers, modals) runs. Under test the
 * browser asks for reduced motion (playwright.config.ts) and the theme respects it, so Mantine's
 * transitions take no time; the wait for running animations stays as a cheap guard against one
 * that does not (a half-faded modal's contrast once failed a CI run). A modal's styles are set a
 * frame or two after its content is in the page (Mantine's Transition uses requestAnimationFrame),
 * so each look waits two frames first, until a look finds nothing running.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.locator(".mantine-Skeleton-root, .mantine-Loader-root")).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const running = document.getAnimations();
        // A transition cut short (a colour changing again) rejects its `finished`: the next look sees what replaced it.
        await Promise.allSettled(running.map((animation) => animation.finished));
        return running.length;
      }),
    )
    .toBe(0);
}

/**
 * What one full axe run may add to a test's time: a run over a page has taken up to 6 s on a
 * 2-core machine running two workers, so a test that checks five dialogs, or the Spanish sweep
 * over every route, is not held to a one-page test's budget.
 */
const AXE_RUN_BUDGET_MS = 10_000;

/** axe-core's own browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core run in the page itself (decision 0157): it is put into the document once (the
 * Content-Security-Policy does not apply to what the test evaluates), then asked for violations
 * only. @axe-core/playwright's legacy mode sent axe's whole source and gathered every passing
 * node on each run, half a second or more per check on an idle 2-core machine, for a single-frame
 * page; the rules and the result are the same.
 */
async function axeViolations(page: Page): Promise<AxeResults["violations"]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: "tag", values: WCAG_21_A_AA }, resultTypes: ["violations"] };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    return (await axe.run(document, runOptions)).violations;
  }, options);
}

/** axe with the WCAG 2.1 A and AA rules; failures list each rule with the elements it flagged. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + AXE_RUN_BUDGET_MS);
  const violations = await axeViolations(page);
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

export type Scheme = "light" | "dark";

/**
 * The colour scheme entry `index` of a matrix is checked in on `viewport`: even entries in
 * light on a phone and dark on a desktop, odd entries the reverse. Every entry is so seen once
 * per viewport and in both schemes across the two (issue 28).
 */
export function schemeFor(viewport: ViewportName, index: number): Scheme {
  return (index % 2 === 0) === (viewport === "phone") ? "light" : "dark";
}

/**
 * The page as it is now, in `scheme`: axe finds no WCAG 2.1 A/AA violation and, on a phone,
 * nothing scrolls sideways. With no stored choice the app follows the system scheme
 * (docs/product.md §3), so emulating it switches the live page.
 * `ready` is something visible only once the page shows what is being checked.
 */
export async function expectAccessible(page: Page, viewport: ViewportName, scheme: Scheme, ready: Locator): Promise<void> {
  await test.step(`accessible in the ${scheme} scheme on a ${viewport}`, async () => {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await expect(ready).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
    if (viewport === "phone") await expectNoSidewaysScroll(page);
  });
}
