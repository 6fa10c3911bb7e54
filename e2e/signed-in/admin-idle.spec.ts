import { expect, test } from "../fixtures";

/**
 * Issue 17: an admin's page warns a minute before ADMIN_IDLE_MINUTES (30 here) and signs out at
 * the limit. The page's clock is Playwright's, fast-forwarded; the server's idle rule itself is
 * tested with a test clock in server/rest/account-hygiene.routes.test.ts.
 */
test("an idle admin is warned a minute before the limit, may stay, and is signed out at the limit", async ({ page, createUser, signIn }) => {
  const admin = await createUser({ role: "admin", fullName: "Idle Ida" });
  await signIn(admin);
  await page.clock.install();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.clock.fastForward("29:01");
  const dialog = page.getByRole("dialog", { name: "Are you still there?" });
  await expect(dialog).toContainText("You will be signed out in 1 minute for your security");
  await dialog.getByRole("button", { name: "Stay signed in" }).click();
  await expect(dialog).toBeHidden();

  // Staying started the clock again: no warning until a minute before the next limit.
  await page.clock.fastForward("28:00");
  await expect(dialog).toBeHidden();
  await page.clock.fastForward("01:01");
  await expect(dialog).toBeVisible();
  await page.clock.fastForward("01:00");
  await expect(page).toHaveURL(/\/login\?reason=idle$/);
  await expect(page.getByRole("status")).toContainText("you were signed out after a period of inactivity");
  // The session is over on the server too.
  expect((await page.request.get("/api/users/me")).status()).toBe(401);
});

test("a client's page has no idle limit", async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  await page.clock.install();
  await page.goto("/dashboard");
  await page.clock.fastForward("45:00");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});
