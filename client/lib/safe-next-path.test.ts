import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeNextPath("/book")).toBe("/book");
    expect(safeNextPath("/book?service=IRS%20Representation#slots")).toBe("/book?service=IRS%20Representation#slots");
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["another site", "https://evil.example/phish"],
    ["a protocol-relative URL", "//evil.example/phish"],
    ["a backslash trick", "/\\evil.example"],
    ["a relative path", "book"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["the login page itself", "/login?next=/book"],
    ["the registration page", "/register"],
  ])("refuses %s", (_label, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});
