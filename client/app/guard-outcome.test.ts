import { describe, expect, it } from "vitest";
import type { PublicUser } from "../../server/shared/user.schema";
import { guardOutcome } from "./guard-outcome";

const client: PublicUser = { id: 1, full_name: "Ana Client", email: "ana@example.com", phone: null, role: "client", locale: "en", mfa_enabled: false };
const admin: PublicUser = { ...client, id: 2, role: "admin", locale: "en", mfa_enabled: true };
const frontDesk: PublicUser = { ...client, id: 3, role: "front_desk", locale: "en", mfa_enabled: true };

describe("guardOutcome", () => {
  it("waits while the session check runs", () => {
    expect(guardOutcome({ status: "loading", user: null }, "signed-in")).toEqual({ kind: "loading" });
    expect(guardOutcome({ status: "loading", user: null }, "appointments")).toEqual({ kind: "loading" });
  });

  it("sends nobody-signed-in to /login from every protected route", () => {
    const signedOut = { status: "signed-out", user: null } as const;
    expect(guardOutcome(signedOut, "signed-in")).toEqual({ kind: "redirect", to: "/login" });
    expect(guardOutcome(signedOut, "appointments")).toEqual({ kind: "redirect", to: "/login" });
  });

  it("lets any signed-in user through a signed-in route", () => {
    expect(guardOutcome({ status: "signed-in", user: client }, "signed-in")).toEqual({ kind: "allow" });
    expect(guardOutcome({ status: "signed-in", user: admin }, "signed-in")).toEqual({ kind: "allow" });
  });

  it("sends a signed-in non-admin on an admin route to /dashboard and lets an admin in", () => {
    expect(guardOutcome({ status: "signed-in", user: client }, "appointments")).toEqual({ kind: "redirect", to: "/dashboard" });
    expect(guardOutcome({ status: "signed-in", user: admin }, "appointments")).toEqual({ kind: "allow" });
  });

  it("sends an admin without two-step sign-in from every admin route to /mfa-setup, but not from signed-in routes", () => {
    const unenrolled = { status: "signed-in", user: { ...admin, mfa_enabled: false } } as const;
    expect(guardOutcome(unenrolled, "appointments")).toEqual({ kind: "redirect", to: "/mfa-setup" });
    expect(guardOutcome(unenrolled, "signed-in")).toEqual({ kind: "allow" });
  });

  it("lets a client without two-step sign-in through signed-in routes", () => {
    expect(guardOutcome({ status: "signed-in", user: { ...client, mfa_enabled: false } }, "signed-in")).toEqual({ kind: "allow" });
  });

  it("lets staff into the admin pages their role has, and sends them to the admin home from the others (issue 32)", () => {
    const signedIn = { status: "signed-in", user: frontDesk } as const;
    for (const permission of ["appointments", "schedule", "clients", "messages"] as const) {
      expect(guardOutcome(signedIn, permission)).toEqual({ kind: "allow" });
    }
    for (const permission of ["hours", "business", "emails", "integrations", "activity"] as const) {
      expect(guardOutcome(signedIn, permission)).toEqual({ kind: "redirect", to: "/admin" });
      expect(guardOutcome({ status: "signed-in", user: admin }, permission)).toEqual({ kind: "allow" });
    }
    expect(guardOutcome({ status: "signed-in", user: { ...frontDesk, mfa_enabled: false } }, "clients")).toEqual({ kind: "redirect", to: "/mfa-setup" });
  });
});
