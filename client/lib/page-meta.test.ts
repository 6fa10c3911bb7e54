import { describe, expect, it } from "vitest";
import { BUSINESS } from "../../server/shared/business";
import { formatPageTitle } from "./page-meta";

describe("formatPageTitle", () => {
  it("follows '{page} | {business} | {city}'", () => {
    expect(formatPageTitle("Our Services")).toBe(`Our Services | ${BUSINESS.name} | ${BUSINESS.city}`);
    expect(formatPageTitle("Login")).toBe("Login | Valley Tax Pros | Fresno, CA");
  });
});
