import type { Session } from "../lib/session";
import { paths } from "./paths";

export type RequiredAccess = "signed-in" | "admin";

export type GuardOutcome = { kind: "loading" } | { kind: "allow" } | { kind: "redirect"; to: string };

/**
 * docs/product.md §2 and §6: nobody signed in goes to /login, a signed-in non-admin on an
 * admin route goes to /dashboard, and nothing is decided while the session check runs.
 * Issue 17: an admin without two-step sign-in is led to set it up before any admin page
 * (the server refuses every admin call until then anyway).
 */
export function guardOutcome(session: Session, access: RequiredAccess): GuardOutcome {
  if (session.status === "loading") return { kind: "loading" };
  if (session.status === "signed-out" || !session.user) return { kind: "redirect", to: paths.login };
  if (access === "admin" && session.user.role !== "admin") return { kind: "redirect", to: paths.dashboard };
  if (access === "admin" && !session.user.mfa_enabled) return { kind: "redirect", to: paths.mfaSetup };
  return { kind: "allow" };
}
