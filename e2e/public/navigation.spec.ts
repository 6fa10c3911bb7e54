import { LIMITS } from "../../server/shared/limits";
import { BUSINESS } from "../../server/shared/business";
import { expect, test } from "../fixtures";

const title = (page: string) => `${page} | ${BUSINESS.name} | ${BUSINESS.city}`;

const PAGES = [
  { path: "/", title: title("Home"), h1: "Stress-Free Tax Services You Can Trust" },
  { path: "/services", title: title("Our Services"), h1: "Our Services" },
  { path: "/about", title: title("About"), h1: `About ${BUSINESS.name}` },
  { path: "/contact", title: title("Contact"), h1: "Get in Touch" },
  { path: "/privacy", title: title("Privacy Policy"), h1: "Privacy Policy" },
  { path: "/terms", title: title("Terms of Service"), h1: "Terms of Service" },
  { path: "/login", title: title("Login"), h1: "Login" },
  { path: "/register", title: title("Register"), h1: "Create an Account" },
];

// One page through every route (a browser context costs as much as a page load; issue 28).
test("every public page has its title, a meta description and exactly one h1", async ({ page }) => {
  for (const { path, title: expectedTitle, h1 } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      await expect(page).toHaveTitle(expectedTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w{3,}.{20,}/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }
});

// One page through the site's links, sections and furniture (a browser context costs as much as
// a page load on a 2-core machine; issue 28). Each step starts from a page load of its own.
test("the public site's links, sections, footer, 404 page and skip link; no analytics without an id", async ({ page }) => {
  await test.step("the home page has its sections in order, with the contact anchor and 'Find Us' last", async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Our Services",
      "What Our Clients Say",
      "Get in Touch",
      "Find Us",
    ]);
    await expect(page.locator("#contact").getByRole("heading", { name: "Get in Touch" })).toBeVisible();
    await expect(page.getByText("2150 W Shaw Ave, Suite 104, Fresno, CA 93711").first()).toBeVisible();
  });
  await test.step("no analytics script loads when no measurement id is configured", async () => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(await page.evaluate(() => "gtag" in window)).toBe(false);
  });
  await test.step("the hero's buttons go to /book and /services", async () => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn More about our services" }).click();
    await expect(page).toHaveURL("/services");
    await page.goBack();
    await page.getByRole("link", { name: "Book an Appointment" }).click();
    await expect(page).toHaveURL("/book");
  });
  await test.step("the top bar and the footer lead to every public page", async () => {
    await page.goto("/");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    for (const [name, path, heading] of [
      ["Services", "/services", "Our Services"],
      ["About", "/about", `About ${BUSINESS.name}`],
      ["Contact", "/contact", "Get in Touch"],
      ["Home", "/", "Stress-Free Tax Services You Can Trust"],
    ] as const) {
      await mainNav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(mainNav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }

    const footer = page.getByRole("navigation", { name: "Footer" });
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page).toHaveTitle(title("Privacy Policy"));
    await footer.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL("/terms");
    await expect(page).toHaveTitle(title("Terms of Service"));

    await page.getByRole("banner").getByRole("link", { name: BUSINESS.name }).click();
    await expect(page).toHaveURL("/");
    await page.getByRole("banner").getByRole("link", { name: "Book Appointment" }).click();
    await expect(page).toHaveURL("/book");
  });
  await test.step("the footer carries the tagline, the Book Appointment button and this year's copyright", async () => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(BUSINESS.tagline)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/book");
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${BUSINESS.name}. All rights reserved.`)).toBeVisible();
  });
  await test.step("an unknown route shows the friendly 404 page, kept out of search engines", async () => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle(title("Page Not Found"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
  await test.step("the skip link moves focus to the main content", async () => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test("a new page starts at the top", async ({ page }) => {
  // The scroll waits a moment for the browser's own restoration: that moment is the test's.
  await page.clock.install();
  await page.goto("/privacy");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await page.clock.runFor(LIMITS.initialScrollDelayMs);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

