import { totpCode } from "../../server/auth/totp";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { expectAccessible } from "../accessibility/page-checks";
import { uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

/**
 * The owner's staff page (issue 32, decision 0234). On the site-settings server: an invited
 * preparer takes appointments, which changes every booking of the office while they are active.
 */
test("the owner invites a preparer, who chooses a password and sets up two-step sign-in; the owner then deactivates them", async ({
  page,
  context,
  createUser,
  signIn,
}) => {
  const owner = await createUser({ role: "admin" });
  const name = uniqueName("Paula");
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@example.com`;
  await signIn(owner);
  await page.goto("/admin/staff");
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel(/^Full name/).fill(name);
  await invite.getByLabel(/^Email address/).fill(email);
  await expect(invite.getByRole("combobox", { name: "Role" })).toHaveValue("Preparer");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const member = page.getByRole("list", { name: "Staff accounts" }).getByRole("listitem").filter({ hasText: name });
  await expect(member.getByText("Invited")).toBeVisible();
  await expectAccessible(page, "desktop", "dark", member);

  // The invitation, as the new preparer reads it: a password of their own, then two-step sign-in.
  const mail = await waitForEmail(email, /^You're invited to join /);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w%-]+)/.exec(mail.text ?? "")?.[1];
  expect(link, "the email carries a link to choose a password").toBeDefined();
  await page.goto("about:blank");
  await context.clearCookies();
  await page.goto(link as string);
  await page.getByLabel("New Password").fill("a-long-preparer-passphrase");
  await page.getByLabel("Confirm Password").fill("a-long-preparer-passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText(API_MESSAGES.passwordReset.done);
  await page.getByRole("link", { name: "Go to login" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("a-long-preparer-passphrase");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/mfa-setup");
  const secret = (await page.getByLabel("Setup key").inputValue()).replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(totpCode(secret, new Date()));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await page.getByRole("checkbox", { name: "I have saved my recovery codes" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByText("No appointments are assigned to you yet.")).toBeVisible();

  // The owner sees them active, then deactivates them: nothing to hand over.
  await page.goto("about:blank");
  await context.clearCookies();
  await signIn(owner);
  await page.goto("/admin/staff");
  await expect(member.getByText("Active")).toBeVisible();
  await expect(member.getByText("Two-step sign-in on")).toBeVisible();
  await member.getByRole("button", { name: `Deactivate ${name}` }).click();
  await page.getByRole("dialog", { name: `Deactivate ${name}?` }).getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`${name} was deactivated.`)).toBeVisible();
  await expect(page.getByText(`${name} has no open appointments from now on.`)).toBeVisible();
  await expect(member.getByText("Deactivated")).toBeVisible();
});
