import type { Page } from "@playwright/test";
import { totpCode } from "../../server/auth/totp";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { createAppointment, freeSlots, openDayOnBookPage, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { expectAccessible, VIEWPORTS, type Scheme, type ViewportName } from "./page-checks";

/**
 * Every dialog of the product, open over its real page, checked once (issue 28): no WCAG 2.1
 * A/AA violation, no sideways scrolling on phones, and the page keeps a single banner landmark
 * (a dialog's header is not one). The dialogs are numbered 1 to 16 in the titles: odd ones are
 * checked in light, even ones in dark. Those with wide content (secrets, times to choose, error
 * text) are on the phone; the rest, with the authenticator app's set-up steps (/mfa-setup's
 * steps too, which pages.spec.ts checks on a phone), on a desktop. So both viewports see both
 * schemes, and each dialog alone is checked in both schemes by its story's test
 * (`*.stories.tsx`, decision 0154).
 */

/** Checks the open dialog and the page under it. */
async function expectAccessibleDialog(page: Page, viewport: ViewportName, scheme: Scheme, name: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name });
  await expectAccessible(page, viewport, scheme, dialog);
  await expect(page.getByRole("banner")).toHaveCount(1);
}

test.describe("on a phone", () => {
  test.use(VIEWPORTS.phone);

  test("booking result: 2. Error Submitting Request (dark)", async ({ page, request, db, createUser, signIn }) => {
    const rival = await createUser();
    await signIn(await createUser());
    const date = claimOpenDay();
    const times = await openDayOnBookPage(page, "Business Tax Services", date);
    await times.getByRole("button").first().click();
    const [taken] = await freeSlots(request, date);
    if (!taken) throw new Error(`no free slot on ${date}`);
    await createAppointment(db, { userId: rival.id, time: taken });
    await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
    await expect(page.getByRole("dialog")).toContainText(API_MESSAGES.booking.slotUnavailable);
    await expectAccessibleDialog(page, "phone", "dark", MESSAGES.booking.submitErrorTitle);
  });

  test("3. Reschedule Appointment (light) and 4. Confirm Cancellation (dark)", async ({ page, request, db, createUser, signIn }) => {
    const client = await createUser({ fullName: uniqueName("Reese") });
    const date = claimOpenDay();
    const [slot] = await freeSlots(request, date);
    if (!slot) throw new Error(`no free slot on ${date}`);
    await createAppointment(db, { userId: client.id, time: slot, status: "confirmed" });
    await signIn(await createUser({ role: "admin" }));
    await page.goto("/admin");
    // The admin list's entry: a card on a phone.
    const entry = page.getByRole("listitem").filter({ hasText: client.fullName });

    await entry.getByRole("button", { name: MESSAGES.admin.rescheduleAction }).click();
    // With the 'choose a time' message showing too.
    const reschedule = page.getByRole("dialog", { name: "Reschedule Appointment" });
    await reschedule.getByRole("button", { name: MESSAGES.admin.rescheduleAction }).click();
    await expect(reschedule.getByRole("alert")).toHaveText(MESSAGES.admin.selectNewSlot);
    await expect(reschedule.getByRole("group", { name: "Available new times" }).getByRole("button").first()).toBeVisible();
    await expectAccessibleDialog(page, "phone", "light", "Reschedule Appointment");
    await reschedule.getByRole("button", { name: "Close dialog" }).click();
    await expect(reschedule).toBeHidden();

    await entry.getByRole("button", { name: MESSAGES.admin.cancelAction }).click();
    await expectAccessibleDialog(page, "phone", "dark", MESSAGES.admin.cancelTitle);
  });

  test("6. Your new API key (dark), 7. Revoke API key (light), 8. Webhook added (dark) and 9. Remove webhook (light)", async ({
    page,
    db,
    createUser,
    signIn,
  }) => {
    const tag = `a11y-phone-${Math.random().toString(36).slice(2, 8)}`;
    const url = `https://hooks.example.com/${tag}`;
    try {
      await signIn(await createUser({ role: "admin" }));
      await page.goto("/admin/integrations");
      const keys = page.getByRole("region", { name: "API keys", exact: true });
      await keys.getByRole("textbox", { name: "Name" }).fill(tag);
      await keys.getByRole("button", { name: "Create key" }).click();
      await expectAccessibleDialog(page, "phone", "dark", "Your new API key");
      await page.getByRole("dialog", { name: "Your new API key" }).getByRole("button", { name: "Done" }).click();
      await keys.getByRole("button", { name: `Revoke the key ${tag}` }).click();
      await expectAccessibleDialog(page, "phone", "light", "Revoke API key");
      await page.getByRole("dialog", { name: "Revoke API key" }).getByRole("button", { name: "Keep it" }).click();

      const hooks = page.getByRole("region", { name: "Webhooks", exact: true });
      await hooks.getByRole("textbox", { name: "URL" }).fill(url);
      await hooks.getByRole("checkbox", { name: /^Appointment confirmed/ }).check();
      await hooks.getByRole("button", { name: "Add webhook" }).click();
      await expectAccessibleDialog(page, "phone", "dark", "Webhook added");
      await page.getByRole("dialog", { name: "Webhook added" }).getByRole("button", { name: "Done" }).click();
      await hooks.getByRole("button", { name: `Remove the webhook ${url}` }).click();
      await expectAccessibleDialog(page, "phone", "light", "Remove webhook");
    } finally {
      await db.apiKey.deleteMany({ where: { name: tag } });
      await db.webhookEndpoint.deleteMany({ where: { url } });
    }
  });
});

