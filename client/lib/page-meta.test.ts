import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PROFILE } from "../../server/shared/business";
import { formatPageTitle, PAGE_META, PUBLIC_PAGES } from "../../server/shared/page-meta";
import { paths } from "../app/paths";

describe("page titles and descriptions", () => {
  it("follow '{page} | {business} | {city}'", () => {
    expect(formatPageTitle("Login", PLACEHOLDER_PROFILE)).toBe("Login | Valley Tax Pros | Fresno, CA");
  });

  it("exist for every route of the client, and only the public ones go in the sitemap", () => {
    expect(Object.keys(PAGE_META).sort()).toEqual(Object.values(paths).sort());
    expect([...PUBLIC_PAGES].sort()).toEqual(["/", "/about", "/book", "/contact", "/login", "/privacy", "/register", "/services", "/terms"]);
  });
});
