import { describe, expect, it } from "vitest";
import { DEFAULT_WEEK } from "#server/shared/opening-hours.schema.ts";
import { hoursFormValues, hoursInputOf, preparerHoursFormValues, preparerHoursInputOf, withBreak, withoutBreak } from "./hours-form";

describe("the opening hours form", () => {
  it("round-trips the week, keeping a ready range on closed days but sending none for them", () => {
    const values = hoursFormValues(DEFAULT_WEEK, 90);
    expect(values.days.sunday).toEqual({ open: false, ranges: [{ opens: "09:00", closes: "17:00" }] });
    expect(hoursInputOf(values)).toEqual({ ok: true, input: { weekly: DEFAULT_WEEK, horizon_days: 90 } });
  });

  it("adds a lunch break around noon and takes it away again", () => {
    const split = withBreak([{ opens: "09:00", closes: "17:00" }]);
    expect(split).toEqual([
      { opens: "09:00", closes: "12:00" },
      { opens: "13:00", closes: "17:00" },
    ]);
    expect(withoutBreak(split)).toEqual([{ opens: "09:00", closes: "17:00" }]);
  });

  it("puts the schema's messages on the fields they concern", () => {
    const values = hoursFormValues(DEFAULT_WEEK, 0);
    values.days.monday.ranges = [{ opens: "17:00", closes: "09:00" }];
    values.days.tuesday.ranges = [
      { opens: "09:00", closes: "13:00" },
      { opens: "12:00", closes: "17:00" },
    ];
    const result = hoursInputOf(values);
    expect(result).toEqual({
      ok: false,
      errors: {
        "days.monday.ranges.0.closes": "The closing time must be after the opening time.",
        "days.tuesday.ranges.1.opens": "The second range must start after the first one ends.",
        horizonDays: "Choose between 1 and 730 days.",
      },
    });
  });
});

describe("a preparer's working hours form", () => {
  const afternoons = { opens: "13:00", closes: "17:00" };
  const own = { ...DEFAULT_WEEK, monday: [afternoons] };

  it("sends null while the preparer works whenever the office is open, starting their days from the office's", () => {
    const values = preparerHoursFormValues(null, DEFAULT_WEEK);
    expect(values.sameAsOffice).toBe(true);
    expect(values.days.monday).toEqual({ open: true, ranges: [{ opens: "09:00", closes: "17:00" }] });
    expect(preparerHoursInputOf(values)).toEqual({ ok: true, weekly: null });
  });

  it("round-trips hours of their own, and puts a bad range's message on its field", () => {
    const values = preparerHoursFormValues(own, DEFAULT_WEEK);
    expect(values.sameAsOffice).toBe(false);
    expect(preparerHoursInputOf(values)).toEqual({ ok: true, weekly: own });
    values.days.monday.ranges = [{ opens: "17:00", closes: "13:00" }];
    expect(preparerHoursInputOf(values)).toEqual({
      ok: false,
      errors: { "days.monday.ranges.0.closes": "The closing time must be after the opening time." },
    });
  });
});
