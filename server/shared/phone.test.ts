import { describe, expect, it } from "vitest";
import { phoneForDisplay } from "./phone";

describe("phoneForDisplay", () => {
  it.each(["5595550150", "559.555.0150", "(559) 555-0150", "559-555-0150", "+1 559 555 0150", "1 559 555 0150", "(559)5550150", "+1 (559) 555-0150"])(
    "shows %s as (559) 555-0150, dialling +15595550150",
    (typed) => {
      expect(phoneForDisplay(typed)).toEqual({ display: "(559) 555-0150", href: "tel:+15595550150" });
    },
  );

  it("shows another country's number in international form", () => {
    expect(phoneForDisplay("+52 55 1234 5678")).toEqual({ display: "+52 55 1234 5678", href: "tel:+525512345678" });
    expect(phoneForDisplay("+44 20 7946 0958")).toEqual({ display: "+44 20 7946 0958", href: "tel:+442079460958" });
  });

  it("keeps an extension, shown and dialled", () => {
    expect(phoneForDisplay("559 555 0150 ext. 12")).toEqual({ display: "(559) 555-0150 ext. 12", href: "tel:+15595550150;ext=12" });
  });

  it("keeps text that is no phone number as typed", () => {
    expect(phoneForDisplay(" call my office ")).toEqual({ display: "call my office", href: null });
    expect(phoneForDisplay("12")).toEqual({ display: "12", href: "tel:12" });
    expect(phoneForDisplay("n/a")).toEqual({ display: "n/a", href: null });
  });
});
