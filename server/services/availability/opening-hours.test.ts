import { describe, expect, it } from "vitest";
import { DEFAULT_OPENING_HOURS, describeOpeningHours, minuteOfDay, parseWeekdays, slotStartsForDate, type OpeningHours } from "./opening-hours";

const LA = "America/Los_Angeles";
const DEFAULT: OpeningHours = {
  days: parseWeekdays(DEFAULT_OPENING_HOURS.days) as number[],
  opensAtMinute: minuteOfDay(DEFAULT_OPENING_HOURS.opensAt) as number,
  closesAtMinute: minuteOfDay(DEFAULT_OPENING_HOURS.closesAt) as number,
  slotMinutes: DEFAULT_OPENING_HOURS.slotMinutes,
  noticeMinutes: DEFAULT_OPENING_HOURS.noticeMinutes,
};
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe("opening-hours slots", () => {
  it("opens Monday to Saturday, 9:00 AM to 5:00 PM, in hour slots whose last starts at 4:00 PM", () => {
    // 2026-03-02 is a Monday; Los Angeles is UTC-8 in winter.
    const slots = iso(slotStartsForDate("2026-03-02", DEFAULT, LA));
    expect(slots).toHaveLength(8);
    expect(slots[0]).toBe("2026-03-02T17:00:00.000Z");
    expect(slots[7]).toBe("2026-03-03T00:00:00.000Z");
    expect(slotStartsForDate("2026-03-07", DEFAULT, LA)).toHaveLength(8);
  });

  it("is closed on Sunday, which includes both daylight-saving change days of 2026", () => {
    expect(slotStartsForDate("2026-03-01", DEFAULT, LA)).toEqual([]);
    expect(slotStartsForDate("2026-03-08", DEFAULT, LA)).toEqual([]);
    expect(slotStartsForDate("2026-11-01", DEFAULT, LA)).toEqual([]);
  });

  it("keeps 9:00 AM local on both sides of the spring-forward change", () => {
    expect(iso(slotStartsForDate("2026-03-07", DEFAULT, LA))[0]).toBe("2026-03-07T17:00:00.000Z");
    expect(iso(slotStartsForDate("2026-03-09", DEFAULT, LA))[0]).toBe("2026-03-09T16:00:00.000Z");
    const sundayOpen = { ...DEFAULT, days: EVERY_DAY };
    const changeDay = iso(slotStartsForDate("2026-03-08", sundayOpen, LA));
    expect(changeDay).toHaveLength(8);
    expect(changeDay[0]).toBe("2026-03-08T16:00:00.000Z");
    expect(changeDay[7]).toBe("2026-03-08T23:00:00.000Z");
  });

  it("keeps 9:00 AM local on both sides of the fall-back change", () => {
    expect(iso(slotStartsForDate("2026-10-31", DEFAULT, LA))[0]).toBe("2026-10-31T16:00:00.000Z");
    expect(iso(slotStartsForDate("2026-11-02", DEFAULT, LA))[0]).toBe("2026-11-02T17:00:00.000Z");
    const sundayOpen = { ...DEFAULT, days: EVERY_DAY };
    const changeDay = iso(slotStartsForDate("2026-11-01", sundayOpen, LA));
    expect(changeDay).toHaveLength(8);
    expect(changeDay[0]).toBe("2026-11-01T17:00:00.000Z");
    expect(changeDay[7]).toBe("2026-11-02T00:00:00.000Z");
  });

  it("lays slots out in real time across the change itself: the missing hour has no slot, the repeated one two", () => {
    const night = { ...DEFAULT, days: EVERY_DAY, opensAtMinute: 0, closesAtMinute: 5 * 60 };
    // 00:00 PST, 01:00 PST, then 03:00 and 04:00 PDT: 2:00 AM does not exist that night.
    expect(iso(slotStartsForDate("2026-03-08", night, LA))).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-03-08T09:00:00.000Z",
      "2026-03-08T10:00:00.000Z",
      "2026-03-08T11:00:00.000Z",
    ]);
    // 00:00 and 01:00 PDT, then 01:00 again and 02:00-04:00 PST: six real hours.
    expect(iso(slotStartsForDate("2026-11-01", night, LA))).toEqual([
      "2026-11-01T07:00:00.000Z",
      "2026-11-01T08:00:00.000Z",
      "2026-11-01T09:00:00.000Z",
      "2026-11-01T10:00:00.000Z",
      "2026-11-01T11:00:00.000Z",
      "2026-11-01T12:00:00.000Z",
    ]);
  });

  it("follows a configured slot length and hours", () => {
    const halfHours = { ...DEFAULT, opensAtMinute: 8 * 60 + 30, closesAtMinute: 10 * 60, slotMinutes: 30 };
    expect(iso(slotStartsForDate("2026-03-02", halfHours, LA))).toEqual([
      "2026-03-02T16:30:00.000Z",
      "2026-03-02T17:00:00.000Z",
      "2026-03-02T17:30:00.000Z",
    ]);
  });
});

describe("opening-hours settings", () => {
  it("reads weekday lists and 24-hour times", () => {
    expect(parseWeekdays("Mon, tue,SAT")).toEqual([1, 2, 6]);
    expect(parseWeekdays("mon,funday")).toBeNull();
    expect(parseWeekdays("")).toBeNull();
    expect(minuteOfDay("09:30")).toBe(570);
    expect(minuteOfDay("9:30")).toBeNull();
    expect(minuteOfDay("24:00")).toBeNull();
  });
});

describe("describeOpeningHours", () => {
  const hours = (days: number[], opensAtMinute = 540, closesAtMinute = 1020) => ({
    days,
    opensAtMinute,
    closesAtMinute,
    slotMinutes: 60,
    noticeMinutes: 60,
  });
  it.each([
    [[1, 2, 3, 4, 5, 6], 540, 1020, "Monday to Saturday, 9:00 AM to 5:00 PM"],
    [[1, 2, 3, 4, 5], 480, 1110, "Monday to Friday, 8:00 AM to 6:30 PM"],
    [[1, 3, 5], 540, 720, "Monday, Wednesday and Friday, 9:00 AM to 12:00 PM"],
    [[2, 3], 0, 780, "Tuesday and Wednesday, 12:00 AM to 1:00 PM"],
    [[6], 600, 840, "Saturday, 10:00 AM to 2:00 PM"],
  ])("describes %j from %i to %i as %s", (days, opens, closes, text) => {
    expect(describeOpeningHours(hours(days, opens, closes))).toBe(text);
  });
});
