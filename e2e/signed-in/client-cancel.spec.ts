import { formatDateKey } from "../../client/lib/business-time";
import { claimOpenDay } from "../booking-days";
import { createAppointment, freeSlots, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

test("a client cancels their own appointment with a reason; the office reads it in an email", async ({
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
