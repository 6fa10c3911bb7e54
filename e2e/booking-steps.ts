import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { formatDateKey, type DateKey } from "../client/lib/business-time";
import { BUSINESS } from "../server/shared/business";
import type { AppointmentStatus, ServiceName } from "../server/shared/services";
import type { Db } from "../server/db";
import { expect } from "./fixtures";

/** The e2e server runs with the default business zone (no BUSINESS_TIMEZONE in playwright.config.ts). */
export const TIME_ZONE = BUSINESS.timeZone;

/** A name no other test uses, so a row or card can be found in shared lists. */
export function uniqueName(first: string): string {
  return `${first} E2e${Math.random().toString(36).slice(2, 8)}`;
}

/** Moves a BusinessCalendar forward to `date`'s month and picks the day. */
export async function chooseDate(scope: Page | Locator, date: DateKey): Promise<void> {
  const day = scope.getByRole("button", { name: formatDateKey(date), exact: true });
  // The calendar shows once the days with openings are known; only then is its month the starting one.
  await expect(scope.getByRole("button", { name: "Next month" })).toBeVisible();
  for (let months = 0; months < 24 && !(await day.isVisible()); months += 1) {
    await scope.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
}

/** Service, then date, on /book; returns the day's slot grid. */
export async function openDayOnBookPage(page: Page, service: ServiceName, date: DateKey): Promise<Locator> {
  await page.goto("/book");
  await page.getByRole("radio", { name: service }).click();
  await chooseDate(page, date);
  return page.getByRole("group", { name: "Available times" });
}

/** The free slots of a date as the public API lists them (UTC ISO instants). */
export async function freeSlots(request: APIRequestContext, date: DateKey): Promise<string[]> {
  const response = await request.get(`/api/availability?date=${date}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as string[];
}

/** Arranges an appointment straight in the database (the booking screen has its own spec). */
export async function createAppointment(
  db: Db,
  { userId, time, service = "Business Tax Services", status = "pending" }: {
    userId: number;
    time: string;
    service?: ServiceName;
    status?: AppointmentStatus;
  },
): Promise<void> {
  await db.appointment.create({ data: { userId, service, appointmentTime: new Date(time), status } });
}

/** /admin switched to its calendar (a week, or a day on a phone), moved with "Go to date" to `date`. */
export async function openAdminCalendarAt(page: Page, date: DateKey): Promise<void> {
  await page.goto("/admin");
  await page.getByText("Calendar", { exact: true }).click();
  await page.getByRole("button", { name: "Go to date" }).click();
  const picker = page.getByRole("dialog", { name: "Go to date" });
  const day = picker.getByRole("button", { name: formatDateKey(date), exact: true });
  for (let months = 0; months < 24 && !(await day.isVisible()); months += 1) {
    await picker.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
  await expect(picker).toBeHidden();
}
