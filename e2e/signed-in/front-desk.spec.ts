import { readFile } from "node:fs/promises";
import { claimOpenDay } from "../booking-days";
import { createAppointment, freeSlots, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * Issue 32 (docs/permissions.md): the front desk works the appointments, the calendar, the inbox
 * and the clients, and is shown none of the owner's settings; a settings page's address leads
 * back to the admin home, and the server refuses its data whatever the page does.
 */
test("the front desk confirms an appointment, downloads the list, sees no owner's settings, and is led away from them", async ({ page, request, db, createUser, signIn }) => {
  const client = await createUser({ fullName: uniqueName("Rosa") });
  const [slot] = await freeSlots(request, claimOpenDay());
  await createAppointment(db, { userId: client.id, time: slot as string, status: "pending" });
  await signIn(await createUser({ role: "front_desk" }));

  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Office" });
  await expect(nav.getByRole("link", { name: "Clients" })).toBeVisible();
  for (const name of ["Business Profile", "Email", "Integrations", "Activity"]) await expect(nav.getByRole("link", { name })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: client.fullName });
  await row.getByRole("button", { name: "Confirm" }).click();
  await expect(row).toContainText("Confirmed");
  // The owner's counts are the owner's (decision 0229).
  await expect(page.getByRole("region", { name: "Appointments at a glance" })).toHaveCount(0);
  expect((await page.request.get("/api/reports/appointments")).status()).toBe(403);

  // The list as a spreadsheet, with the filters as filled in: this client's appointments.
  await page.getByRole("textbox", { name: "Client" }).fill(client.fullName);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), "utf8")).replace("\uFEFF", "").trim().split("\r\n");
  expect(csv).toEqual(["Date,Time,Client,Email,Phone,Service,Status,Requested on", expect.stringContaining(`,${client.fullName},${client.email},`)]);
  expect(csv[1]).toContain(",Confirmed,");

  await page.goto("/admin/business");
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.request.get("/api/audit-events")).status()).toBe(403);

  await page.goto("/admin/availability");
  await expect(page.getByRole("heading", { name: "Block a time period" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Opening hours" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Closures and special hours" })).toHaveCount(0);
});
