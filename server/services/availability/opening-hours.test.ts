import { describe, expect, it } from "vitest";
import { describeWeeklyHours } from "../../shared/hours-text";
import { DEFAULT_OPENING_HOURS, DEFAULT_WEEK, parseWeekdays, weekOf, type WeeklyHours } from "../../shared/opening-hours.schema";
import { minuteOfDay } from "../../shared/opening-hours";
import { lastBookableDate, rangesForDate, slotStartsForDate, type OpeningHours } from "./opening-hours";

const LA = "America/Los_Angeles";
const DEFAULT: OpeningHours = {
  weekly: DEFAULT_WEEK,
  exceptions: new Map(),
  horizonDays: DEFAULT_OPENING_HOURS.horizonDays,
  slotMinutes: DEFAULT_OPENING_HOURS.slotMinutes,
  noticeMinutes: DEFAULT_OPENING_HOURS.noticeMinutes,
};
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const everyDay = (opens = "09:00", closes = "17:00"): OpeningHours => ({ ...DEFAULT, weekly: weekOf(EVERY_DAY, { opens, closes }) });
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
    const sundayOpen = everyDay();
    const changeDay = iso(slotStartsForDate("2026-03-08", sundayOpen, LA));
    expect(changeDay).toHaveLength(8);
    expect(changeDay[0]).toBe("2026-03-08T16:00:00.000Z");
    expect(changeDay[7]).toBe("2026-03-08T23:00:00.000Z");
  });

  it("keeps 9:00 AM local on both sides of the fall-back change", () => {
    expect(iso(slotStartsForDate("2026-10-31", DEFAULT, LA))[0]).toBe("2026-10-31T16:00:00.000Z");
    expect(iso(slotStartsForDate("2026-11-02", DEFAULT, LA))[0]).toBe("2026-11-02T17:00:00.000Z");
    const sundayOpen = everyDay();
    const changeDay = iso(slotStartsForDate("2026-11-01", sundayOpen, LA));
    expect(changeDay).toHaveLength(8);
    expect(changeDay[0]).toBe("2026-11-01T17:00:00.000Z");
    expect(changeDay[7]).toBe("2026-11-02T00:00:00.000Z");
  });

  it("lays slots out in real time across the change itself: the missing hour has no slot, the repeated one two", () => {
    const night = everyDay("00:00", "05:00");
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
    const halfHours = { ...everyDay("08:30", "10:00"), slotMinutes: 30 };
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

describe("two ranges, closures and special hours", () => {
  const lunchBreak: OpeningHours = {
    ...DEFAULT,
    weekly: { ...DEFAULT_WEEK, monday: [{ opens: "09:00", closes: "12:00" }, { opens: "13:00", closes: "17:00" }] },
  };

  it("lays out slots in each range of a day and none in the break", () => {
    // 2026-03-02 is a Monday: 9, 10, 11, then 1, 2, 3 and 4 PM (UTC-8).
    expect(iso(slotStartsForDate("2026-03-02", lunchBreak, LA)).map((slot) => slot.slice(11, 16))).toEqual([
      "17:00",
      "18:00",
      "19:00",
      "21:00",
      "22:00",
      "23:00",
      "00:00",
    ]);
  });

  it("lets a dated exception close a working day or open special hours on any day", () => {
    const hours: OpeningHours = {
      ...DEFAULT,
      exceptions: new Map([
        ["2026-11-26", { hours: [], note: "Thanksgiving Day" }],
        ["2026-04-12", { hours: [{ opens: "10:00", closes: "12:00" }], note: "Tax-season Sunday" }],
        ["2026-04-13", { hours: [{ opens: "09:00", closes: "20:00" }], note: "Evening hours" }],
      ]),
    };
    expect(slotStartsForDate("2026-11-26", hours, LA)).toEqual([]);
    expect(slotStartsForDate("2026-11-27", hours, LA)).toHaveLength(8);
    expect(iso(slotStartsForDate("2026-04-12", hours, LA))).toEqual(["2026-04-12T17:00:00.000Z", "2026-04-12T18:00:00.000Z"]);
    expect(slotStartsForDate("2026-04-13", hours, LA)).toHaveLength(11);
    expect(rangesForDate("2026-04-12", hours)).toEqual([{ opens: "10:00", closes: "12:00" }]);
  });

  it("ends the booking horizon the given number of calendar days after today, across month and year ends", () => {
    expect(lastBookableDate("2026-11-23", DEFAULT)).toBe("2027-02-21");
    expect(lastBookableDate("2026-03-07", { ...DEFAULT, horizonDays: 1 })).toBe("2026-03-08");
  });
});

describe("describeWeeklyHours", () => {
  const week = (days: number[], opens = "09:00", closes = "17:00") => weekOf(days, { opens, closes });
  it.each([
    [week([1, 2, 3, 4, 5, 6]), "Monday to Saturday, 9:00 AM to 5:00 PM"],
    [week([1, 2, 3, 4, 5], "08:00", "18:30"), "Monday to Friday, 8:00 AM to 6:30 PM"],
    [week([1, 3, 5], "09:00", "12:00"), "Monday, Wednesday and Friday, 9:00 AM to 12:00 PM"],
    [week([2, 3], "00:00", "13:00"), "Tuesday and Wednesday, 12:00 AM to 1:00 PM"],
    [week([0, 6], "10:00", "14:00"), "Saturday and Sunday, 10:00 AM to 2:00 PM"],
    [week([]), "Closed for now"],
    [
      { ...week([1, 2, 3, 4, 5]), saturday: [{ opens: "10:00", closes: "14:00" }] },
      "Monday to Friday, 9:00 AM to 5:00 PM; Saturday, 10:00 AM to 2:00 PM",
    ],
    [
      {
        ...week([2, 3, 4, 5]),
        monday: [
          { opens: "09:00", closes: "12:00" },
          { opens: "13:00", closes: "17:00" },
        ],
      } satisfies WeeklyHours,
      "Monday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM; Tuesday to Friday, 9:00 AM to 5:00 PM",
    ],
  ])("describes %j as %s", (weekly, text) => {
    expect(describeWeeklyHours(weekly)).toBe(text);
  });

  it.each([
    [week([1, 2, 3, 4, 5, 6]), "De lunes a sábado, de 9:00 a.m. a 5:00 p.m."],
    [week([1, 3, 5], "09:00", "12:00"), "Lunes, miércoles y viernes, de 9:00 a.m. a 12:00 p.m."],
    [week([0, 6], "10:00", "14:00"), "Sábado y domingo, de 10:00 a.m. a 2:00 p.m."],
    [week([]), "Cerrado por el momento"],
    [
      {
        ...week([2, 3, 4, 5]),
        monday: [
          { opens: "09:00", closes: "12:00" },
          { opens: "13:00", closes: "17:00" },
        ],
      } satisfies WeeklyHours,
      "Lunes, de 9:00 a.m. a 12:00 p.m. y de 1:00 p.m. a 5:00 p.m.; de martes a viernes, de 9:00 a.m. a 5:00 p.m.",
    ],
  ])("describes %j in Spanish as %s", (weekly, text) => {
    expect(describeWeeklyHours(weekly, "es")).toBe(text);
  });
});
