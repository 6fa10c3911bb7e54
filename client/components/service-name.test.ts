import { describe, expect, it } from "vitest";
import { servicePrice, serviceName } from "./service-name";

describe("service names", () => {
  it("reads each of the spec's services, an office's own by the names it gave, and anything else as it comes", () => {
    expect(serviceName("Personal Tax Prep")).toBe("Personal Tax Prep");
    expect(serviceName("IRS Representation")).toBe("IRS Representation");
    expect(serviceName("Bookkeeping", [{ name: "Bookkeeping", name_es: "Contabilidad" }])).toBe("Bookkeeping");
    expect(serviceName("Astrology")).toBe("Astrology");
  });
});

describe("service prices", () => {
  it("shows whole dollars without cents, cents when there are some, a from price, and nothing without one", () => {
    expect(servicePrice({ price_cents: 15000, price_from: false })).toBe("$150");
    expect(servicePrice({ price_cents: 12550, price_from: true })).toBe("From $125.50");
    expect(servicePrice({ price_cents: 250000, price_from: true })).toBe("From $2,500");
    expect(servicePrice({ price_cents: null, price_from: false })).toBeNull();
  });
});
