import type { Locator, Page } from "@playwright/test";
import { formatDateKey } from "../../client/lib/business-time";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a client books with the keyboard alone, from the service to 'Request Submitted' and the dashboard", async ({
  page,
  createUser,
  signIn,
}) => {
  const client = await createUser({ fullName: uniqueName("Kai") });
  await signIn(client);
  const date = claimOpenDay();
  const dayOfMonth = Number(date.slice(8, 10));
  await page.goto("/book");

  // 1. The service: a radio card, chosen with Space.
  const service = page.getByRole("radio", { name: "Personal Tax Prep" });
  await tabTo(page, service);
  await page.keyboard.press("Space");
  await expect(service).toBeChecked();

  // 2. The date: Enter on "Next month" until the month shows, then Tab into the days (the
  //    month's first open day takes the focus) and the arrow keys to the day (they step over
  //    the days without openings, such as Sundays).
  const nextMonth = page.getByRole("button", { name: "Next month" });
  const day = page.getByRole("button", { name: formatDateKey(date), exact: true });
  await tabTo(page, nextMonth);
  for (let months = 0; months < 4 && !(await day.isVisible()); months += 1) {
    await page.keyboard.press("Enter");
  }
  await page.keyboard.press("Tab");
  for (let presses = 0; presses < dayOfMonth && !(await day.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(day).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(day).toHaveAttribute("aria-pressed", "true");

  // 3. The time.
  const firstTime = page.getByRole("group", { name: "Available times" }).getByRole("button").first();
  await expect(firstTime).toHaveText("9:00 AM");
  await tabTo(page, firstTime);
  await page.keyboard.press("Enter");
  await expect(firstTime).toHaveAttribute("aria-pressed", "true");

  // 4. Submit, and the result dialog, whose button leads to the dashboard.
  await tabTo(page, page.getByRole("button", { name: MESSAGES.booking.submitRequest }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: MESSAGES.booking.submittedTitle });
  await expect(dialog).toContainText(MESSAGES.booking.submitted);
  await tabTo(page, dialog.getByRole("button", { name: "Go to my appointments" }), 5);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL("/dashboard");
  const appointment = page.getByRole("listitem").filter({ hasText: formatDateKey(date) });
  await expect(appointment).toContainText("9:00 AM");
  await expect(appointment).toContainText(MESSAGES.dashboard.awaitingConfirmation);
});
