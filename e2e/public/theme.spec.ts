import { expect, test } from "../fixtures";

test("the theme toggle's choice is stored under 'theme' and survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
});

test("with nothing stored the theme follows the system preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
});

test("the stored theme applies before the app's code runs (no flash of the wrong theme)", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  // With the application bundle blocked, only index.html's early script can set the scheme.
  await page.route("**/assets/*.js", (route) => route.abort());
  // Reloaded from the page itself: the fixture's reload would wait for the app, which never comes.
  await Promise.all([page.waitForEvent("load"), page.evaluate(() => window.location.reload())]);
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
});
