import { formatDateKey } from "../../client/lib/business-time";
import { claimOpenDay } from "../booking-days";
import { createAppointment, freeSlots, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

test("an admin keeps a private note on an appointment; the client never sees it", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const client = await createUser({ fullName: uniqueName("Ines") });
  const admin = await createUser({ role: "admin" });
  const date = claimOpenDay();
  const [slot] = await freeSlots(request, date);
  await createAppointment(db, { userId: client.id, time: slot as string, status: "confirmed" });
  const note = "Bring the 1099-NEC; prefers texts.";

  await signIn(admin);
  await page.goto("/admin");
  const row = page.getByRole("row").filter({ hasText: client.fullName });
  await row.getByRole("button", { name: "Add note" }).click();
  const dialog = page.getByRole("dialog", { name: "Private note" });
  await dialog.getByLabel("Note").fill(note);
  await dialog.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note saved." })).toBeVisible();
  await expect(row).toContainText(`Note: ${note}`);
  await expect(row.getByRole("button", { name: "Edit note" })).toBeVisible();

  await signIn(client);
  await page.goto("/dashboard");
  await expect(page.getByRole("listitem").filter({ hasText: formatDateKey(date) })).toContainText("Confirmed");
  await expect(page.getByText(note)).toHaveCount(0);
});
