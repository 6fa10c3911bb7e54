import { API_MESSAGES } from "../../server/shared/api-messages";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

test("a client who forgot their password gets a link by email, sets a new one and signs in with it", async ({ page, createUser }) => {
  const user = await createUser({ password: "forgotten-password" });

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(API_MESSAGES.passwordReset.requested);

  const mail = await waitForEmail(user.email, /^Reset your .+ password$/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w%-]+)/.exec(mail.text ?? "")?.[1];
  expect(link, "the email carries a reset link").toBeDefined();

  await page.goto(link as string);
  await page.getByLabel("New Password").fill("brand-new-password");
  await page.getByLabel("Confirm Password").fill("brand-new-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText(API_MESSAGES.passwordReset.done);

  await page.getByRole("link", { name: "Go to login" }).click();
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("brand-new-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(link as string);
  await page.getByLabel("New Password").fill("another-password");
  await page.getByLabel("Confirm Password").fill("another-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText(API_MESSAGES.passwordReset.invalidLink);
});
