import { sign, unsign } from "@fastify/cookie";
import type { Page } from "@playwright/test";
import { decodeAccessCookie, encodeAccessCookie } from "../../server/auth/session-cookie-values";
import { E2E_COOKIE_SECRET } from "../cookie-secret";
import { totpCode } from "../../server/auth/totp";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
}

/** Marks the current document so a later check can tell a full page load from client-side routing. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function isSameDocument(page: Page) {
  return page.evaluate(() => "__sameDocument" in window);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("register", () => {
  // One page through the form's refusals and its link (a browser context costs as much as a
  // page load on a 2-core machine; issue 28).
  test("refuses with the spec's messages (sending nothing), the server's and the fallback; links to sign in; a taken address is answered as a new one", async ({
    page,
    createUser,
  }) => {
    const fill = async (fields: { fullName: string; email: string; password: string; confirm: string }) => {
      await page.getByLabel("Full Name").fill(fields.fullName);
      await page.getByLabel("Email address").fill(fields.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(fields.password);
      await page.getByLabel("Confirm Password").fill(fields.confirm);
      await page.getByRole("button", { name: "Register" }).click();
    };
    await page.goto("/register");

    await test.step("a short password and a mismatch: the spec's messages, and nothing sent", async () => {
      let calls = 0;
      await page.route("**/trpc/auth.register**", (route) => {
        calls += 1;
        return route.continue();
      });
      await fill({ fullName: "Rosa Diaz", email: uniqueEmail("short"), password: "12345", confirm: "54321" });
      await expect(page.getByText(MESSAGES.register.passwordTooShort)).toBeVisible();
      await expect(page.getByText(MESSAGES.register.passwordsDoNotMatch)).toBeVisible();
      expect(calls).toBe(0);
      await page.unrouteAll();
    });

    await test.step("a password made of the name: the server's sentence, on the password field", async () => {
      await fill({ fullName: "Rosa Diaz", email: uniqueEmail("weak"), password: "RosaDiaz1", confirm: "RosaDiaz1" });
      await expect(page.getByText(API_MESSAGES.auth.passwordPersonal)).toBeVisible();
      await expect(page).toHaveURL("/register");
    });

    await test.step("a server that gives no message: the spec's fallback", async () => {
      await page.route("**/trpc/auth.register**", (route) => route.fulfill({ status: 503, body: "unavailable" }));
      await fill({ fullName: "Rosa Diaz", email: uniqueEmail("down"), password: "tidy-lemon-7", confirm: "tidy-lemon-7" });
      await expect(page.getByRole("alert")).toHaveText(MESSAGES.register.failed);
      await page.unrouteAll();
    });

    await test.step("the link to the sign-in screen", async () => {
      await page.getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL("/login");
    });

    await test.step("an email already in use: the same answer as a new one, and its owner is told by email", async () => {
      const existing = await createUser({ fullName: "Olga Owner" });
      await page.goto("/register");
      await fill({ fullName: "Someone Else", email: existing.email.toUpperCase(), password: "tidy-lemon-7", confirm: "tidy-lemon-7" });
      await expect(page).toHaveURL("/login");
      await expect(page.getByText(API_MESSAGES.auth.registered)).toBeVisible();
      const notice = await waitForEmail(existing.email, /Someone tried to use your email address/);
      expect(notice.text).toContain("nothing was created");
    });
  });

  test("creates the account, goes to /login with a notification, and the new account can sign in", async ({ page }) => {
    const email = uniqueEmail("new");
    await page.goto("/register");
    await page.getByLabel("Full Name").fill("Rosa Diaz");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone Number").fill("559-555-0142");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("tidy-lemon-7");
    await page.getByLabel("Confirm Password").fill("tidy-lemon-7");
    await page.getByRole("button", { name: "Register" }).click();

    await expect(page).toHaveURL("/login");
    await expect(page.getByText(API_MESSAGES.auth.registered)).toBeVisible();
    await logIn(page, email, "tidy-lemon-7");
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("button", { name: "Hi, Rosa!" })).toBeVisible();
  });
});

