import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** What the page's own fetch gets from the current-user endpoint, cookies and all. */
async function currentUser(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch("/api/users/me");
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  });
}

test("a user signed in by the fixture is signed in for the browser's API calls", async ({ page, createUser, signIn }) => {
  const user = await createUser({ role: "admin", fullName: "Erin Admin" });
  await signIn(user);
  await page.goto("/");
  const me = await currentUser(page);
  expect(me.status).toBe(200);
  expect(me.body).toEqual({ id: user.id, full_name: "Erin Admin", email: user.email, phone: null, role: "admin", locale: "en", mfa_enabled: true });
});

test("logout revokes the session: the old cookies, put back, no longer work", async ({ page, context, createUser, signIn }) => {
  await signIn(await createUser());
  await page.goto("/");
  const before = await context.cookies();
  expect(before.map((cookie) => cookie.name).sort()).toEqual(["rt", "sid"]);

  const logout = await page.evaluate(async () => (await fetch("/api/logout", { method: "POST" })).status);
  expect(logout).toBe(200);
  expect(await context.cookies()).toEqual([]);
  expect((await currentUser(page)).status).toBe(401);

  await context.addCookies(before);
  expect((await currentUser(page)).status).toBe(401);
  const refresh = await page.evaluate(async () => (await fetch("/api/auth/refresh", { method: "POST" })).status);
  expect(refresh).toBe(401);
});
