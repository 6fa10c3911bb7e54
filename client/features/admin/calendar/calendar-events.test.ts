import { describe, expect, it } from "vitest";
import type { Schedule } from "#server/shared/schedule.schema.ts";
import { STORY_SCHEDULE } from "../common/admin.fixtures";
import { businessHoursOf, calendarEvents, visibleHours, weekStart } from "./calendar-events";

describe("the week calendar's events", () => {
  it("starts the office's week on Monday", () => {
    expect(weekStart("2026-03-02")).toBe("2026-03-02");
    expect(weekStart("2026-03-08")).toBe("2026-03-02");
    expect(weekStart("2026-03-04")).toBe("2026-03-02");
    expect(weekStart("2026-01-01")).toBe("2025-12-29");
  });

  it("draws appointments at business-local times in their status's colour, named status first", () => {
    const events = calendarEvents(STORY_SCHEDULE);
    const pending = events.find((event) => event.id === "appointment-11");
    expect(pending).toMatchObject({
      title: "Pending: Maria Gonzalez, Personal Tax Prep",
      start: "2026-03-04 09:00:00",
      end: "2026-03-04 10:00:00",
      color: "yellow.5",
    });
    expect(events.find((event) => event.id === "appointment-13")).toMatchObject({ color: "red.9", title: "Cancelled: Aisha Patel, IRS Representation" });
    expect(events.find((event) => event.id === "appointment-12")?.payload?.appointment.client_name).toBe("Robert Chen");
  });

  it("shades blocked periods and closed days behind the appointments", () => {
    const background = calendarEvents(STORY_SCHEDULE).filter((event) => event.display === "background");
    expect(background).toEqual([
      expect.objectContaining({ title: "Closed: Staff training", start: "2026-03-07 00:00:00", end: "2026-03-08 00:00:00" }),
      expect.objectContaining({ title: "Blocked: Dentist", start: "2026-03-03 12:00:00", end: "2026-03-03 17:00:00" }),
    ]);
  });

  it("names a preparer's time off, with its reason when it has one", () => {
    const ben = { id: 9, name: "Ben Ortiz" };
    const schedule = {
      ...STORY_SCHEDULE,
      blocked_times: [
        { id: 5, start_time: "2026-03-04T17:00:00.000Z", end_time: "2026-03-04T20:00:00.000Z", reason: "Dentist", preparer: ben },
        { id: 6, start_time: "2026-03-05T17:00:00.000Z", end_time: "2026-03-05T20:00:00.000Z", reason: null, preparer: ben },
      ],
    };
    expect(calendarEvents(schedule).filter((event) => String(event.id).startsWith("blocked-")).map((event) => event.title)).toEqual([
      "Time off: Ben Ortiz (Dentist)",
      "Time off: Ben Ortiz",
    ]);
  });

  it("keeps wall-clock times across the night the clocks go forward", () => {
    const dst: Schedule = {
      ...STORY_SCHEDULE,
      appointments: [{ ...STORY_SCHEDULE.appointments[0]!, id: 99, appointment_time: "2026-03-08T16:00:00.000Z", ends_at: "2026-03-08T17:00:00.000Z" }],
      blocked_times: [{ id: 9, start_time: "2026-03-08T09:00:00.000Z", end_time: "2026-03-08T11:00:00.000Z", reason: null, preparer: null }],
    };
    const events = calendarEvents(dst);
    expect(events.find((event) => event.id === "appointment-99")).toMatchObject({ start: "2026-03-08 09:00:00", end: "2026-03-08 10:00:00" });
    // 1:00 AM PST to 4:00 AM PDT: two real hours.
    expect(events.find((event) => event.id === "blocked-9")).toMatchObject({ title: "Blocked", start: "2026-03-08 01:00:00", end: "2026-03-08 04:00:00" });
  });

  it("highlights each weekday's opening, none on closed days", () => {
    expect(businessHoursOf(STORY_SCHEDULE)).toEqual({
      1: ["09:00:00", "17:00:00"],
      2: ["09:00:00", "17:00:00"],
      3: ["09:00:00", "17:00:00"],
      4: ["09:00:00", "17:00:00"],
      5: ["09:00:00", "17:00:00"],
      6: null,
      0: null,
    });
    const lunchBreak: Schedule = {
      ...STORY_SCHEDULE,
      days: [{ date: "2026-03-02", hours: [{ opens: "09:00", closes: "12:00" }, { opens: "13:00", closes: "18:30" }], exception: null }],
    };
    expect(businessHoursOf(lunchBreak)).toEqual({ 1: ["09:00:00", "18:30:00"] });
  });

  it("shades the break between a day's two opening ranges, which the highlighted opening spans", () => {
    const lunchBreak: Schedule = {
      ...STORY_SCHEDULE,
      appointments: [],
      blocked_times: [],
      days: [
        { date: "2026-03-02", hours: [{ opens: "09:00", closes: "12:00" }, { opens: "13:00", closes: "18:30" }], exception: null },
        { date: "2026-03-03", hours: [{ opens: "09:00", closes: "17:00" }], exception: null },
      ],
    };
    expect(calendarEvents(lunchBreak)).toEqual([
      expect.objectContaining({ title: "Closed for a break", start: "2026-03-02 12:00:00", end: "2026-03-02 13:00:00", display: "background" }),
    ]);
  });

  it("shows the hours with a margin, widened to appointments outside them", () => {
    expect(visibleHours(STORY_SCHEDULE)).toEqual({ startTime: "08:00:00", endTime: "18:00:00" });
    const late: Schedule = {
      ...STORY_SCHEDULE,
      appointments: [{ ...STORY_SCHEDULE.appointments[0]!, appointment_time: "2026-03-03T04:30:00.000Z" }],
    };
    // 8:30 PM for an hour: shown until 10 PM.
    expect(visibleHours(late)).toEqual({ startTime: "08:00:00", endTime: "22:00:00" });
    const early: Schedule = { ...STORY_SCHEDULE, days: [{ date: "2026-03-02", hours: [{ opens: "06:30", closes: "23:30" }], exception: null }], appointments: [] };
    expect(visibleHours(early)).toEqual({ startTime: "05:00:00", endTime: "23:59:59" });
  });
});
