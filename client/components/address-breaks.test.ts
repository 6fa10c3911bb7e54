import { describe, expect, it } from "vitest";
import { addressSegments } from "./address-breaks";

describe("where an address may wrap", () => {
  it("breaks an email before its @ and its dots, never inside a word", () => {
    expect(addressSegments("rosa.martinez@example.com")).toEqual(["rosa", ".martinez", "@example", ".com"]);
  });

  it("breaks a web address after its slashes and before its query", () => {
    expect(addressSegments("https://hooks.example.com/taxpro/in?token=1&x=2")).toEqual([
      "https:",
      "/",
      "/",
      "hooks",
      ".example",
      ".com/",
      "taxpro/",
      "in",
      "?token",
      "=1",
      "&x",
      "=2",
    ]);
  });

  it("breaks an IPv6 address after its colons, and keeps the text whole", () => {
    const address = "2001:db8:85a3::8a2e:370:7334";
    expect(addressSegments(address).join("")).toBe(address);
    expect(addressSegments(address)[0]).toBe("2001:");
    expect(addressSegments("")).toEqual([]);
  });
});
