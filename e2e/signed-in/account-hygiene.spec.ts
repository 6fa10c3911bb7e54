import { API_MESSAGES } from "../../server/shared/api-messages";
import { expect, test, waitingForTheApp } from "../fixtures";
import { waitForEmail } from "../mailbox";

/** Issue 17 on /settings: the signed-in devices, and an email change confirmed from the new address. */

const SAFARI_ON_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1";

test("a client sees their phone among the signed-in devices and signs it out from the laptop", async ({ page, browser, createUser, signIn, baseURL }) => {
  const client = await createUser({ fullName: "Devi Devices" });
  await signIn(client);

  // The phone: its own browser context, signed in through the login page.
  const phoneContext = await browser.newContext({ userAgent: SAFARI_ON_IOS, baseURL });
  const phone = waitingForTheApp(await phoneContext.newPage());
  await phone.goto("/login");
  await phone.getByLabel("Email address").fill(client.email);
  await phone.getByRole("textbox", { name: "Password", exact: true }).fill(client.password);
  await phone.getByRole("button", { name: "Login" }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);

  await page.goto("/settings");
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices.getByText("This device")).toBeVisible();
  await expect(devices.getByText("Safari on iOS")).toBeVisible();
  await expect(devices.getByText(/Network 127\.0\.0\.x/)).toBeVisible();
  await devices.getByRole("button", { name: /^Sign out Safari on iOS, last active / }).click();
  await expect(devices.getByRole("status")).toHaveText(API_MESSAGES.sessions.signedOut);
  await expect(devices.getByText("Safari on iOS")).toBeHidden();
  await expect(devices.getByText("No other device is signed in.")).toBeVisible();

  // The phone is signed out at once: its next page that needs a session goes to the login page.
  await phone.goto("/settings");
  await expect(phone).toHaveURL(/\/login/);
  await phoneContext.close();

  // The laptop is still signed in.
  await page.reload();
  await expect(page.getByRole("region", { name: "Signed-in devices" }).getByText("This device")).toBeVisible();
});

test("sign out all other devices ends every session but this one", async ({ page, createUser, signIn, sessions }) => {
  const client = await createUser();
  await signIn(client);
  await sessions.start(client.id, { label: "Firefox on Linux", approximateIp: "198.51.100.x" });
  await sessions.start(client.id, { label: "Edge on Windows", approximateIp: "203.0.113.x" });

  await page.goto("/settings");
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices.getByText("Firefox on Linux")).toBeVisible();
  await devices.getByRole("button", { name: "Sign out all other devices" }).click();
  await expect(devices.getByRole("status")).toHaveText(API_MESSAGES.sessions.othersSignedOut(2));
  await expect(devices.getByText("No other device is signed in.")).toBeVisible();
});

test("a client changes their email: nothing changes until they follow the link sent to the new address", async ({ page, createUser, signIn, db }) => {
  const client = await createUser({ fullName: "Ema Mover", password: "my-own-password" });
  await signIn(client);
  const newEmail = `moved-${client.id}-${Date.now()}@example.com`;

  await page.goto("/settings");
  const form = page.getByRole("region", { name: "Email address" });
  await expect(form.getByText(`Your email is ${client.email}.`, { exact: false })).toBeVisible();
  await form.getByLabel("New email address").fill(newEmail);
  await form.getByLabel("Current password").fill("wrong-password");
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(form.getByRole("alert")).toHaveText(API_MESSAGES.auth.currentPasswordWrong);

  await form.getByLabel("Current password").fill("my-own-password");
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(form.getByRole("status")).toHaveText(API_MESSAGES.emailChange.requested);
  expect((await db.user.findUniqueOrThrow({ where: { id: client.id } })).email).toBe(client.email);

  const mail = await waitForEmail(newEmail, /^Confirm your new .+ email address$/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[\w%-]+)/.exec(mail.text ?? "")?.[1];
  expect(link, "the email carries a confirmation link").toBeDefined();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your new email address" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(API_MESSAGES.emailChange.done);
  await page.getByRole("link", { name: "Go to Settings" }).click();
  await expect(page.getByRole("region", { name: "Email address" }).getByText(`Your email is ${newEmail}.`, { exact: false })).toBeVisible();

  // The old address is told.
  const notice = await waitForEmail(client.email, /^Your .+ email address was changed$/);
  expect(notice.text).toContain(newEmail);

  // The link works once.
  await page.goto(link as string);
  await expect(page.getByRole("alert")).toHaveText(API_MESSAGES.emailChange.invalidLink);
});
