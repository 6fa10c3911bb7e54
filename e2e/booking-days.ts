import { DEFAULT_OPENING_HOURS } from "../server/shared/opening-hours";

/**
 * Specs run in parallel against one database and share its free slots, so every test that
 * books, blocks or arranges appointments works on a business day of its own, listed here
 * (days ahead of business-local today). All are even: `openDayAhead` moves a Sunday to the
 * Monday after, which can then never be another test's day.
 */
export const DAYS_AHEAD = {
  bookAndSeePending: 20,
  slotTakenMeanwhile: 22,
  adminConfirmRescheduleCancel: 24,
  adminOnPhone: 26,
  blockedPeriodHidesSlots: 28,
  signedOutBook: 34,
  tokyoBook: 36,
  tokyoDashboardAndAdmin: 38,
  tokyoBlockedPeriod: 68,
  a11yDashboardPhone: 40,
  a11yDashboardDesktop: 42,
  a11yAdminPhone: 44,
  a11yAdminDesktop: 46,
  a11yBookedPhone: 48,
  a11yBookedDesktop: 50,
  a11yBookingRefusedPhone: 52,
  a11yBookingRefusedDesktop: 54,
  a11yRescheduleCancelPhone: 56,
  a11yRescheduleCancelDesktop: 58,
  a11yBlockedPeriodsPhone: 60,
  a11yBlockedPeriodsDesktop: 62,
  newClientJourney: 64,
  keyboardBooking: 66,
  bookThroughSignIn: 70,
  clientCancels: 72,
  adminNote: 74,
  bookForClient: 76,
  adminCalendar: 78,
  adminCalendarPhone: 80,
  auditTrail: 32,
  a11yCalendarPhone: 82,
  a11yCalendarDesktop: 84,
  a11ySpanishPhone: 86,
  a11ySpanishDesktop: 88,
  spanishJourney: 30,
} as const;

const days = Object.values(DAYS_AHEAD);
if (new Set(days).size !== days.length || days.some((offset) => offset % 2 !== 0)) {
  throw new Error("DAYS_AHEAD must hold distinct even numbers: two tests would share a day");
}
// openDayAhead may move a day by one, and nothing past the booking horizon can be booked.
if (days.some((offset) => offset + 1 > DEFAULT_OPENING_HOURS.horizonDays)) {
  throw new Error("DAYS_AHEAD must stay within the default booking horizon");
}
