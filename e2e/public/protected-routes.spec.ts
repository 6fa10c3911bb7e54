import { expect, test } from "../fixtures";

/**
 * Who may open which route. Each role's routes go through one page, with a step per route: a
 * browser context costs as much as a page load on a 2-core machine (issue 28).
 */

test("nobody signed in: every protected route goes to /login", async ({ page }) => {
  for (const path of ["/dashboard", "/settings", "/admin", "/admin/availability"]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    });
  }
});

test("a signed-in client may open /dashboard and /settings, and the admin's routes go to /dashboard", async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(await createUser());
  for (const path of ["/dashboard", "/settings"]) {
    await test.step(`${path} opens`, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }
  for (const path of ["/admin", "/admin/availability"]) {
    await test.step(`${path} goes to /dashboard`, async () => {
      await page.goto(path);
      await expect(page).toHaveURL("/dashboard");
    });
  }
});

test("an admin may open every protected route", async ({ page, createUser, signIn }) => {
  await signIn(await createUser({ role: "admin" }));
  for (const path of ["/dashboard", "/settings", "/admin", "/admin/availability"]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }
});

test("/book stays public", async ({ page }) => {
  await page.goto("/book");
  await expect(page).toHaveURL("/book");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Back from a redirect does not bounce into the protected page again", async ({ page }) => {
  await page.goto("/about");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login");
  await page.goBack();
  await expect(page).toHaveURL("/about");
});
