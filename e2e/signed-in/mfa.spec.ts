import type { Page } from "@playwright/test";
import { totpCode, totpStep } from "../../server/auth/totp";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { expect, test, waitingForTheApp } from "../fixtures";
import { waitForEmail } from "../mailbox";

/**
 * Issue 17, in Chromium against the real server: an admin sets up an authenticator app (the
 * test computes the codes from the key the page shows, as the app would), then signs in with
 * a code and with a recovery code; a client adds a passkey with Chromium's virtual
 * authenticator and signs in with it; a client's password change emails a link that removes
 * every second factor (issue 29 item 1).
 */

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function logOut(page: Page, firstName: string) {
  await page.getByRole("button", { name: `Hi, ${firstName}!` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
}

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

/**
 * A code the server takes now and has not taken before, whatever the time since the last one:
 * the step after the last accepted, or the current step once that has passed. The server
 * allows one step either side of its own, so a step that changes on the way is still taken.
 * No test waits 30 seconds for the next code.
 */
function nextCode(secret: string, lastStep: number): string {
  const step = Math.max(lastStep + 1, totpStep(new Date()));
  return totpCode(secret, new Date(step * 30_000));
}

test("an admin without two-step sign-in sets up an app, then signs in with a code and with a recovery code", async ({
  page,
  createUser,
  db,
}) => {
  const admin = await createUser({ role: "admin", mfa: false, fullName: "Tess Totp" });

  await page.goto("/login");
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL("/mfa-setup");
  await expect(page.getByText(/Office accounts must use two-step sign-in/)).toBeVisible();
  // The admin pages stay closed until it is done.
  await page.getByRole("button", { name: "Hi, Tess!" }).click();
  await page.getByRole("menuitem", { name: "Admin Home" }).click();
  await expect(page).toHaveURL("/mfa-setup");

  const secret = (await page.getByLabel("Setup key").inputValue()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  // A code from ten minutes ago: out of the window.
  await page.getByLabel("6-digit code").fill(totpCode(secret, new Date(Date.now() - 600_000)));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("alert")).toHaveText(API_MESSAGES.mfa.codeWrong);

  await page.getByLabel("6-digit code").fill(totpCode(secret, new Date()));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await page.getByRole("checkbox", { name: "I have saved my recovery codes" }).check();
  await next.click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Signing in again: the password, then a code the server has not taken before (the setup's is spent).
  const { totpLastStep } = await db.user.findUniqueOrThrow({ where: { id: admin.id }, select: { totpLastStep: true } });
  expect(totpLastStep).not.toBeNull();
  await logOut(page, "Tess");
  await logIn(page, admin.email, admin.password);
  await enterCode(page, nextCode(secret, totpLastStep ?? 0));
  await expect(page).toHaveURL("/admin");

  // And with a recovery code, typed in capitals: dashes and case do not matter.
  await logOut(page, "Tess");
  await logIn(page, admin.email, admin.password);
  await enterCode(page, "not-a-code");
  await expect(page.getByRole("alert")).toHaveText(API_MESSAGES.mfa.codeWrong);
  await enterCode(page, (recoveryCodes[0] ?? "").toUpperCase());
  await expect(page).toHaveURL("/admin");

  // Back on /settings the card counts the codes left.
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(card.getByText("9 unused codes left")).toBeVisible();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
});

test("Back on the code step returns to the password", async ({ page, createUser }) => {
  const admin = await createUser({ role: "admin" });
  await page.goto("/login");
  await logIn(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
});

test("a client confirms it's them, adds a passkey on /settings and signs in with it", async ({ browser, createUser, baseURL, db }) => {
  // WebAuthn refuses IP addresses as relying party ids: the same server, by the name localhost.
  const origin = `http://localhost:${new URL(baseURL ?? "").port}`;
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = waitingForTheApp(await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const client = await createUser({ fullName: "Pat Passkey" });

    await page.goto("/login");
    await logIn(page, client.email, client.password);
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Two-step sign-in" });
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
    // The sign-in was long ago (decision 0176): a new factor needs "confirm it's you" first.
    await db.session.updateMany({ where: { userId: client.id }, data: { authenticatedAt: null } });
    await card.getByRole("button", { name: "Add a passkey" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a passkey" });
    await dialog.getByLabel("Passkey name").fill("E2E virtual key");
    await dialog.getByRole("button", { name: "Create passkey" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
    await confirm.getByRole("textbox", { name: "Password", exact: true }).fill("not-my-password-at-all");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(API_MESSAGES.auth.currentPasswordWrong);
    await confirm.getByRole("textbox", { name: "Password", exact: true }).fill(client.password);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(confirm).toBeHidden();
    // The account's first factor: its recovery codes, once.
    await expect(dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await dialog.getByRole("checkbox", { name: "I have saved my recovery codes" }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("E2E virtual key")).toBeVisible();
    await expect(card.getByText("On", { exact: true })).toBeVisible();

    // Signed out, the passkey alone signs in (no email, no password).
    await logOut(page, "Pat");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("button", { name: "Hi, Pat!" })).toBeVisible();

    // With the password, the passkey is the second step.
    await logOut(page, "Pat");
    await logIn(page, client.email, client.password);
    await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
    await page.getByRole("button", { name: "Use a passkey instead" }).click();
    await expect(page).toHaveURL("/dashboard");
  } finally {
    await context.close();
  }
});

test("a password change on /settings emails a link that removes two-step sign-in; then the password alone signs in", async ({
  page,
  createUser,
  signIn,
  db,
}) => {
  const client = await createUser({ mfa: true, fullName: "Lin Link", password: "old-password-1" });
  await signIn(client);

  await page.goto("/settings");
  const form = page.getByRole("region", { name: MESSAGES.settings.passwordTitle });
  await form.getByLabel(MESSAGES.settings.currentPasswordLabel).fill("old-password-1");
  await form.getByLabel(MESSAGES.settings.newPasswordLabel, { exact: true }).fill("new-password-2");
  await form.getByLabel(MESSAGES.settings.confirmNewPasswordLabel).fill("new-password-2");
  await form.getByRole("button", { name: MESSAGES.settings.passwordTitle }).click();
  await expect(form.getByRole("status")).toHaveText(MESSAGES.settings.passwordChanged);

  // The email names the factor the account still has, with the link that removes it.
  const mail = await waitForEmail(client.email, /^Your .+ password was changed$/);
  expect(mail.text).toContain("* Authenticator app");
  const link = /(http:\/\/127\.0\.0\.1:\d+\/remove-two-step\?token=[\w%-]+)/.exec(mail.text ?? "")?.[1];
  expect(link, "the email carries a removal link").toBeDefined();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { level: 1, name: "Remove two-step sign-in" })).toBeVisible();
  const password = page.getByLabel("Current password");
  // The old password is not the account's any more: refused on the field, and the link still works.
  await password.fill("old-password-1");
  await page.getByRole("button", { name: "Remove two-step sign-in" }).click();
  await expect(page.getByText(API_MESSAGES.auth.currentPasswordWrong)).toBeVisible();
  await password.fill("new-password-2");
  await page.getByRole("button", { name: "Remove two-step sign-in" }).click();
  await expect(page.getByRole("status")).toHaveText(API_MESSAGES.mfa.removedWithLink);
  expect((await db.user.findUniqueOrThrow({ where: { id: client.id }, select: { mfaEnabled: true } })).mfaEnabled).toBe(false);

  // Every device was signed out; the password alone signs in now, with no second step.
  await page.getByRole("link", { name: "Go to login" }).click();
  await expect(page).toHaveURL("/login");
  await logIn(page, client.email, "new-password-2");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("button", { name: "Hi, Lin!" })).toBeVisible();
});
