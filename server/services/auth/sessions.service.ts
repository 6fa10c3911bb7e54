import { hashToken, newToken } from "../../auth/tokens";
import type { PublicUser } from "../../shared/user.schema";
import type { ServiceDeps } from "../services";
import { toPublicUser } from "../users/users.service";

/**
 * Database-backed sessions (docs/decisions/0011-sessions-and-cookies.md).
 * A session row is one signed-in device. The access credential names the session
 * and carries its own short expiry; it is checked against the row on every
 * request, so revoking the row signs the device out at once. Refresh tokens are
 * random, stored only as SHA-256 hashes, and single use: presenting a used one
 * again means it was copied, so the whole session (the token family) is revoked.
 */
export type IssuedSession = {
  sessionId: string;
  /** The access credential stops working at this instant; a refresh renews it. */
  accessExpiresAt: Date;
  refreshToken: string;
  /** The session and its current refresh token end here unless refreshed again. */
  sessionExpiresAt: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;


type SessionUserRow = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  role: string;
  locale: string;
  expires_at: Date | string;
};

export function createSessionsService({ db, config, now }: Pick<ServiceDeps, "db" | "config" | "now">) {
  const lifetimes = (at: Date) => ({
    accessExpiresAt: new Date(at.getTime() + config.accessTokenTtlSeconds * 1000),
    sessionExpiresAt: new Date(at.getTime() + config.refreshTokenTtlDays * DAY_MS),
  });

  async function revokeSession(sessionId: string): Promise<void> {
    await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now() } });
  }

  return {
    /**
     * Opens a session for a user whose identity was just proven. The user's ended
     * sessions (revoked or expired) are deleted first, with their refresh tokens,
     * so the tables hold only live sessions; a token of a deleted session is
     * simply unknown, which is refused just the same.
     */
    async start(userId: number): Promise<IssuedSession> {
      const at = now();
      const { accessExpiresAt, sessionExpiresAt } = lifetimes(at);
      const sessionId = newToken();
      const refreshToken = newToken();
      await db.session.deleteMany({ where: { userId, OR: [{ revokedAt: { not: null } }, { expiresAt: { lte: at } }] } });
      await db.session.create({
        data: {
          id: sessionId,
          userId,
          expiresAt: sessionExpiresAt,
          refreshTokens: { create: { tokenHash: hashToken(refreshToken), expiresAt: sessionExpiresAt } },
        },
      });
      return { sessionId, accessExpiresAt, refreshToken, sessionExpiresAt };
    },

    /**
     * The user behind an access credential, or null when it has expired or its
     * session was revoked or has ended. One primary-key lookup joined to the user.
     */
    async authenticate(sessionId: string, accessExpiresAt: Date): Promise<PublicUser | null> {
      const at = now();
      if (accessExpiresAt.getTime() <= at.getTime()) return null;
      const [row] = await db.$queryRaw<SessionUserRow[]>`
        SELECT u.id, u.full_name, u.email, u.phone, u.role, u.locale, s.expires_at
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ${sessionId} AND s.revoked_at IS NULL`;
      if (!row || new Date(row.expires_at).getTime() <= at.getTime()) return null;
      return toPublicUser({
        id: Number(row.id),
        fullName: row.full_name,
        email: row.email,
        phone: row.phone,
        role: row.role,
        locale: row.locale,
      });
    },

    /**
     * Trades a refresh token for a new access credential and a new refresh token.
     * Null when the token is unknown, expired, or its session is over. A token
     * that was already used revokes its session: the legitimate holder and the
     * copier are both signed out, and only the real password gets back in.
     */
    async refresh(refreshToken: string): Promise<IssuedSession | null> {
      const at = now();
      const row = await db.refreshToken.findUnique({
        where: { tokenHash: hashToken(refreshToken) },
        select: { id: true, usedAt: true, expiresAt: true, session: { select: { id: true, revokedAt: true } } },
      });
      if (!row) return null;
      if (row.usedAt) {
        await revokeSession(row.session.id);
        return null;
      }
      if (row.expiresAt.getTime() <= at.getTime() || row.session.revokedAt) return null;

      // Claim the token atomically: of two requests racing with one token, one loses and counts as reuse.
      const claimed = await db.refreshToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: at } });
      if (claimed.count === 0) {
        await revokeSession(row.session.id);
        return null;
      }

      const { accessExpiresAt, sessionExpiresAt } = lifetimes(at);
      const nextToken = newToken();
      await db.$transaction([
        db.refreshToken.create({
          data: { sessionId: row.session.id, tokenHash: hashToken(nextToken), expiresAt: sessionExpiresAt },
        }),
        db.session.update({ where: { id: row.session.id }, data: { expiresAt: sessionExpiresAt } }),
      ]);
      return { sessionId: row.session.id, accessExpiresAt, refreshToken: nextToken, sessionExpiresAt };
    },

    /** Signs one device out; nothing happens for an unknown or already revoked session. */
    revoke: revokeSession,

    /** Signs a user out everywhere except the session doing the asking (after a password change). */
    async revokeOthers(userId: number, keepSessionId: string | null): Promise<number> {
      const result = await db.session.updateMany({
        where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
        data: { revokedAt: now() },
      });
      return result.count;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
