import type { PublicUser } from "../../../server/shared/user.schema";
import { paths } from "../../app/paths";
import { safeNextPath } from "../../lib/safe-next-path";

/**
 * Where a signed-in user goes from /login (SPEC.md section 2 "Login"): a safe `?next=`
 * path when one was given (e.g. back to /book), else /admin for admins and /dashboard for others.
 */
export function postLoginPath(user: Pick<PublicUser, "role">, next: string | null): string {
  return safeNextPath(next) ?? (user.role === "admin" ? paths.admin : paths.dashboard);
}
