import { expireAccessCookie } from "../access-expiry";
import { uniqueName } from "../booking-steps";
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

/**
 * Issue 29 item 17: an admin looks up a client and leaves the page open. The unread-count poll
 * (every minute) meets the lapsed access cookie and refreshes it, saying nobody is there: neither
 * the page's idle clock nor the server's starts again, so the page warns and signs out on time.
 */
test("an admin page left open signs out at the limit, though the unread-count poll refreshed the session", async ({
  page,
  context,
  db,
  createUser,
  signIn,
}) => {
  const client = await createUser({ fullName: uniqueName("Lupe") });
  // A phone number of this test's own: other tests' clients may be listed before the search narrows the list.
  const lastFour = String(client.id % 10_000).padStart(4, "0");
  await db.user.update({ where: { id: client.id }, data: { phone: `559555${lastFour}` } });
  await signIn(await createUser({ role: "admin" }));
  await page.clock.install();
  await page.goto("/admin/clients");
  await page.getByLabel("Find a client").fill(client.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const details = [client.fullName, client.email, `(559) 555-${lastFour}`];
  for (const detail of details) await expect(page.getByText(detail, { exact: true })).toBeVisible();

  // A quarter of an hour on, the access cookie has lapsed (the server's would have), and the poll renews it.
  await expireAccessCookie(context);
  const polled = page.waitForResponse((response) => response.url().endsWith("/api/auth/refresh"));
  await page.clock.fastForward("15:00");
  const refresh = await polled;
  expect(refresh.status()).toBe(200);
  expect(refresh.request().postDataJSON()).toEqual({ activity: false });

  // The warning still comes 29 minutes after the page opened, and the sign-out at 30.
  await page.clock.fastForward("14:01");
  await expect(page.getByRole("dialog", { name: "Are you still there?" })).toBeVisible();
  await page.clock.fastForward("01:00");
  await expect(page).toHaveURL(/\/login\?reason=idle$/);
  for (const detail of details) await expect(page.getByText(detail, { exact: true })).toHaveCount(0);
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
