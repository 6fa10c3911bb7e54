import { formatDateKey, formatTime } from "../../client/lib/business-time";
import { claimOpenDay } from "../booking-days";
import { TIME_ZONE, createAppointment, freeSlots, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

test("a client moves their own appointment to another time, then cancels it with a reason; the office reads both in emails", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const admin = await createUser({ role: "admin" });
  const client = await createUser({ fullName: uniqueName("Noor") });
  const date = claimOpenDay();
  const [slot] = await freeSlots(request, date);
  await createAppointment(db, { userId: client.id, time: slot as string, service: "Personal Tax Prep", status: "confirmed" });
  await signIn(client);

  await page.goto("/dashboard");
  const card = page.getByRole("listitem").filter({ hasText: formatDateKey(date) });
  await expect(card.getByRole("link", { name: /to your calendar \(\.ics file\)$/ })).toHaveAttribute("href", /invitation\.ics\?sig=/);

  // Issue 32: the dialog opens on the appointment's own day; its current time is not offered.
  await card.getByRole("button", { name: /^Reschedule Personal Tax Prep on / }).click();
  const move = page.getByRole("dialog", { name: "Choose a new time" });
  const times = move.getByRole("group", { name: "Available new times" });
  await expect(times.getByRole("button", { name: formatTime(slot as string, TIME_ZONE), exact: true })).toHaveCount(0);
  const newTime = times.getByRole("button").last();
  const newLabel = (await newTime.textContent()) ?? "";
  await newTime.click();
  await move.getByRole("button", { name: "Move appointment" }).click();
  await expect(move).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("Your appointment has a new time. We have emailed it to you and let the office know.");
  await expect(card).toContainText(newLabel);
  await expect(card).toContainText("Confirmed");
  expect(await freeSlots(request, date)).toContain(slot);
  await waitForEmail(admin.email, new RegExp(`^Moved by the client: ${client.fullName}, now `));
  await card.getByRole("button", { name: /^Cancel Personal Tax Prep on / }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this appointment?" });
  await dialog.getByLabel(/^Reason/).fill("My W-2 has not arrived yet.");
  await dialog.getByRole("button", { name: "Cancel appointment" }).click();

  await expect(page.getByRole("status")).toHaveText("Your appointment is cancelled. We have let the office know.");
  await expect(card).toContainText("Cancelled");
  await expect(card.getByRole("button", { name: /^Cancel / })).toHaveCount(0);
  expect(await freeSlots(request, date)).toContain(slot);

  const mail = await waitForEmail(admin.email, new RegExp(`^Cancelled by the client: ${client.fullName}, `));
  expect(mail.text).toContain("My W-2 has not arrived yet.");
  expect(mail.text).toContain("Personal Tax Prep");
});
