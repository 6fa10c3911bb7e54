import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PROFILE } from "../../server/shared/business";
import { formatPageTitle, PAGE_META, pageMetaFor, pagePathOf, PUBLIC_PAGES } from "../../server/shared/page-meta";
import { paths } from "../app/paths";

describe("page titles and descriptions", () => {
  it("follow '{page} | {business} | {city}'", () => {
    expect(formatPageTitle("Login", PLACEHOLDER_PROFILE)).toBe("Login | Valley Tax Pros | Fresno, CA");
  });

  it("exist for every route of the client, and only the public ones go in the sitemap", () => {
    expect(Object.keys(PAGE_META).sort()).toEqual(Object.values(paths).sort());
    expect([...PUBLIC_PAGES].sort()).toEqual(["/", "/about", "/book", "/contact", "/login", "/privacy", "/register", "/services", "/terms"]);
  });

  it("find a record's page by its pattern, with an id in place of :id", () => {
    expect(pagePathOf("/dashboard")).toBe("/dashboard");
    expect(pagePathOf("/dashboard/appointments/12")).toBe("/dashboard/appointments/:id");
    expect(pagePathOf("/dashboard/appointments/2147483647")).toBe("/dashboard/appointments/:id");
    for (const path of ["/dashboard/appointments/:id", "/dashboard/appointments/0", "/dashboard/appointments/012", "/dashboard/appointments/x", "/dashboard/appointments/", "/dashboard/appointments/1/2"]) {
      expect(pagePathOf(path), path).toBeNull();
    }
    expect(pageMetaFor("/dashboard/appointments/7", PLACEHOLDER_PROFILE)?.title).toBe("Prepare for your appointment");
  });
});
