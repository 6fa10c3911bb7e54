import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addDays, businessToday, weekdayOf, type DateKey } from "../client/lib/business-time";
import { BUSINESS } from "../server/shared/business";
import { DEFAULT_OPENING_HOURS, parseWeekdays } from "../server/shared/opening-hours";

/**
 * Specs run in parallel against one database and share its free slots, so every test that
 * books, blocks or arranges appointments takes a business day of its own from this allocator.
 * A claim is a file named after the day, created with the exclusive flag in the run's data
 * folder: two workers can never take the same day, and nobody keeps a list of offsets by hand.
 * A retried test takes a new day, so it never meets its first try's appointments.
 */

/** Days before this many days ahead are left alone: the booking notice and "today" stay out of every test. */
const FIRST_DAY_AHEAD = 7;

const OPEN_WEEKDAYS = new Set(parseWeekdays(DEFAULT_OPENING_HOURS.days) ?? []);

/**
 * Business-local "today", read once per run: playwright.config.ts sets E2E_TODAY in the runner
 * and every worker inherits it, so a run that crosses midnight keeps one calendar.
 */
export function runToday(): DateKey {
  return (process.env.E2E_TODAY as DateKey | undefined) ?? businessToday(BUSINESS.timeZone);
}

/**
 * The first Monday-to-Friday date at least `days` after the run's today, for the site-settings
 * specs: that project's server (and database) is its own, so the day allocator does not apply there;
 * each spec picks days of its own well past the days the opening-hours spec changes.
 */
export function weekdayAhead(days: number): DateKey {
  let date = addDays(runToday(), days);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
}

function claimsFolder(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set in playwright.config.ts");
  const folder = join(dataDir, "claimed-days");
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Takes the first open business day (default hours) that no other test of this run has taken. */
export function claimOpenDay(): DateKey {
  const folder = claimsFolder();
  const today = runToday();
  // The last bookable day is the horizon's; a claim stays one short of it.
  for (let offset = FIRST_DAY_AHEAD; offset < DEFAULT_OPENING_HOURS.horizonDays; offset += 1) {
    const date = addDays(today, offset);
    if (!OPEN_WEEKDAYS.has(weekdayOf(date))) continue;
    try {
      writeFileSync(join(folder, date), "", { flag: "wx" });
      return date;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error("every open day before the booking horizon is taken: too many tests book in one run");
}
