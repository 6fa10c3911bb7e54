import { dateKeyOf, formatDateKey, formatDateTime, formatTime } from "../../client/lib/business-time";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { TIME_ZONE, createAppointment, freeSlots, openDayOnBookPage, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * docs/architecture.md §3 rule 4: times are the business's, whatever the visitor's clock says. The browser
 * here runs in Tokyo, 16 or 17 hours ahead of the business, so a 9:00 AM slot would read
 * as 1:00 or 2:00 AM the next day if any screen used the browser's zone.
 */
test.use({ timezoneId: "Asia/Tokyo" });

const BROWSER_ZONE = "Asia/Tokyo";

test("/book's slot grid shows business time", async ({ page, request }) => {
  const date = claimOpenDay();
  const slots = await freeSlots(request, date);
  const times = await openDayOnBookPage(page, "Personal Tax Prep", date);
  await expect(times.getByRole("button")).toHaveText(slots.map((slot) => formatTime(slot, TIME_ZONE)));
  await expect(times.getByRole("button").first()).toHaveText("9:00 AM");
});

test("the dashboard and /admin show an appointment on the business's day and hour", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const client = await createUser({ fullName: uniqueName("Tomo") });
  const date = claimOpenDay();
  const slots = await freeSlots(request, date);
  const [slot] = slots;
  if (!slot) throw new Error(`no free slot on ${date}`);
  await createAppointment(db, { userId: client.id, time: slot, status: "confirmed" });
  expect(formatTime(slot, TIME_ZONE)).toBe("9:00 AM");
  // The same instant in the browser's zone falls on another day: the check below can tell them apart.
  expect(dateKeyOf(slot, BROWSER_ZONE)).not.toBe(date);

  await signIn(client);
  await page.goto("/dashboard");
  const entry = page.getByRole("listitem").filter({ hasText: "Business Tax Services" });
  await expect(entry).toContainText(formatDateKey(date));
  await expect(entry).toContainText("9:00 AM");
  await expect(entry).not.toContainText(formatTime(slot, BROWSER_ZONE));

  await signIn(await createUser({ role: "admin" }));
  await page.goto("/admin");
  const row = page.getByRole("row").filter({ hasText: client.fullName });
  await expect(row).toContainText(formatDateTime(slot, TIME_ZONE));
  await expect(row).not.toContainText(formatDateTime(slot, BROWSER_ZONE));

  // The reschedule modal opens on the appointment's business day and lists business times.
  await row.getByRole("button", { name: MESSAGES.admin.rescheduleAction }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule Appointment" });
  await expect(dialog).toContainText(`${formatDateKey(date)}, 9:00 AM`);
  await expect(dialog.getByRole("button", { name: formatDateKey(date), exact: true })).toHaveAttribute("aria-pressed", "true");
  const newTimes = dialog.getByRole("group", { name: "Available new times" });
  await expect(newTimes.getByRole("button")).toHaveText(
    slots.filter((free) => free !== slot).map((free) => formatTime(free, TIME_ZONE)),
  );
});

test("a blocked period typed on /admin/availability is read as business time", async ({
  page,
  db,
  createUser,
  signIn,
}) => {
  const date = claimOpenDay();
  const reason = `E2E Tokyo block ${Math.random().toString(36).slice(2, 8)}`;
  try {
    await signIn(await createUser({ role: "admin" }));
    await page.goto("/admin/availability");
    await page.getByLabel(MESSAGES.blockedTimes.startLabel).fill(`${date}T09:00`);
    await page.getByLabel(MESSAGES.blockedTimes.endLabel).fill(`${date}T12:00`);
    await page.getByLabel(MESSAGES.blockedTimes.reasonLabel).fill(reason);
    await page.getByRole("button", { name: "Add Blocked Time" }).click();
    await expect(page.getByText("Blocked period added.")).toBeVisible();

    const stored = await db.blockedTime.findFirst({ where: { reason } });
    if (!stored) throw new Error("the blocked period was not stored");
    expect(dateKeyOf(stored.startTime, TIME_ZONE)).toBe(date);
    expect(formatTime(stored.startTime, TIME_ZONE)).toBe("9:00 AM");
    expect(formatTime(stored.endTime, TIME_ZONE)).toBe("12:00 PM");
    await expect(page.getByRole("listitem").filter({ hasText: reason })).toContainText("9:00 AM – 12:00 PM");
  } finally {
    await db.blockedTime.deleteMany({ where: { reason } });
  }
});
