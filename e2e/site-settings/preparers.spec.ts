import { addDays, weekdayOf, type DateKey } from "../../client/lib/business-time";
import { MESSAGES } from "../../server/shared/messages";
import { expectAccessible } from "../accessibility/page-checks";
import { runToday } from "../booking-days";
import { chooseDate, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * Preparers with calendars of their own (issue 32, decision 0231). Here, on the site-settings
 * server: two preparers change every booking of the office (a slot stays free while either is),
 * which no spec on the main server expects.
 */

/** A Monday-to-Friday date well past the days the opening-hours spec changes. */
function weekdayAhead(days: number): DateKey {
  let date = addDays(runToday(), days);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
}

test("with two preparers, a client books the one they choose, who finds it on their own page; the other does not", async ({
  page,
  context,
  createUser,
  signIn,
}) => {
  const ana = await createUser({ role: "preparer", fullName: uniqueName("Ana") });
  const ben = await createUser({ role: "preparer", fullName: uniqueName("Ben") });
  const client = await createUser({ fullName: uniqueName("Cleo") });
  await signIn(client);

  await page.goto("/book");
  await page.getByRole("radio", { name: "Personal Tax Prep" }).click();
  const who = page.getByRole("radiogroup", { name: "Who would you like to see?" });
  await expect(who.getByRole("radio", { name: /^First available/ })).toBeChecked();
  await who.getByRole("radio", { name: ben.fullName }).click();
  await chooseDate(page, weekdayAhead(16));
  await page.getByRole("group", { name: "Available times" }).getByRole("button", { name: "9:00 AM" }).click();
  await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
  const dialog = page.getByRole("dialog", { name: MESSAGES.booking.submittedTitle });
  await dialog.getByRole("button", { name: "Go to my appointments" }).click();
  await expect(page.getByRole("region", { name: "Your appointments" }).getByRole("listitem")).toContainText(`With ${ben.fullName}`);

  // Ben's admin home lists it, with the client's contact; Ana's lists nothing.
  const signInAs = async (user: typeof ana) => {
    await page.goto("about:blank");
    await context.clearCookies();
    await signIn(user);
    await page.goto("/admin");
  };
  await signInAs(ben);
  const own = page.getByRole("list", { name: "Your appointments" });
  await expect(own.getByRole("listitem")).toHaveCount(1);
  await expect(own).toContainText(client.fullName);
  await expect(own.getByRole("link", { name: client.email })).toBeVisible();
  await expectAccessible(page, "desktop", "dark", own);
  await signInAs(ana);
  await expect(page.getByText("No appointments are assigned to you yet.")).toBeVisible();
});
