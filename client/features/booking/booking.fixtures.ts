/**
 * Story data for the booking screens: Monday, March 2, 2026 in Los Angeles
 * (UTC-8), the business's default zone.
 */
export const STORY_TIME_ZONE = "America/Los_Angeles";
export const STORY_TODAY = "2026-03-02";

/** 9:00 AM to 4:00 PM that day, with 1:00 PM already taken. */
export const STORY_SLOTS = [
  "2026-03-02T17:00:00.000Z",
  "2026-03-02T18:00:00.000Z",
  "2026-03-02T19:00:00.000Z",
  "2026-03-02T20:00:00.000Z",
  "2026-03-02T22:00:00.000Z",
  "2026-03-02T23:00:00.000Z",
  "2026-03-03T00:00:00.000Z",
];
