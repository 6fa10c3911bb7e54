import { addDays, formatDateKey, type DateKey } from "../../client/lib/business-time";
import { runToday, weekdayAhead } from "../booking-days";
import { openDayOnBookPage } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * The owner keeps the hours on /admin/availability: a change there reaches the slots, the
 * booking calendar, every hours text and the raw HTML search engines read.
 */
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const BREAK_WEEK_TEXT = "Monday to Friday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM";


test("hours changed on the admin page change the slots, the calendar and every hours text", async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser({ role: "admin" });
  await signIn(admin);
  await page.goto("/admin/availability");

  // Weekdays get a lunch break and Saturdays close.
  for (const day of WEEKDAYS) await page.getByRole("button", { name: `Add ${day} break` }).click();
  await page.getByLabel("Open on Saturday").uncheck();
  await expect(page.getByText(`Clients will read: ${BREAK_WEEK_TEXT}`)).toBeVisible();
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByRole("status")).toHaveText("Opening hours saved.");

  // And one weekday closes for a staff day.
  const closed = weekdayAhead(10);
  await page.getByLabel(/^Date/).fill(closed);
  await page.getByLabel("Note for clients").fill("Staff training day");
  await page.getByRole("button", { name: "Add date" }).click();
  await expect(page.getByRole("status")).toHaveText(`Closed on ${formatDateKey(closed)}.`);
  await expect(page.getByRole("listitem").filter({ hasText: formatDateKey(closed) })).toContainText("Closed (Staff training day)");

  // The slots skip the break; the calendar marks the closed day as having no openings.
  const open = weekdayAhead(4);
  const grid = await openDayOnBookPage(page, "Personal Tax Prep", open);
  await expect(grid.getByRole("button")).toHaveText(["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
  const closedDay = page.getByRole("button", { name: `${formatDateKey(closed)}, no openings`, exact: true });
  for (let months = 0; months < 2 && !(await closedDay.isVisible()); months += 1) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await expect(closedDay).toBeDisabled();

  // Every hours text: the footer (of a page that does not give the hours itself), the contact page, the API and the JSON-LD crawlers read.
  await page.goto("/about");
  await expect(page.getByRole("contentinfo")).toContainText(BREAK_WEEK_TEXT);
  await page.goto("/contact");
  await expect(page.getByRole("region", { name: "Get in Touch" })).toContainText(BREAK_WEEK_TEXT);
  await expect(page.getByText(BREAK_WEEK_TEXT)).toHaveCount(1);
  expect((await (await request.get("/api/business")).json()).hours.text).toBe(BREAK_WEEK_TEXT);
  const raw = await (await request.get("/contact")).text();
  expect(raw).toContain('"dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday"],"opens":"13:00","closes":"17:00"');
  expect(raw).toContain(`"validFrom":"${closed}","validThrough":"${closed}","opens":"00:00","closes":"00:00"`);
  expect(raw).not.toContain('"Saturday"');
});

test("the booking calendar opens on the first day with openings", async ({ page, createUser, signIn }) => {
  const admin = await createUser({ role: "admin" });
  await signIn(admin);
  // Today and tomorrow close, so the first day with openings lies ahead.
  const today = runToday();
  for (const date of [today, addDays(today, 1)]) {
    const response = await page.request.put(`/api/hours/exceptions/${date}`, { data: { hours: [], note: "" } });
    expect(response.status()).toBe(200);
  }
  const days = (await (await page.request.get(`/api/availability/days?from=${today}&to=${addDays(today, 14)}`)).json()) as {
    date: string;
    free_slots: number;
  }[];
  const firstOpen = days.find((day) => day.free_slots > 0)?.date as DateKey;
  expect(firstOpen > addDays(today, 1)).toBe(true);

  await page.goto("/book");
  await page.getByRole("radio", { name: "Personal Tax Prep" }).click();
  await expect(page.getByRole("button", { name: formatDateKey(firstOpen), exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("group", { name: "Available times" }).getByRole("button").first()).toBeVisible();
  // The calendar opens on the first open day's month: at a month's end, today is in the one before.
  if (firstOpen.slice(0, 7) !== today.slice(0, 7)) await page.getByRole("button", { name: "Previous month" }).click();
  await expect(page.getByRole("button", { name: `${formatDateKey(today)}, no openings`, exact: true })).toBeDisabled();
});
