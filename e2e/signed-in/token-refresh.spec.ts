import type { Page, Request } from "@playwright/test";
import { REFRESH_COOKIE } from "../../server/auth/session-cookie-values";
import { MESSAGES } from "../../server/shared/messages";
import { expireAccessCookie } from "../access-expiry";
import { expect, test, waitingForTheApp } from "../fixtures";

/**
 * docs/product.md §4.1, token refresh, in the browser against the usual server (15-minute access
 * token). A page outlives its access cookie when the test expires it (`expireAccessCookie`,
 * decision 0155): nothing waits for a real timer.
 */

const REFRESH_URL = "**/api/auth/refresh";

/** Counts the browser's refresh calls from now on. */
function countRefreshes(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/refresh")) counter.count += 1;
  });
  return counter;
}

function profileForm(page: Page) {
  return page.getByRole("region", { name: MESSAGES.settings.profileTitle });
}

function passwordForm(page: Page) {
  return page.getByRole("region", { name: MESSAGES.settings.passwordTitle });
}

test("the page keeps working each time its access cookie expires", async ({ page, context, createUser, signIn }) => {
  await signIn(await createUser({ fullName: "Robin Short" }));
  await page.goto("/settings");
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Robin Short");

  await expireAccessCookie(context);
  const refreshes = countRefreshes(page);
  await profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel).fill("Robin Renewed");
  await profileForm(page).getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  await expect(profileForm(page).getByRole("status")).toHaveText(MESSAGES.settings.profileUpdated);
  expect(refreshes.count).toBe(1);

  // The refreshed cookie expires too; the next call refreshes again, without a page load.
  await expireAccessCookie(context);
  await page.getByRole("button", { name: "Hi, Robin!" }).click();
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText(MESSAGES.dashboard.empty)).toBeVisible();
  expect(refreshes.count).toBe(2);
});

test("two calls that meet an expired access cookie share one refresh, then both succeed", async ({
  page,
  context,
  createUser,
  signIn,
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
  await expireAccessCookie(context);

  const refreshes = countRefreshes(page);
  await profileForm(page).getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  await passwordForm(page).getByRole("button", { name: MESSAGES.settings.passwordTitle }).click();

  await expect(profileForm(page).getByRole("status")).toHaveText(MESSAGES.settings.profileUpdated);
  await expect(passwordForm(page).getByRole("status")).toHaveText(MESSAGES.settings.passwordChanged);
  expect(waiting).toHaveLength(2);
  expect(refreshes.count).toBe(1);
});

test("when the refresh fails too, the call fails and the visitor is sent to /login", async ({ page, context, createUser, signIn }) => {
  await signIn(await createUser({ fullName: "Kim Gone" }));
  await page.goto("/settings");
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Kim Gone");
  await expireAccessCookie(context);
  // Without its refresh cookie the browser cannot renew the session.
  await context.clearCookies({ name: REFRESH_COOKIE });

  const refreshes = countRefreshes(page);
  await profileForm(page).getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(refreshes.count).toBe(1);
});

/**
 * Decision 0148: a refresh token used again within its grace period buys a successor instead of
 * ending the session as a theft. (A replay after the grace period still revokes the session:
 * server/reliability/session-security.test.ts, with a test clock.)
 */
test("two tabs that refresh with one token at once both stay signed in", async ({ page, context, createUser, signIn }) => {
  await signIn(await createUser({ fullName: "Tess Twotabs" }));
  const other = waitingForTheApp(await context.newPage());
  await expireAccessCookie(context);

  // The first two refreshes are held until both are on their way, then reach the server one
  // after the other, the second once the first has been answered. Chromium adds a held
  // request's cookies only when it goes on, so the token both were sent with is put back for
  // the second: the server sees what two tabs racing with one token send.
  const held: { request: Request; release: () => void }[] = [];
  let bothSent: () => void = () => {};
  const bothOnTheirWay = new Promise<void>((resolve) => (bothSent = resolve));
  await context.route(REFRESH_URL, async (route) => {
    if (held.length >= 2) return route.continue();
    await new Promise<void>((release) => {
      held.push({ request: route.request(), release });
      if (held.length === 2) bothSent();
    });
    await route.continue();
  });

  const loads = Promise.all([page.goto("/settings"), other.goto("/settings")]);
  await bothOnTheirWay;
  const [first, second] = held as [(typeof held)[0], (typeof held)[0]];
  const sharedToken = (await context.cookies()).filter((cookie) => cookie.name === REFRESH_COOKIE);
  expect(sharedToken).toHaveLength(1);

  first.release();
  expect((await first.request.response())?.status()).toBe(200);
  await context.addCookies(sharedToken);
  second.release();
  expect((await second.request.response())?.status()).toBe(200);
  await loads;

  for (const tab of [page, other]) {
    await expect(tab).toHaveURL("/settings");
    await expect(profileForm(tab).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Tess Twotabs");
  }
  // Still signed in on the next load, with whichever successor the browser kept.
  await expireAccessCookie(context);
  await page.reload();
  await expect(page).toHaveURL("/settings");
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Tess Twotabs");
});

test("a refresh whose answer never reached the browser (a reload in the middle of it) does not sign the person out", async ({
  page,
  context,
  request,
  createUser,
  signIn,
}) => {
  await signIn(await createUser({ fullName: "Rey Reload" }));
  await expireAccessCookie(context);
  // The browser's refresh token is spent on the server and its successor never comes back: what
  // a page left while its refresh was on the way does.
  const token = (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE)?.value ?? "";
  const spent = await request.post("/api/auth/refresh", {
    headers: { cookie: `${REFRESH_COOKIE}=${token}`, "content-type": "application/json" },
    data: "{}",
  });
  expect(spent.status()).toBe(200);

  const refreshes = countRefreshes(page);
  await page.goto("/settings");
  await expect(page).toHaveURL("/settings");
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Rey Reload");
  expect(refreshes.count).toBe(1);
  await page.reload();
  await expect(profileForm(page).getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Rey Reload");
});
