import { addDays, formatDateKey, formatTime } from "../../client/lib/business-time";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay, runToday } from "../booking-days";
import { expect, test } from "../fixtures";
import { TIME_ZONE, createAppointment, freeSlots, openDayOnBookPage, uniqueName } from "../booking-steps";

const SLOT_LABEL = /^\d{1,2}:\d{2} (AM|PM)$/;

test("a client books a time and sees it pending on the dashboard", async ({ page, createUser, signIn }) => {
  const client = await createUser({ fullName: uniqueName("Dana") });
  await signIn(client);
  const date = claimOpenDay();

  await page.goto("/book");
  await expect(page.getByText(MESSAGES.booking.selectServiceFirst)).toBeVisible();
  const times = await openDayOnBookPage(page, "Personal Tax Prep", date);
  const first = times.getByRole("button").first();
  const label = (await first.textContent()) ?? "";
  expect(label).toMatch(SLOT_LABEL);

  // No time chosen yet: the spec's message, and nothing is sent.
  await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
  await expect(page.getByText(MESSAGES.booking.selectionRequired)).toBeVisible();

  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(MESSAGES.booking.selectionRequired)).toBeHidden();
  await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();

  const dialog = page.getByRole("dialog", { name: MESSAGES.booking.submittedTitle });
  await expect(dialog).toContainText(MESSAGES.booking.submitted);
  await dialog.getByRole("button", { name: "Go to my appointments" }).click();

  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${client.fullName}!` })).toBeVisible();
  const appointment = page.getByRole("listitem").filter({ hasText: formatDateKey(date) });
  await expect(appointment).toContainText("Personal Tax Prep");
  await expect(appointment).toContainText(label);
  await expect(appointment).toContainText("Pending");
  await expect(appointment).toContainText(MESSAGES.dashboard.awaitingConfirmation);
});

test("a slot taken meanwhile gives the server's message and a refreshed grid", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const client = await createUser();
  const rival = await createUser();
  await signIn(client);
  const date = claimOpenDay();

  const times = await openDayOnBookPage(page, "IRS Representation", date);
  const [slot] = await freeSlots(request, date);
  if (!slot) throw new Error(`no free slot on ${date}`);
  const label = formatTime(slot, TIME_ZONE);
  await times.getByRole("button", { name: label, exact: true }).click();

  await createAppointment(db, { userId: rival.id, time: slot });
  await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();

  const dialog = page.getByRole("dialog", { name: MESSAGES.booking.submitErrorTitle });
  await expect(dialog).toContainText(API_MESSAGES.booking.slotUnavailable);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page).toHaveURL("/book");
  await expect(times.getByRole("button", { name: label, exact: true })).toHaveCount(0);
  await expect(times.getByRole("button").first()).toBeVisible();
});

test("signed out, /book shows the slots and asks to log in, coming back to /book", async ({ page }) => {
  // On the first visit the first day with openings is chosen and its slots fetched, before any choice is made.
  const today = runToday();
  const days = (await (await page.request.get(`/api/availability/days?from=${today}&to=${addDays(today, 14)}`)).json()) as {
    date: string;
    free_slots: number;
  }[];
  const firstOpen = days.find((day) => day.free_slots > 0)?.date ?? "";
  const todaysSlots = page.waitForRequest(
    (request) =>
      request.url().includes("/trpc/availability.forDate") && decodeURIComponent(request.url()).includes(firstOpen),
  );
  const times = await openDayOnBookPage(page, "Business Tax Services", claimOpenDay());
  await todaysSlots;
  await expect(times.getByRole("button").first()).toHaveText(SLOT_LABEL);
  await expect(page.getByText(MESSAGES.booking.loginRequired)).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login?next=/book");
  await expect(page.getByRole("button", { name: MESSAGES.booking.submitRequest })).toHaveCount(0);
});

test("a choice made signed out survives signing in: back on /book, the same service, day and time wait to be confirmed", async ({
  page,
  createUser,
}) => {
  const client = await createUser({ fullName: uniqueName("Lee") });
  const date = claimOpenDay();
  const times = await openDayOnBookPage(page, "IRS Representation", date);
  const time = times.getByRole("button").nth(1);
  const label = (await time.textContent()) ?? "";
  await time.click();

  await page.getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL("/login?next=/book");
  await page.getByLabel("Email address").fill(client.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(client.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL("/book");
  await expect(page.getByRole("radio", { name: "IRS Representation" })).toBeChecked();
  await expect(page.getByRole("button", { name: formatDateKey(date), exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("group", { name: "Available times" }).getByRole("button", { name: label })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const confirm = page.getByRole("region", { name: "Confirm your request" });
  await expect(confirm).toContainText(formatDateKey(date));
  await expect(confirm).toContainText(label);
  await confirm.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
  await expect(page.getByRole("dialog", { name: MESSAGES.booking.submittedTitle })).toBeVisible();
});
