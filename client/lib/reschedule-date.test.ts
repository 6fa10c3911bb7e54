import { describe, expect, it } from "vitest";
import { initialRescheduleDate } from "./reschedule-date";

const LA = "America/Los_Angeles";

describe("initialRescheduleDate", () => {
  it("opens on the appointment's own business-local day", () => {
    // 11:30 PM on Thursday, March 5 in Los Angeles is already March 6 in UTC.
    expect(initialRescheduleDate("2026-03-06T07:30:00Z", LA, "2026-03-02")).toBe("2026-03-05");
  });

  it("opens on today when the appointment's day has passed", () => {
    expect(initialRescheduleDate("2026-02-20T17:00:00Z", LA, "2026-03-03")).toBe("2026-03-03");
  });

  it("skips a Sunday, which the calendar disables", () => {
    // Today is Sunday, March 1, 2026 and the appointment was in February.
    expect(initialRescheduleDate("2026-02-20T17:00:00Z", LA, "2026-03-01")).toBe("2026-03-02");
  });
});
