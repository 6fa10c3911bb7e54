import type { Page } from "@playwright/test";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { expect, test } from "../fixtures";
import { uniqueName } from "../booking-steps";

async function changePassword(page: Page, current: string, next: string, confirm: string) {
  const form = page.getByRole("region", { name: MESSAGES.settings.passwordTitle });
  await form.getByLabel(MESSAGES.settings.currentPasswordLabel).fill(current);
  await form.getByLabel(MESSAGES.settings.newPasswordLabel, { exact: true }).fill(next);
  await form.getByLabel(MESSAGES.settings.confirmNewPasswordLabel).fill(confirm);
  await form.getByRole("button", { name: MESSAGES.settings.passwordTitle }).click();
  return form;
}

test("a client changes their name, and the top bar greets them by it", async ({ page, createUser, signIn }) => {
  const client = await createUser({ fullName: uniqueName("Avery") });
  await signIn(client);
  // The page's clock is the test's: the "saved" message's 4 seconds pass when the test says so.
  await page.clock.install();
  await page.goto("/settings");
  const form = page.getByRole("region", { name: MESSAGES.settings.profileTitle });
  const fullName = form.getByLabel(MESSAGES.settings.fullNameLabel);
  await expect(fullName).toHaveValue(client.fullName);

  await fullName.fill("");
  await form.getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  await expect(form.getByText("Full name is required.")).toBeVisible();

  await fullName.fill("Quinn Newname");
  await form.getByLabel(MESSAGES.settings.phoneLabel).fill("(559) 555-0177");
  await form.getByRole("button", { name: MESSAGES.settings.profileTitle }).click();
  const saved = form.getByRole("status");
  await expect(saved).toHaveText(MESSAGES.settings.profileUpdated);
  await expect(page.getByRole("button", { name: "Hi, Quinn!" })).toBeVisible();
  await page.clock.fastForward(4_000);
  await expect(saved).toBeHidden();

  await page.reload();
  await expect(page.getByLabel(MESSAGES.settings.fullNameLabel)).toHaveValue("Quinn Newname");
  await expect(page.getByLabel(MESSAGES.settings.phoneLabel)).toHaveValue("(559) 555-0177");
});

test("a client changes their password after every validation message, then signs in with it", async ({
  page,
  createUser,
  signIn,
}) => {
  const client = await createUser({ password: "first-secret" });
  await signIn(client);
  await page.goto("/settings");

  let form = await changePassword(page, "first-secret", "", "");
  await expect(form.getByRole("alert")).toHaveText(MESSAGES.settings.fillAllPasswordFields);
  form = await changePassword(page, "first-secret", "short", "short");
  await expect(form.getByRole("alert")).toHaveText(MESSAGES.settings.newPasswordTooShort);
  form = await changePassword(page, "first-secret", "second-secret", "second-secreT");
  await expect(form.getByRole("alert")).toHaveText(MESSAGES.settings.newPasswordsDoNotMatch);
  form = await changePassword(page, "first-secret", "first-secret", "first-secret");
  await expect(form.getByRole("alert")).toHaveText(MESSAGES.settings.newPasswordSameAsCurrent);
  form = await changePassword(page, "not-my-password", "second-secret", "second-secret");
  await expect(form.getByRole("alert")).toHaveText(API_MESSAGES.auth.currentPasswordWrong);

  form = await changePassword(page, "first-secret", "second-secret", "second-secret");
  await expect(form.getByRole("status")).toHaveText(MESSAGES.settings.passwordChanged);
  await expect(form.getByLabel(MESSAGES.settings.currentPasswordLabel)).toHaveValue("");

  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email address").fill(client.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("second-secret");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/dashboard");
});
