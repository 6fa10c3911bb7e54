import { formatDateKey, formatTime, wallClock } from "../../client/lib/business-time";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { TIME_ZONE, createAppointment, freeSlots, openAdminCalendarAt, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { VIEWPORTS } from "../accessibility/page-checks";

test("an admin works the week on the calendar: confirms from it, books at a clicked time, and it stays the chosen view", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const client = await createUser({ fullName: uniqueName("Carmen") });
  const admin = await createUser({ role: "admin" });
  const date = claimOpenDay();
  const [first, second, , fourth] = await freeSlots(request, date);
  if (!first || !second || !fourth) throw new Error(`no free slots on ${date}`);
  await createAppointment(db, { userId: client.id, time: first, service: "Business Tax Services" });
  await db.blockedTime.create({
    data: { startTime: new Date(fourth), endTime: new Date(new Date(fourth).getTime() + 2 * 3_600_000), reason: "Lunch with the CPA", createdById: admin.id },
  });

  await signIn(admin);
  await openAdminCalendarAt(page, date);
  const event = page.getByRole("button", { name: `Pending: ${client.fullName}, Business Tax Services` });
  await expect(event).toBeVisible();
  await expect(page.getByText("Blocked: Lunch with the CPA")).toBeVisible();

  // The appointment opens in a dialog with the list's actions.
  await event.getByText(`Pending: ${client.fullName}`).click();
  const details = page.getByRole("dialog", { name: client.fullName });
  await expect(details).toContainText(`${formatDateKey(date)} at ${formatTime(first, TIME_ZONE)}`);
  await details.getByRole("button", { name: MESSAGES.admin.confirmAction }).click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.admin.confirmed })).toBeVisible();
  await expect(page.getByRole("button", { name: `Confirmed: ${client.fullName}, Business Tax Services` })).toBeVisible();

  // An empty hour opens "Book for a client" on that day with that time chosen.
  await page.getByRole("button", { name: new RegExp(`^Book for a client at ${wallClock(second, TIME_ZONE)} - `) }).click();
  const booking = page.getByRole("dialog", { name: "Book for a client" });
  const times = booking.getByRole("group", { name: "Available times for the client" });
  await expect(times.getByRole("button", { name: formatTime(second, TIME_ZONE) })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(booking).toBeHidden();

  // The calendar stays the admin's view on this device.
  await page.reload();
  await expect(page.getByRole("button", { name: "Go to date" })).toBeVisible();
  await expect(page.getByRole("table", { name: "All appointments" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use(VIEWPORTS.phone);

  test("the calendar shows one day at a time", async ({ page, request, db, createUser, signIn }) => {
    const client = await createUser({ fullName: uniqueName("Paz") });
    const date = claimOpenDay();
    const [slot] = await freeSlots(request, date);
    if (!slot) throw new Error(`no free slot on ${date}`);
    await createAppointment(db, { userId: client.id, time: slot, status: "confirmed", service: "IRS Representation" });

    await signIn(await createUser({ role: "admin" }));
    await openAdminCalendarAt(page, date);
    await expect(page.getByRole("heading", { name: formatDateKey(date) })).toBeVisible();
    const event = page.getByRole("button", { name: `Confirmed: ${client.fullName}, IRS Representation` });
    await expect(event).toBeVisible();
    await page.getByRole("button", { name: "Next day" }).click();
    await expect(event).toBeHidden();
    await page.getByRole("button", { name: "Previous day" }).click();
    await event.getByText(`Confirmed: ${client.fullName}`).click();
    await expect(page.getByRole("dialog", { name: client.fullName })).toContainText("IRS Representation");
  });
});
