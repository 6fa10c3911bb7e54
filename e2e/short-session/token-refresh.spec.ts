import type { Page } from "@playwright/test";
import { MESSAGES } from "../../server/shared/messages";
import { expect, test } from "../fixtures";

/**
 * SPEC.md section 4, token refresh, in the browser against a server whose access token lives
 * a few seconds (the "short-session" project in playwright.config.ts). The signed-in cookies
 * the fixture sets expire as fast as the server's own.
 */

/** Counts the browser's refresh calls from now on. */
function countRefreshes(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/refresh")) counter.count += 1;
  });
  return counter;
}

/** Waits until the server no longer accepts the browser's access cookie. */
async function accessCookieExpired(page: Page, accessTokenTtlSeconds: number): Promise<void> {
  await expect
    .poll(async () => (await page.request.get("/api/users/me")).status(), {
      timeout: (accessTokenTtlSeconds + 5) * 1000,
      intervals: [500],
    })
    .toBe(401);
}

function profileForm(page: Page) {
  return page.getByRole("region", { name: MESSAGES.settings.profileTitle });
}

function passwordForm(page: Page) {
  return page.getByRole("region", { name: MESSAGES.settings.passwordTitle });
}

test("the page keeps working each time its access cookie expires", async ({
  page,
  createUser,
  signIn,
  accessTokenTtlSeconds,
}) => {
  await signIn(await createUser({ fullName: "Robin Short" }));
  await page.goto("/settings");
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Robin Short");

  // Counted from here: on a slow machine the page's own load can outlast the first cookie.
  await accessCookieExpired(page, accessTokenTtlSeconds);
  const refreshes = countRefreshes(page);
  await profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel).fill("Robin Renewed");
  await profileForm(page).getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  await expect(profileForm(page).getByRole("status")).toHaveText(MESSAGES.settings.profileUpdated);
  expect(refreshes.count).toBe(1);

  // The refreshed cookie expires too; the next call refreshes again, without a page load.
  await accessCookieExpired(page, accessTokenTtlSeconds);
  await page.getByRole("button", { name: "Hi, Robin!" }).click();
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText(MESSAGES.dashboard.empty)).toBeVisible();
  expect(refreshes.count).toBe(2);
});

test("two calls that meet an expired access cookie share one refresh, then both succeed", async ({
  page,
  createUser,
  signIn,
  accessTokenTtlSeconds,
}) => {
  const user = await createUser({ fullName: "Sam Parallel", password: "first-secret" });
  await signIn(user);
  await page.goto("/settings");
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Sam Parallel");

  // Both refused answers are held until both calls have been refused, so the two are
  // certainly in flight together when the page learns its cookie has expired.
  const waiting: (() => void)[] = [];
  await page.route(/\/trpc\/users\.(updateProfile|changePassword)\b/, async (route) => {
    const response = await route.fetch();
    if (response.status() === 401 && waiting.length < 2) {
      await new Promise<void>((release) => {
        waiting.push(release);
        if (waiting.length === 2) for (const go of waiting) go();
      });
    }
    await route.fulfill({ response });
  });

  await profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel).fill("Sam Both");
  await passwordForm(page).getByLabel(MESSAGES.settings.currentPasswordLabel).fill("first-secret");
  await passwordForm(page).getByLabel(MESSAGES.settings.newPasswordLabel, { exact: true }).fill("second-secret");
  await passwordForm(page).getByLabel(MESSAGES.settings.confirmNewPasswordLabel).fill("second-secret");
  await accessCookieExpired(page, accessTokenTtlSeconds);

  const refreshes = countRefreshes(page);
  await profileForm(page).getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  await passwordForm(page).getByRole("button", { name: MESSAGES.settings.passwordTitle }).click();

  await expect(profileForm(page).getByRole("status")).toHaveText(MESSAGES.settings.profileUpdated);
  await expect(passwordForm(page).getByRole("status")).toHaveText(MESSAGES.settings.passwordChanged);
  expect(waiting).toHaveLength(2);
  expect(refreshes.count).toBe(1);
});

test("when the refresh fails too, the call fails and the visitor is sent to /login", async ({
  page,
  context,
  createUser,
  signIn,
  accessTokenTtlSeconds,
}) => {
  await signIn(await createUser({ fullName: "Kim Gone" }));
  await page.goto("/settings");
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Kim Gone");
  await accessCookieExpired(page, accessTokenTtlSeconds);
  // Without its refresh cookie the browser cannot renew the session.
  await context.clearCookies({ name: "rt" });

  const refreshes = countRefreshes(page);
  await profileForm(page).getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(refreshes.count).toBe(1);
});
