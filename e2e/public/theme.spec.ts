import { expect, test } from "../fixtures";

// One page, three steps in the order their stored state allows: nothing stored, then a choice
// stored, then the stored choice with the app's code blocked (a browser context costs as much as
// a page load on a 2-core machine; issue 28).
test("the theme follows the system until chosen, the choice is stored under 'theme' and applies before the app's code runs", async ({
  page,
}) => {
  const html = page.locator("html");

  await test.step("with nothing stored the theme follows the system preference", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/services");
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  await test.step("the theme toggle's choice is stored under 'theme' and survives a reload", async () => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
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

  await test.step("the stored theme applies before the app's code runs (no flash of the wrong theme)", async () => {
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    // With the application bundle blocked, only index.html's early script can set the scheme.
    await page.route("**/assets/*.js", (route) => route.abort());
    // Reloaded from the page itself: the fixture's reload would wait for the app, which never comes.
    await Promise.all([page.waitForEvent("load"), page.evaluate(() => window.location.reload())]);
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  });
});
