import { expect, test } from "../fixtures";

for (const path of ["/dashboard", "/settings", "/admin", "/admin/availability"]) {
  test(`nobody signed in: ${path} goes to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  });
}

for (const path of ["/admin", "/admin/availability"]) {
  test(`a signed-in client on ${path} goes to /dashboard`, async ({ page, createUser, signIn }) => {
    await signIn(await createUser());
    await page.goto(path);
    await expect(page).toHaveURL("/dashboard");
  });
}

for (const path of ["/dashboard", "/settings", "/admin", "/admin/availability"]) {
  test(`an admin may open ${path}`, async ({ page, createUser, signIn }) => {
    await signIn(await createUser({ role: "admin" }));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(path);
  });
}

test("a signed-in client may open /dashboard and /settings", async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  for (const path of ["/dashboard", "/settings"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(path);
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
