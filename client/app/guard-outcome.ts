import { can, isStaff, type Permission } from "#server/shared/permissions.ts";
import type { Session } from "../lib/session";
import { paths } from "./paths";

/**
 * "signed-in": anyone signed in; "staff": every staff role (the admin home, which shows each role
 * what it may see); a permission: staff whose role has it (docs/permissions.md).
 */
export type RequiredAccess = "signed-in" | OfficeAccess;
export type OfficeAccess = "staff" | Permission;

export type GuardOutcome = { kind: "loading" } | { kind: "allow" } | { kind: "redirect"; to: string };

/**
 * docs/product.md §2 and §6: nobody signed in goes to /login, a signed-in client on an
 * admin route goes to /dashboard, and nothing is decided while the session check runs.
 * Issue 17: staff without two-step sign-in are led to set it up before any admin page
 * (the server refuses every office call until then anyway). Issue 32: staff whose role does not
 * cover the page go to the admin home, which every staff role has.
 */
export function guardOutcome(session: Session, access: RequiredAccess): GuardOutcome {
  if (session.status === "loading") return { kind: "loading" };
  if (session.status === "signed-out" || !session.user) return { kind: "redirect", to: paths.login };
  if (access === "signed-in") return { kind: "allow" };
  if (!isStaff(session.user.role)) return { kind: "redirect", to: paths.dashboard };
  if (!session.user.mfa_enabled) return { kind: "redirect", to: paths.mfaSetup };
  if (access !== "staff" && !can(session.user.role, access)) return { kind: "redirect", to: paths.admin };
  return { kind: "allow" };
}
