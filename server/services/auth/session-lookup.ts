import type { PublicUser } from "../../shared/user.schema";
import type { BaseDeps } from "../deps";
import { toPublicUser } from "../users/users.service";

/**
 * Who is asking, for every API request that carries a session cookie: the hottest read there
 * is, so it is one prepared statement (decision 0006), not an ORM call.
 * The session's writes (start, refresh, revoke) stay in sessions.service.ts.
 */
export function createSessionLookup({ reads, now }: Pick<BaseDeps, "reads" | "now">) {
  return {
    /**
     * The user behind an access credential, or null when it has expired or its session was
     * revoked or has ended. One primary-key lookup joined to the user.
     */
    async authenticate(sessionId: string, accessExpiresAt: Date): Promise<PublicUser | null> {
      const at = now();
      if (accessExpiresAt.getTime() <= at.getTime()) return null;
      const row = await reads.sessionUser(sessionId, at);
      if (!row) return null;
      return toPublicUser({
        id: row.id,
        fullName: row.full_name,
        email: row.email,
        phone: row.phone,
        role: row.role,
        locale: row.locale,
        mfaEnabled: row.mfa_enabled,
      });
    },
  };
}
