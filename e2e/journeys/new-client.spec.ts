import { formatDateKey } from "../../client/lib/business-time";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { chooseDate } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * A new client's first visit, through the screens only: register, sign in, book, see the
 * request waiting for the admin, sign out, and find the private pages closed again.
 */
test("a new client registers, signs in, books, sees it awaiting confirmation and signs out", async ({ page, db }) => {
  const email = `journey-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const date = claimOpenDay();
  try {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Register" }).click();
    await page.getByLabel("Full Name").fill("Jordan Newcomer");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("journey-secret");
    await page.getByLabel("Confirm Password").fill("journey-secret");
    await page.getByRole("button", { name: "Register" }).click();

    await expect(page).toHaveURL("/login");
    await expect(page.getByText(API_MESSAGES.auth.registered)).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("journey-secret");
    await page.getByRole("button", { name: "Login" }).click();

    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Jordan Newcomer!" })).toBeVisible();
    await expect(page.getByText(MESSAGES.dashboard.empty)).toBeVisible();

    await page.getByRole("main").getByRole("link", { name: "Book Appointment" }).click();
    await expect(page).toHaveURL("/book");
    await page.getByRole("radio", { name: "Business Tax Services" }).click();
    await chooseDate(page, date);
    const time = page.getByRole("group", { name: "Available times" }).getByRole("button").first();
    const label = (await time.textContent()) ?? "";
    await time.click();
    await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
    const dialog = page.getByRole("dialog", { name: MESSAGES.booking.submittedTitle });
    await expect(dialog).toContainText(MESSAGES.booking.submitted);
    await dialog.getByRole("button", { name: "Go to my appointments" }).click();

    await expect(page).toHaveURL("/dashboard");
    const appointment = page.getByRole("listitem").filter({ hasText: formatDateKey(date) });
    await expect(appointment).toContainText("Business Tax Services");
    await expect(appointment).toContainText(label);
    await expect(appointment).toContainText("Pending");
    await expect(appointment).toContainText(MESSAGES.dashboard.awaitingConfirmation);

    await page.getByRole("button", { name: "Hi, Jordan!" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
    for (const path of ["/dashboard", "/settings", "/admin", "/admin/availability"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/login");
    }
  } finally {
    // Registered through the screens, so not one of the fixture's users: removed here.
    const user = await db.user.findFirst({ where: { email } });
    if (user) {
      await db.appointment.deleteMany({ where: { userId: user.id } });
      await db.user.delete({ where: { id: user.id } });
    }
  }
});