test.describe("login", () => {
  test("a client goes to /dashboard by a full page load", async ({ page, createUser }) => {
    const user = await createUser({ fullName: "Casey Client" });
    await page.goto("/login");
    await markDocument(page);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("button", { name: "Hi, Casey!" })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
  });

  test("an admin goes to /admin by a full page load, after the second step", async ({ page, createUser }) => {
    const admin = await createUser({ role: "admin" });
    await page.goto("/login");
    await markDocument(page);
    await logIn(page, admin.email, admin.password);
    // Issue 17: admins have an authenticator app; the code comes from its secret.
    await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
    await page.getByLabel("Code").fill(totpCode(admin.totpSecret ?? "", new Date()));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/admin");
    expect(await isSameDocument(page)).toBe(false);
  });

  test("a wrong password shows the server's message and stays on /login; with no message, 'Login failed.'; links to account creation", async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto("/login");
    await test.step("a wrong password", async () => {
      await logIn(page, user.email, "not-the-password");
      await expect(page.getByRole("alert")).toHaveText(API_MESSAGES.auth.invalidCredentials);
      await expect(page).toHaveURL("/login");
      await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    });
    await test.step("a server that gives no message", async () => {
      await page.route("**/trpc/auth.login**", (route) => route.fulfill({ status: 502, body: "bad gateway" }));
      await logIn(page, "someone@example.com", "tidy-lemon-7");
      await expect(page.getByRole("alert")).toHaveText(MESSAGES.login.failed);
    });
    await test.step("the link to account creation", async () => {
      await page.getByRole("link", { name: "Create an account" }).click();
      await expect(page).toHaveURL("/register");
    });
  });

  test("an already signed-in user is sent on: client to /dashboard, admin to /admin", async ({ page, createUser, signIn }) => {
    await signIn(await createUser());
    await page.goto("/login");
    await expect(page).toHaveURL("/dashboard");

    // Leave the dashboard first: its calls still in flight would meet the cleared cookies, fail
    // to refresh, and the server's cookie-clearing answer could land after the admin's sign-in.
    await page.goto("about:blank");
    await page.context().clearCookies();
    await signIn(await createUser({ role: "admin" }));
    await page.goto("/login");
    await expect(page).toHaveURL("/admin");
  });

  test("?next=/book brings the user back to booking, through registration too", async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto("/login?next=/book");
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register?next=%2Fbook");
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL("/book");
  });

  test("a ?next= pointing to another site is ignored", async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto("/login?next=//evil.example/phish");
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("session in the top bar", () => {
  test("greets by first name with a menu; admins also get the admin links; logout goes to /login", async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser({ role: "admin", fullName: "Erin Q Admin" }));
    await page.goto("/");
    await page.getByRole("button", { name: "Hi, Erin!" }).click();
    for (const [name, href] of [
      ["Dashboard", "/dashboard"],
      ["Settings", "/settings"],
      ["Admin Home", "/admin"],
      ["Manage Availability", "/admin/availability"],
    ] as const) {
      await expect(page.getByRole("menuitem", { name })).toHaveAttribute("href", href);
    }
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
  });

  test("a client's menu has no admin links", async ({ page, createUser, signIn }) => {
    await signIn(await createUser({ fullName: "Casey Client" }));
    await page.goto("/");
    await page.getByRole("button", { name: "Hi, Casey!" }).click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin Home" })).toHaveCount(0);
  });

  test("an expired access cookie is refreshed once, transparently", async ({ page, context, createUser, signIn }) => {
    await signIn(await createUser({ fullName: "Casey Client" }));
    const refreshes: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/refresh")) refreshes.push(request.method());
    });
    // The access part of `sid` lapses (as after ACCESS_TOKEN_TTL_SECONDS); the session itself lives on.
    const [sid] = await context.cookies().then((cookies) => cookies.filter((cookie) => cookie.name === "sid"));
    const access = decodeAccessCookie(unsign(sid?.value ?? "", E2E_COOKIE_SECRET).value || "");
    if (!sid || !access) throw new Error("the fixture's sid is not a session cookie");
    await context.addCookies([{ ...sid, value: sign(encodeAccessCookie(access.sessionId, new Date(Date.now() - 1000)), E2E_COOKIE_SECRET) }]);
    await page.goto("/settings");
    await expect(page).toHaveURL("/settings");
    await expect(page.getByRole("button", { name: "Hi, Casey!" })).toBeVisible();
    expect(refreshes).toEqual(["POST"]);
  });
});
