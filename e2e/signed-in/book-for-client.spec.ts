import { formatDateKey } from "../../client/lib/business-time";
import { claimOpenDay } from "../booking-days";
import { chooseDate, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

test("an admin books for a new client who phoned in; the client gets the confirmation and a link to choose a password", async ({
  page,
  db,
  createUser,
  signIn,
}) => {
  const name = uniqueName("Tomas");
  const email = `phoned-in-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const date = claimOpenDay();
  await signIn(await createUser({ role: "admin" }));
  try {
    await page.goto("/admin");
    // The header's button; when no appointment is listed the empty state offers a second one.
    await page.getByRole("button", { name: "Book for a client" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book for a client" });
    await dialog.getByText("New client", { exact: true }).click();
    await dialog.getByLabel("Full name").fill(name);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("combobox", { name: "Service" }).click();
    await page.getByRole("option", { name: "Business Tax Services" }).click();
    await chooseDate(dialog, date);
    await dialog.getByRole("group", { name: "Available times for the client" }).getByRole("button").first().click();
    await dialog.getByRole("button", { name: "Book and confirm" }).click();

    // Either the page's confirmation or the dialog's refusal: a refusal fails here with its own words
    // (it shows for four seconds only, so a later look would find nothing to say why).
    const booked = page.getByRole("status").filter({ hasText: "Appointment booked and confirmed." });
    await expect(booked.or(dialog.getByRole("alert"))).toBeVisible();
    expect(await dialog.getByRole("alert").allTextContents(), "the office's booking was refused").toEqual([]);
    await expect(booked).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Confirmed");
    const confirmation = await waitForEmail(email, /^Confirmed: Business Tax Services, /);
    expect(confirmation.text).toContain(formatDateKey(date));
    const welcome = await waitForEmail(email, /^Set your .+ password$/);
    expect(welcome.text).toMatch(/reset-password\?token=/);
  } finally {
    const user = await db.user.findUnique({ where: { email } });
    // The account the office opened: its appointments first (they keep their client); the rest cascades.
    if (user) {
      await db.appointment.deleteMany({ where: { userId: user.id } });
      await db.user.delete({ where: { id: user.id } });
    }
  }
});
