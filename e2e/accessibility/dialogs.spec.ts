import type { Page } from "@playwright/test";
import { totpCode } from "../../server/auth/totp";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { DAYS_AHEAD } from "../booking-days";
import { createAppointment, freeSlots, openDayAhead, openDayOnBookPage, uniqueName } from "../booking-steps";
import { expect, test, type E2eUser } from "../fixtures";
import { expectAccessibleInBothSchemes, VIEWPORTS, type ViewportName } from "./page-checks";

/**
 * Every dialog of the product, open over its real page, on a phone and a desktop, light and
 * dark: no WCAG 2.1 A/AA violation, no sideways scrolling on phones, and the page keeps a
 * single banner landmark (a dialog's header is not one).
 */

/** Checks the open dialog and the page under it. */
async function expectAccessibleDialog(page: Page, viewport: ViewportName, name: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name });
  await expectAccessibleInBothSchemes(page, viewport, dialog);
  await expect(page.getByRole("banner")).toHaveCount(1);
}

/** The admin list's entry for `client`: a table row on a desktop, a card on a phone. */
function adminEntry(page: Page, viewport: ViewportName, client: E2eUser) {
  return page.getByRole(viewport === "phone" ? "listitem" : "row").filter({ hasText: client.fullName });
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  const onPhone = viewport === "phone";

  test.describe(`on a ${viewport}`, () => {
    test.use(VIEWPORTS[viewport]);

    test("booking result: Request Submitted", async ({ page, createUser, signIn }) => {
      await signIn(await createUser());
      const day = onPhone ? DAYS_AHEAD.a11yBookedPhone : DAYS_AHEAD.a11yBookedDesktop;
      const times = await openDayOnBookPage(page, "Personal Tax Prep", openDayAhead(day));
      await times.getByRole("button").first().click();
      await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
      await expectAccessibleDialog(page, viewport, MESSAGES.booking.submittedTitle);
    });

    test("booking result: Error Submitting Request", async ({ page, request, db, createUser, signIn }) => {
      const rival = await createUser();
      await signIn(await createUser());
      const date = openDayAhead(onPhone ? DAYS_AHEAD.a11yBookingRefusedPhone : DAYS_AHEAD.a11yBookingRefusedDesktop);
      const times = await openDayOnBookPage(page, "Business Tax Services", date);
      await times.getByRole("button").first().click();
      const [taken] = await freeSlots(request, date);
      if (!taken) throw new Error(`no free slot on ${date}`);
      await createAppointment(db, { userId: rival.id, time: taken });
      await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
      await expect(page.getByRole("dialog")).toContainText(API_MESSAGES.booking.slotUnavailable);
      await expectAccessibleDialog(page, viewport, MESSAGES.booking.submitErrorTitle);
    });

    test("Reschedule Appointment and Confirm Cancellation", async ({ page, request, db, createUser, signIn }) => {
      const client = await createUser({ fullName: uniqueName("Reese") });
      const date = openDayAhead(onPhone ? DAYS_AHEAD.a11yRescheduleCancelPhone : DAYS_AHEAD.a11yRescheduleCancelDesktop);
      const [slot] = await freeSlots(request, date);
      if (!slot) throw new Error(`no free slot on ${date}`);
      await createAppointment(db, { userId: client.id, time: slot, status: "confirmed" });
      await signIn(await createUser({ role: "admin" }));
      await page.goto("/admin");
      const entry = adminEntry(page, viewport, client);

      await entry.getByRole("button", { name: MESSAGES.admin.rescheduleAction }).click();
      // With the 'choose a time' message showing too.
      const reschedule = page.getByRole("dialog", { name: "Reschedule Appointment" });
      await reschedule.getByRole("button", { name: MESSAGES.admin.rescheduleAction }).click();
      await expect(reschedule.getByRole("alert")).toHaveText(MESSAGES.admin.selectNewSlot);
      await expect(reschedule.getByRole("group", { name: "Available new times" }).getByRole("button").first()).toBeVisible();
      await expectAccessibleDialog(page, viewport, "Reschedule Appointment");
      await reschedule.getByRole("button", { name: "Close dialog" }).click();
      await expect(reschedule).toBeHidden();

      await entry.getByRole("button", { name: MESSAGES.admin.cancelAction }).click();
      await expectAccessibleDialog(page, viewport, MESSAGES.admin.cancelTitle);
    });

    test("Delete Blocked Period", async ({ page, db, createUser, signIn }) => {
      const admin = await createUser({ role: "admin" });
      const date = openDayAhead(onPhone ? DAYS_AHEAD.a11yBlockedPeriodsPhone : DAYS_AHEAD.a11yBlockedPeriodsDesktop);
      const reason = `E2E dialog ${viewport} ${Math.random().toString(36).slice(2, 8)}`;
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
        await expectAccessibleDialog(page, viewport, MESSAGES.blockedTimes.deleteTitle);
      } finally {
        await db.blockedTime.deleteMany({ where: { createdById: admin.id } });
      }
    });

    test("Your new API key, Revoke API key, Webhook added and Remove webhook", async ({ page, db, createUser, signIn }) => {
      const tag = `a11y-${viewport}-${Math.random().toString(36).slice(2, 8)}`;
      const url = `https://hooks.example.com/${tag}`;
      try {
        await signIn(await createUser({ role: "admin" }));
        await page.goto("/admin/integrations");
        const keys = page.getByRole("region", { name: "API keys", exact: true });
        await keys.getByRole("textbox", { name: "Name" }).fill(tag);
        await keys.getByRole("button", { name: "Create key" }).click();
        await expectAccessibleDialog(page, viewport, "Your new API key");
        await page.getByRole("dialog", { name: "Your new API key" }).getByRole("button", { name: "Done" }).click();
        await keys.getByRole("button", { name: `Revoke the key ${tag}` }).click();
        await expectAccessibleDialog(page, viewport, "Revoke API key");
        await page.getByRole("dialog", { name: "Revoke API key" }).getByRole("button", { name: "Keep it" }).click();

        const hooks = page.getByRole("region", { name: "Webhooks", exact: true });
        await hooks.getByRole("textbox", { name: "URL" }).fill(url);
        await hooks.getByRole("checkbox", { name: /^Appointment confirmed/ }).check();
        await hooks.getByRole("button", { name: "Add webhook" }).click();
        await expectAccessibleDialog(page, viewport, "Webhook added");
        await page.getByRole("dialog", { name: "Webhook added" }).getByRole("button", { name: "Done" }).click();
        await hooks.getByRole("button", { name: `Remove the webhook ${url}` }).click();
        await expectAccessibleDialog(page, viewport, "Remove webhook");
      } finally {
        await db.apiKey.deleteMany({ where: { name: tag } });
        await db.webhookEndpoint.deleteMany({ where: { url } });
      }
    });

    // Issue 17: the two-step sign-in dialogs of /settings, from setting up the app to removing it.
    test("Set up an authenticator app (the steps and the recovery codes), Make new recovery codes, Remove the authenticator app, Add a passkey", async ({
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
      await expectAccessibleDialog(page, viewport, "Set up an authenticator app");
      const secret = (await key.inputValue()).replace(/\s+/g, "");
      await setup.getByLabel("6-digit code").fill(totpCode(secret, new Date()));
      await setup.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await expect(setup.getByRole("list", { name: "Recovery codes" })).toBeVisible();
      await expectAccessibleDialog(page, viewport, "Set up an authenticator app");
      await setup.getByRole("checkbox", { name: "I have saved my recovery codes" }).check();
      await setup.getByRole("button", { name: "Continue" }).click();
      await expect(setup).toBeHidden();

      await card.getByRole("button", { name: "Make new codes" }).click();
      const renew = page.getByRole("dialog", { name: "Make new recovery codes" });
      await renew.getByRole("button", { name: "Make new codes" }).click();
      await expect(renew.getByText("Please enter a code.")).toBeVisible();
      await expectAccessibleDialog(page, viewport, "Make new recovery codes");
      await renew.getByRole("button", { name: "Cancel" }).click();

      await card.getByRole("button", { name: "Remove the authenticator app" }).click();
      await expectAccessibleDialog(page, viewport, "Remove the authenticator app");
      await page.getByRole("dialog", { name: "Remove the authenticator app" }).getByRole("button", { name: "Cancel" }).click();

      await card.getByRole("button", { name: "Add a passkey" }).click();
      await expectAccessibleDialog(page, viewport, "Add a passkey");
    });

    // Issue 17: an admin's page a minute before the idle limit (the page's clock fast-forwarded).
    test("Are you still there? (admin idle warning)", async ({ page, createUser, signIn }) => {
      await signIn(await createUser({ role: "admin" }));
      await page.clock.install();
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.clock.fastForward("29:01");
      await expectAccessibleDialog(page, viewport, "Are you still there?");
    });
  });
}