test.describe("on a desktop", () => {
  test.use(VIEWPORTS.desktop);

  test("booking result: 1. Request Submitted (light), then the request moved: 16. Choose a new time (dark)", async ({ page, createUser, signIn }) => {
    await signIn(await createUser());
    const times = await openDayOnBookPage(page, "Personal Tax Prep", claimOpenDay());
    await times.getByRole("button").first().click();
    await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
    await expectAccessibleDialog(page, "desktop", "light", MESSAGES.booking.submittedTitle);

    // Issue 32: the client's own reschedule dialog, with the day's free times showing.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /^Reschedule Personal Tax Prep on / }).click();
    await expect(page.getByRole("group", { name: "Available new times" }).getByRole("button").first()).toBeVisible();
    await expectAccessibleDialog(page, "desktop", "dark", "Choose a new time");
  });

  test("5. Delete Blocked Period (light)", async ({ page, db, createUser, signIn }) => {
    const admin = await createUser({ role: "admin" });
    const date = claimOpenDay();
    const reason = `E2E dialog desktop ${Math.random().toString(36).slice(2, 8)}`;
    try {
      await db.blockedTime.create({
        data: { startTime: new Date(`${date}T18:00:00Z`), endTime: new Date(`${date}T20:00:00Z`), reason, createdById: admin.id },
      });
      await signIn(admin);
      await page.goto("/admin/availability");
      await page
        .getByRole("listitem")
        .filter({ hasText: reason })
        .getByRole("button", { name: /^Delete blocked period/ })
        .click();
      await expectAccessibleDialog(page, "desktop", "light", MESSAGES.blockedTimes.deleteTitle);
    } finally {
      await db.blockedTime.deleteMany({ where: { createdById: admin.id } });
    }
  });

  // Issue 17: the two-step sign-in dialogs of /settings, from setting up the app to removing it.
  // The set-up steps are /mfa-setup's too, checked on a phone by pages.spec.ts.
  test("10. Set up an authenticator app: the steps (dark), 11. the recovery codes (light), 12. Make new recovery codes (dark), 13. Remove the authenticator app (light), 14. Add a passkey (dark)", async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser());
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Two-step sign-in" });
    await card.getByRole("button", { name: "Set up" }).click();
    const setup = page.getByRole("dialog", { name: "Set up an authenticator app" });
    const key = setup.getByLabel("Setup key");
    await expect(key).not.toHaveValue("");
    await expectAccessibleDialog(page, "desktop", "dark", "Set up an authenticator app");
    const secret = (await key.inputValue()).replace(/\s+/g, "");
    await setup.getByLabel("6-digit code").fill(totpCode(secret, new Date()));
    await setup.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(setup.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    await expectAccessibleDialog(page, "desktop", "light", "Set up an authenticator app");
    await setup.getByRole("checkbox", { name: "I have saved my recovery codes" }).check();
    await setup.getByRole("button", { name: "Continue" }).click();
    await expect(setup).toBeHidden();

    await card.getByRole("button", { name: "Make new codes" }).click();
    const renew = page.getByRole("dialog", { name: "Make new recovery codes" });
    await renew.getByRole("button", { name: "Make new codes" }).click();
    await expect(renew.getByText("Please enter a code.")).toBeVisible();
    await expectAccessibleDialog(page, "desktop", "dark", "Make new recovery codes");
    await renew.getByRole("button", { name: "Cancel" }).click();

    await card.getByRole("button", { name: "Remove the authenticator app" }).click();
    await expectAccessibleDialog(page, "desktop", "light", "Remove the authenticator app");
    await page.getByRole("dialog", { name: "Remove the authenticator app" }).getByRole("button", { name: "Cancel" }).click();

    await card.getByRole("button", { name: "Add a passkey" }).click();
    await expectAccessibleDialog(page, "desktop", "dark", "Add a passkey");
  });

  // Issue 17: an admin's page a minute before the idle limit (the page's clock fast-forwarded).
  test("15. Are you still there? (admin idle warning, light)", async ({ page, createUser, signIn }) => {
    await signIn(await createUser({ role: "admin" }));
    await page.clock.install();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.clock.fastForward("29:01");
    await expectAccessibleDialog(page, "desktop", "light", "Are you still there?");
  });
});
