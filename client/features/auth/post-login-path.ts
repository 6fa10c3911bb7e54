import type { PublicUser } from "#server/shared/user.schema.ts";
import { paths } from "../../app/paths";
import { safeNextPath } from "../../lib/safe-next-path";

/**
 * Where a signed-in user goes from /login (docs/product.md §2.4): a safe `?next=`
 * path when one was given (e.g. back to /book), else /admin for admins and /dashboard for others.
 * Issue 17: an admin without two-step sign-in goes to set it up first, whatever `next` says.
 */
export function postLoginPath(user: Pick<PublicUser, "role" | "mfa_enabled">, next: string | null): string {
  if (user.role === "admin" && !user.mfa_enabled) return paths.mfaSetup;
  return safeNextPath(next) ?? (user.role === "admin" ? paths.admin : paths.dashboard);
}
