import { formatRange } from "../../client/lib/business-time";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { expect, test } from "../fixtures";
import { TIME_ZONE, freeSlots, openDayOnBookPage } from "../booking-steps";

test("a blocked period removes its slots from /book, and deleting it brings them back", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const date = claimOpenDay();
  const reason = `E2E staff training ${Math.random().toString(36).slice(2, 8)}`;
  try {
    await signIn(await createUser({ role: "admin" }));
    await page.goto("/admin/availability");
    const start = page.getByLabel(MESSAGES.blockedTimes.startLabel);
    const end = page.getByLabel(MESSAGES.blockedTimes.endLabel);
    const add = page.getByRole("button", { name: "Add Blocked Time" });

    // The spec's checks come first and send nothing.
    await add.click();
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.blockedTimes.startEndRequired);
    await start.fill(`${date}T12:00`);
    await end.fill(`${date}T09:00`);
    await add.click();
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.blockedTimes.endAfterStart);

    // 9:00 AM to 12:00 PM business time, typed as the datetime-local inputs take it.
    await end.fill(`${date}T12:00`);
    await start.fill(`${date}T09:00`);
    await page.getByLabel(MESSAGES.blockedTimes.reasonLabel).fill(reason);
    await add.click();
    await expect(page.getByText("Blocked period added.")).toBeVisible();
    const period = page.getByRole("listitem").filter({ hasText: reason });
    const [blocked] = await db.blockedTime.findMany({ where: { reason } });
    if (!blocked) throw new Error("the blocked period was not stored");
    await expect(period).toContainText(formatRange(blocked.startTime, blocked.endTime, TIME_ZONE));
    await expect(period).toContainText("9:00 AM – 12:00 PM");

    const times = await openDayOnBookPage(page, "Personal Tax Prep", date);
    await expect(times.getByRole("button").first()).toHaveText("12:00 PM");
    for (const gone of ["9:00 AM", "10:00 AM", "11:00 AM"]) {
      await expect(times.getByRole("button", { name: gone, exact: true })).toHaveCount(0);
    }

    await page.goto("/admin/availability");
    await period.getByRole("button", { name: /^Delete blocked period/ }).click();
    const dialog = page.getByRole("dialog", { name: MESSAGES.blockedTimes.deleteTitle });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Blocked period deleted.")).toBeVisible();
    await expect(period).toHaveCount(0);

    await openDayOnBookPage(page, "Personal Tax Prep", date);
    await expect(times.getByRole("button").first()).toHaveText("9:00 AM");
    expect(await freeSlots(request, date)).toHaveLength(8);
  } finally {
    // A failed run must not leave its block to hide slots from other tests.
    await db.blockedTime.deleteMany({ where: { reason } });
  }
});
