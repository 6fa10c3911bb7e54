import { describe, expect, it } from "vitest";
import { withNext } from "./auth-links";

describe("withNext", () => {
  it("carries a safe return path along", () => {
    expect(withNext("/login", "/book")).toBe("/login?next=%2Fbook");
    expect(withNext("/register", "/book")).toBe("/register?next=%2Fbook");
  });

  it("drops a missing or unsafe one", () => {
    expect(withNext("/login", null)).toBe("/login");
    expect(withNext("/login", "https://evil.example")).toBe("/login");
  });
});
