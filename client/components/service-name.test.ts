import { describe, expect, it } from "vitest";
import { serviceName } from "./service-name";

describe("service names", () => {
  it("reads each offered service in the page's language, and anything else as it comes", () => {
    expect(serviceName("Personal Tax Prep")).toBe("Personal Tax Prep");
    expect(serviceName("IRS Representation")).toBe("IRS Representation");
    expect(serviceName("Bookkeeping")).toBe("Bookkeeping");
  });
});
