import { weekdayOf } from "../../client/lib/business-time";
import { MESSAGES } from "../../server/shared/messages";
import { expectAccessible } from "../accessibility/page-checks";
import { weekdayAhead } from "../booking-days";
import { chooseDate, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * Preparers with calendars of their own (issue 32, decision 0231). Here, on the site-settings
 * server: two preparers change every booking of the office (a slot stays free while either is),
 * which no spec on the main server expects.
 */


test("with two preparers, a client books the one they choose, who finds it on their own page and confirms it; the other does not", async ({
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
  // Ben confirms the request himself (decision 0236).
  await own.getByRole("group", { name: `Actions for ${client.fullName}` }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(`The appointment with ${client.fullName} is confirmed.`)).toBeVisible();
  await expect(own.getByText("Confirmed")).toBeVisible();
  await signInAs(ana);
  await expect(page.getByText("No appointments are assigned to you yet.")).toBeVisible();
});

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

test("the owner gives one preparer a day off each week and another a morning off; clients are offered only their working times", async ({
  page,
  context,
  createUser,
  signIn,
}) => {
  const owner = await createUser({ role: "admin" });
  const ana = await createUser({ role: "preparer", fullName: uniqueName("Ana") });
  const ben = await createUser({ role: "preparer", fullName: uniqueName("Ben") });
  const date = weekdayAhead(18);
  await signIn(owner);
  await page.goto("/admin/availability");

  // Ben does not work that weekday at all.
  const hours = page.getByRole("region", { name: "Preparers' working hours" });
  await hours.getByRole("combobox", { name: "Preparer" }).click();
  await page.getByRole("option", { name: ben.fullName }).click();
  await hours.getByLabel("Works whenever the office is open").uncheck();
  await hours.getByLabel(`Works on ${WEEKDAY_NAMES[weekdayOf(date)]}`).uncheck();
  await hours.getByRole("button", { name: "Save working hours" }).click();
  await expect(page.getByText(`${ben.fullName}'s working hours saved.`)).toBeVisible();

  // Ana is away that morning.
  const block = page.getByRole("region", { name: "Block a time period" });
  await block.getByRole("combobox", { name: "Who is away" }).click();
  await page.getByRole("option", { name: ana.fullName }).click();
  await block.getByLabel(MESSAGES.blockedTimes.startLabel).fill(`${date}T09:00`);
  await block.getByLabel(MESSAGES.blockedTimes.endLabel).fill(`${date}T12:00`);
  await block.getByRole("button", { name: "Add Blocked Time" }).click();
  const listed = page.getByRole("list", { name: "Blocked periods" }).getByRole("listitem").filter({ hasText: `Time off for ${ana.fullName}` });
  await expect(listed).toHaveCount(1);
  await expectAccessible(page, "desktop", "light", listed);

  // A client who asks for Ana that day is offered her afternoon only.
  await page.goto("about:blank");
  await context.clearCookies();
  await signIn(await createUser({ fullName: uniqueName("Cleo") }));
  await page.goto("/book");
  await page.getByRole("radio", { name: "Personal Tax Prep" }).click();
  await page.getByRole("radiogroup", { name: "Who would you like to see?" }).getByRole("radio", { name: ana.fullName }).click();
  await chooseDate(page, date);
  const times = page.getByRole("group", { name: "Available times" });
  await expect(times.getByRole("button", { name: "1:00 PM" })).toBeVisible();
  await expect(times.getByRole("button", { name: "9:00 AM" })).toHaveCount(0);
});

test("the owner fills in a preparer's public profile and shows it on the About page; a client choosing whom to see reads their credentials and languages", async ({
  page,
  context,
  createUser,
  signIn,
}) => {
  const owner = await createUser({ role: "admin" });
  const ana = await createUser({ role: "preparer", fullName: uniqueName("Ana") });
  const ben = await createUser({ role: "preparer", fullName: uniqueName("Ben") });
  const client = await createUser({ fullName: uniqueName("Cleo") });

  await signIn(owner);
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: `Public profile of ${ana.fullName}` }).click();
  const profile = page.getByRole("dialog", { name: `${ana.fullName}'s public profile` });
  await profile.getByRole("textbox", { name: "Credentials" }).fill("EA, CTEC A123456");
  await profile.getByRole("combobox", { name: "Languages they speak with clients" }).fill("Span");
  await page.getByRole("option", { name: "Spanish" }).click();
  // The list stays open for more choices; leaving the field closes it.
  await page.keyboard.press("Tab");
  await profile.getByRole("textbox", { name: "Short bio" }).fill("Fifteen years of family returns.");
  await profile.getByRole("checkbox", { name: "Show on the About page" }).check();
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(`${ana.fullName}'s public profile was saved.`)).toBeVisible();

  // The About page's team shows her profile, in place of the typed list (decision 0240)...
  await page.goto("/about");
  const team = page.getByRole("region", { name: "Your preparers" });
  await expect(team.getByRole("heading", { level: 3, name: ana.fullName })).toBeVisible();
  await expect(team.getByText("Speaks Spanish")).toBeVisible();
  await expect(team.getByText("Fifteen years of family returns.")).toBeVisible();
  await expectAccessible(page, "desktop", "dark", team);
  // ...until the owner takes her off it again, for the rest of the run's About page.
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: `Public profile of ${ana.fullName}` }).click();
  await profile.getByRole("checkbox", { name: "Show on the About page" }).uncheck();
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(`${ana.fullName}'s public profile was saved.`)).toBeVisible();

  await page.goto("about:blank");
  await context.clearCookies();
  await signIn(client);
  await page.goto("/book");
  await page.getByRole("radio", { name: "Personal Tax Prep" }).click();
  const who = page.getByRole("radiogroup", { name: "Who would you like to see?" });
  await expect(who.getByRole("radio", { name: `${ana.fullName} EA, CTEC A123456 Speaks Spanish` })).toBeVisible();
  await expect(who.getByRole("radio", { name: ben.fullName })).toBeVisible();
});
