import { isStaff } from "#server/shared/permissions.ts";
import type { PublicUser } from "#server/shared/user.schema.ts";
import { paths } from "../../app/paths";
import { safeNextPath } from "../../lib/safe-next-path";

/**
 * Where a signed-in user goes from /login (docs/product.md §2.4): a safe `?next=`
 * path when one was given (e.g. back to /book), else /admin for staff and /dashboard for clients.
 * Issue 17: staff without two-step sign-in goes to set it up first, whatever `next` says.
 */
export function postLoginPath(user: Pick<PublicUser, "role" | "mfa_enabled">, next: string | null): string {
  if (isStaff(user.role) && !user.mfa_enabled) return paths.mfaSetup;
  return safeNextPath(next) ?? (isStaff(user.role) ? paths.admin : paths.dashboard);
}
