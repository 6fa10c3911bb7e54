import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  businessToday,
  dateKeyOf,
  formatDateKey,
  formatDateTime,
  formatFullDate,
  formatRange,
  formatTime,
  formatZoneName,
  sameInstant,
  wallClock,
  weekdayOf,
} from "./business-time";

const LA = "America/Los_Angeles";

/**
 * The browser runs in a zone far from the business's: every expectation below
 * must hold in Los Angeles terms, never Tokyo's. Node re-reads TZ when it is set.
 */
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Asia/Tokyo";
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("business time labels", () => {
  it("runs these tests in a browser zone unlike the business's", () => {
    expect(new Date("2026-03-02T17:00:00Z").getHours()).toBe(2);
  });

  it("shows a slot as 12-hour h:mm AM/PM in the business zone", () => {
    expect(formatTime("2026-03-02T17:00:00.000Z", LA)).toBe("9:00 AM");
    expect(formatTime("2026-03-02T20:30:00Z", LA)).toBe("12:30 PM");
    expect(formatTime("2026-03-03T00:00:00Z", LA)).toBe("4:00 PM");
    expect(formatTime("2026-03-02T08:05:00Z", LA)).toBe("12:05 AM");
  });

  it("keeps a plain ASCII space before AM/PM", () => {
    expect(formatTime("2026-03-02T17:00:00Z", LA)).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  });

  it("gives the right wall-clock time on both sides of the spring-forward day", () => {
    // 2026-03-08: Los Angeles moves from UTC-8 to UTC-7 at 2:00 AM.
    expect(formatTime("2026-03-07T17:00:00Z", LA)).toBe("9:00 AM");
    expect(formatTime("2026-03-08T16:00:00Z", LA)).toBe("9:00 AM");
    expect(formatTime("2026-03-08T17:00:00Z", LA)).toBe("10:00 AM");
    expect(formatFullDate("2026-03-08T16:00:00Z", LA)).toBe("Sunday, March 8, 2026");
  });

  it("gives the right wall-clock time on the fall-back day", () => {
    // 2026-11-01: back from UTC-7 to UTC-8 at 2:00 AM.
    expect(formatTime("2026-10-31T16:00:00Z", LA)).toBe("9:00 AM");
    expect(formatTime("2026-11-01T17:00:00Z", LA)).toBe("9:00 AM");
    expect(formatTime("2026-11-01T08:30:00Z", LA)).toBe("1:30 AM");
    expect(formatTime("2026-11-01T09:30:00Z", LA)).toBe("1:30 AM");
  });

  it("writes the full business-local date, which may differ from the browser's", () => {
    // 11:30 PM on March 2 in Los Angeles is already March 3 in Tokyo.
    expect(formatFullDate("2026-03-03T07:30:00Z", LA)).toBe("Monday, March 2, 2026");
    expect(new Date("2026-03-03T07:30:00Z").getDate()).toBe(3);
  });

  it("writes a compact date and time for lists", () => {
    expect(formatDateTime("2026-03-02T17:00:00Z", LA)).toBe("Mon, Mar 2, 2026, 9:00 AM");
  });

  it("writes a period on one day with the date once, and across days with both", () => {
    expect(formatRange("2026-03-09T16:00:00Z", "2026-03-09T20:00:00Z", LA)).toBe("Mon, Mar 9, 2026, 9:00 AM – 1:00 PM");
    // Ends 12:30 AM on March 10 in Los Angeles, a different business day.
    expect(formatRange("2026-03-09T16:00:00Z", "2026-03-10T07:30:00Z", LA)).toBe(
      "Mon, Mar 9, 2026, 9:00 AM – Tue, Mar 10, 2026, 12:30 AM",
    );
  });

  it("names the business zone for a note beside the times", () => {
    expect(formatZoneName(LA)).toBe("Pacific Time");
  });
});

describe("wall-clock times for the week calendar", () => {
  it("writes an instant as business-local YYYY-MM-DD HH:mm:ss, midnight as 00", () => {
    expect(wallClock("2026-03-02T08:00:00.000Z", LA)).toBe("2026-03-02 00:00:00");
    expect(wallClock("2026-03-08T10:30:15.000Z", LA)).toBe("2026-03-08 03:30:15");
    expect(wallClock(new Date("2026-11-01T08:30:00.000Z"), LA)).toBe("2026-11-01 01:30:00");
  });
});

describe("business calendar dates", () => {
  it("takes today's date from the business zone, not the browser's", () => {
    // 06:00 UTC on March 2 is March 1, 10 PM in Los Angeles and March 2, 3 PM in Tokyo.
    expect(businessToday(LA, new Date("2026-03-02T06:00:00Z"))).toBe("2026-03-01");
    expect(businessToday("Asia/Tokyo", new Date("2026-03-02T06:00:00Z"))).toBe("2026-03-02");
  });

  it("finds the business-local date of an instant across a DST change", () => {
    expect(dateKeyOf("2026-03-08T07:59:00Z", LA)).toBe("2026-03-07");
    expect(dateKeyOf("2026-03-08T08:00:00Z", LA)).toBe("2026-03-08");
    expect(dateKeyOf("2026-11-02T07:59:00Z", LA)).toBe("2026-11-01");
    expect(dateKeyOf("2026-11-02T08:00:00Z", LA)).toBe("2026-11-02");
  });

  it("writes a date key as words without shifting it a day", () => {
    expect(formatDateKey("2026-03-02")).toBe("Monday, March 2, 2026");
    expect(formatDateKey("2026-03-08")).toBe("Sunday, March 8, 2026");
  });

  it("knows the weekday of a date key (0 = Sunday)", () => {
    expect(weekdayOf("2026-03-01")).toBe(0);
    expect(weekdayOf("2026-03-02")).toBe(1);
    expect(weekdayOf("2026-03-07")).toBe(6);
  });

  it("adds calendar days across month, year and DST boundaries", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("refuses a string that is not a date key", () => {
    expect(() => formatDateKey("March 2")).toThrow(RangeError);
  });

  it("compares instants whatever offset they are written with", () => {
    expect(sameInstant("2026-03-02T17:00:00.000Z", "2026-03-02T09:00:00-08:00")).toBe(true);
    expect(sameInstant("2026-03-02T17:00:00Z", "2026-03-02T18:00:00Z")).toBe(false);
  });
});
