import { describe, expect, it } from "vitest";
import { postLoginPath } from "./post-login-path";

describe("postLoginPath", () => {
  it("sends admins to /admin and everyone else to /dashboard", () => {
    expect(postLoginPath({ role: "admin" }, null)).toBe("/admin");
    expect(postLoginPath({ role: "client" }, null)).toBe("/dashboard");
  });

  it("honours a same-site return path", () => {
    expect(postLoginPath({ role: "client" }, "/book")).toBe("/book");
    expect(postLoginPath({ role: "admin" }, "/book")).toBe("/book");
  });

  it("ignores a return path to another site", () => {
    expect(postLoginPath({ role: "client" }, "https://evil.example/")).toBe("/dashboard");
    expect(postLoginPath({ role: "client" }, "//evil.example/")).toBe("/dashboard");
  });
});
