import { describe, expect, it } from "vitest";
import { postLoginPath } from "./post-login-path";

const admin = { role: "admin", mfa_enabled: true } as const;
const client = { role: "client", mfa_enabled: false } as const;

describe("postLoginPath", () => {
  it("sends admins to /admin and everyone else to /dashboard", () => {
    expect(postLoginPath(admin, null)).toBe("/admin");
    expect(postLoginPath(client, null)).toBe("/dashboard");
    expect(postLoginPath({ ...client, mfa_enabled: true }, null)).toBe("/dashboard");
  });

  it("honours a same-site return path", () => {
    expect(postLoginPath(client, "/book")).toBe("/book");
    expect(postLoginPath(admin, "/book")).toBe("/book");
  });

  it("ignores a return path to another site", () => {
    expect(postLoginPath(client, "https://evil.example/")).toBe("/dashboard");
    expect(postLoginPath(client, "//evil.example/")).toBe("/dashboard");
  });

  it("sends an admin without two-step sign-in to set it up, before any return path", () => {
    expect(postLoginPath({ role: "admin", mfa_enabled: false }, null)).toBe("/mfa-setup");
    expect(postLoginPath({ role: "admin", mfa_enabled: false }, "/book")).toBe("/mfa-setup");
  });
});
