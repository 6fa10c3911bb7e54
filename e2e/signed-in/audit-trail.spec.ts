import { formatDateTime } from "../../client/lib/business-time";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { TIME_ZONE, createAppointment, freeSlots, openAdminCalendarAt, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

test("an admin confirms an appointment, then finds it on the activity page and in the appointment's history", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const client = await createUser({ fullName: uniqueName("Carla") });
  const admin = await createUser({ role: "admin", fullName: uniqueName("Maria") });
  const date = claimOpenDay();
  const [slot] = await freeSlots(request, date);
  if (!slot) throw new Error(`no free slot on ${date}`);
  await createAppointment(db, { userId: client.id, time: slot, service: "Personal Tax Prep" });
  const sentence = `${admin.fullName} confirmed the appointment of ${client.fullName} on ${formatDateTime(slot, TIME_ZONE)}.`;

  await signIn(admin);
  await openAdminCalendarAt(page, date);
  await page.getByRole("button", { name: `Pending: ${client.fullName}, Personal Tax Prep` }).getByText(`Pending: ${client.fullName}`).click();
  await page.getByRole("dialog", { name: client.fullName }).getByRole("button", { name: MESSAGES.admin.confirmAction }).click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.admin.confirmed })).toBeVisible();

  // The activity page, from the admin area's navigation, filtered to this admin and to appointments.
  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter the activity" });
  await filters.getByRole("combobox", { name: "Kind" }).click();
  await page.getByRole("option", { name: "Appointments" }).click();
  await filters.getByRole("textbox", { name: "Who" }).fill(admin.fullName);
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("1 event", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: sentence });
  await expect(row).toBeVisible();
  await expect(row).toContainText("127.0.0.1");

  // The appointment's own history, in its details dialog.
  await openAdminCalendarAt(page, date);
  await page.getByRole("button", { name: `Confirmed: ${client.fullName}, Personal Tax Prep` }).getByText(`Confirmed: ${client.fullName}`).click();
  const history = page.getByRole("dialog", { name: client.fullName }).getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText(sentence);
});
