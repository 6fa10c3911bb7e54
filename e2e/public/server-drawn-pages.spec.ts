import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../server/shared/page-meta";
import { expect, test } from "../fixtures";

/**
 * Decision 0143: a visitor's public pages arrive drawn by the server, and the script takes them
 * over where they stand: the same nodes, no error, in either scheme and language.
 */

/** Errors the page reports (a mismatch between the server's drawing and the app's is one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Tags the <main> the HTML parser makes, before any script of the page runs. */
async function tagServerMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const main = document.querySelector("main");
      if (!main) return;
      main.setAttribute("data-test-from-server", "");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

async function expectTakenOverInPlace(page: Page, path: string, locale: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered", locale);
  // React kept the server's nodes: the tag put on them as they were parsed is still there.
  await expect(page.locator("main[data-test-from-server]")).toHaveCount(1);
  await expect(page.locator("main h1")).toBeVisible();
}

for (const scheme of ["light", "dark"] as const) {
  test(`every public page is drawn by the server and taken over in place, in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const errors = errorsOf(page);
    await tagServerMain(page);
    for (const path of PUBLIC_PAGES) await expectTakenOverInPlace(page, path, "en");
    expect(errors).toEqual([]);
  });
}

test.describe("a visitor whose browser prefers Spanish", () => {
  test.use({ locale: "es-MX" });

  test("gets the pages drawn in Spanish, taken over in place", async ({ page }) => {
    const errors = errorsOf(page);
    await tagServerMain(page);
    for (const path of ["/", "/book", "/login"]) await expectTakenOverInPlace(page, path, "es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(errors).toEqual([]);
  });
});

test("before its script arrives a page is readable, and its form sends nothing anywhere", async ({ context }) => {
  // A page of its own: the fixture's page waits for the script, which is held back here for good.
  const page = await context.newPage();
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await page.getByLabel("Email address").fill("visitor@example.com");
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("not in the address");
  await password.press("Enter");
  await page.getByRole("button", { name: "Login" }).click();
  // Sent by the browser itself the form would be a GET of /login with the password in the address.
  await expect(page).toHaveURL(/\/login$/);
  expect(page.url()).not.toContain("password");
});

test("a drawn page asks for its script's modules once it is painted, every one of them at once (decision 0266)", async ({ page }) => {
  await page.goto("/book");
  const { paintedAt, listed, requested } = await page.evaluate(() => {
    const pathOf = (url: string) => new URL(url, document.baseURI).pathname;
    return {
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      listed: (document.getElementById("root")?.getAttribute("data-page-modules") ?? "").split(" ").filter(Boolean),
      requested: performance.getEntriesByType("resource").map((entry) => ({ path: pathOf(entry.name), startedAt: entry.startTime })),
    };
  });
  expect(paintedAt).not.toBeNull();
  // The app, the booking page and the data layer at least.
  expect(listed.length).toBeGreaterThanOrEqual(3);
  for (const module of listed) {
    const request = requested.find((entry) => entry.path === module);
    expect(request, module).toBeDefined();
    expect(request?.startedAt, module).toBeGreaterThanOrEqual(paintedAt ?? Infinity);
  }
});
