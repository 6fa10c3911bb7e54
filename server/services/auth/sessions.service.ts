import { isStaff } from "../../shared/permissions";
import type { DeviceFacts } from "../../auth/device";
import { hashToken, newToken } from "../../auth/tokens";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { DeviceSession } from "../../shared/sessions.schema";
import type { DbOrTx } from "../../outbox/outbox.store";
import { createAuditService, type Actor } from "../audit/audit.service";
import { forbidden, notFound } from "../errors";
import type { ServiceDeps } from "../deps";
import type { OfficeSettingsService } from "../office-settings/office-settings.service";

/**
 * Database-backed sessions (docs/decisions/0011-sessions-and-cookies.md).
 * A session row is one signed-in device. The access credential names the session
 * and carries its own short expiry; it is checked against the row on every
 * request, so revoking the row signs the device out at once. Refresh tokens are
 * random, stored only as SHA-256 hashes, and single use: presenting a used one
 * again, after a short grace period, means it was copied, so the whole session (the token
 * family) is revoked.
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

/**
 * How long a used refresh token still buys a successor instead of counting as stolen (decision
 * 0148). A refresh whose answer never reached the browser (the page was reloaded or left while it
 * was on the way, an admin's page refreshes on every load) leaves the browser with the used token;
 * without this, its next page signed the device out. 30 seconds is Okta's default grace period.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Why a refresh was refused: the session ended (or the token is bad), or an admin's session sat idle too long. */
export type RefreshOutcome = { ok: true; session: IssuedSession } | { ok: false; reason: "ended" | "idle" };

/** How recent "confirm it's you" must be to add a second factor (ASVS 5.0 V6/V7, NIST SP 800-63B 6.1.2). */
export const RECENT_AUTH_FOR_FACTORS_MS = 5 * 60_000;
/** How recent it must be to create or revoke API keys, webhooks and the calendar feed's address (item 3). */
export const RECENT_AUTH_FOR_ACCESS_MS = 15 * 60_000;

const NO_DEVICE: DeviceFacts = { label: null, approximateIp: null };


export function createSessionsService({ db, config, now, settings }: Pick<ServiceDeps, "db" | "config" | "now"> & { settings: Pick<OfficeSettingsService, "get"> }) {
  // Stateless (it writes rows), so the sessions service makes its own and keeps its signature.
  const audit = createAuditService({ db, config, now });
  /** The staff idle limit as the owner set it (decision 0245; ADMIN_IDLE_MINUTES until saved), kept in memory. */
  const idleLimitMs = async () => (await settings.get()).staffIdleMinutes * 60_000;
  /**
   * Staff's (an admin's) access cookie lives at most half the idle limit (decision 0124): a busy admin's
   * page refreshes well before the limit, and a stolen or forgotten access cookie stops working
   * before the idle rule would refuse its refresh.
   */
  const accessSeconds = (role: string, idleMs: number) =>
    isStaff(role) ? Math.min(config.accessTokenTtlSeconds, Math.floor(idleMs / 2000)) : config.accessTokenTtlSeconds;
  /**
   * A session slides forward with a person's use (`usedAt`), but never past its absolute end, counted from the
   * sign-in (`startedAt`): 30 days for a client, 12 hours for an admin by default (issue 29 item 18;
   * ASVS 5.0 V7.3.2, NIST SP 800-63B 7.2). Past it the refresh is refused and the person signs in.
   * An admin's access cookie also ends at the idle limit counted from `usedAt` (decision 0174): a refresh
   * the page made on its own, late in the idle time, must not buy a cookie that outlives it.
   */
  const lifetimes = (idleMs: number, at: Date, role: string, startedAt: Date, usedAt: Date = at) => {
    const absoluteEnd = startedAt.getTime() + (isStaff(role) ? config.sessionMaxMs.admin : config.sessionMaxMs.client);
    const sessionExpiresAt = new Date(Math.min(usedAt.getTime() + config.refreshTokenTtlDays * DAY_MS, absoluteEnd));
    const idleEnd = isStaff(role) ? usedAt.getTime() + idleMs : Infinity;
    const accessExpiresAt = new Date(Math.min(at.getTime() + accessSeconds(role, idleMs) * 1000, idleEnd, sessionExpiresAt.getTime()));
    return { accessExpiresAt, sessionExpiresAt };
  };

  async function revokeOthers(userId: number, keepSessionId: string | null, tx: DbOrTx = db): Promise<number> {
    const result = await tx.session.updateMany({
      where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
      data: { revokedAt: now() },
    });
    return result.count;
  }

  /** Ends one session; whether it was still open. */
  async function revokeSession(sessionId: string, tx: DbOrTx = db): Promise<boolean> {
    const { count } = await tx.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now() } });
    return count > 0;
  }

  return {
    /**
     * Opens a session for a user whose identity was just proven. The user's ended
     * sessions (revoked or expired) are deleted first, with their refresh tokens,
     * so the tables hold only live sessions; a token of a deleted session is
     * simply unknown, which is refused just the same.
     */
    async start(userId: number, device: DeviceFacts = NO_DEVICE): Promise<IssuedSession> {
      const at = now();
      const user = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
      const { accessExpiresAt, sessionExpiresAt } = lifetimes(await idleLimitMs(), at, user?.role ?? "client", at);
      const sessionId = newToken();
      const refreshToken = newToken();
      await db.session.deleteMany({ where: { userId, OR: [{ revokedAt: { not: null } }, { expiresAt: { lte: at } }] } });
      await db.session.create({
        data: {
          id: sessionId,
          userId,
          expiresAt: sessionExpiresAt,
          deviceLabel: device.label,
          approximateIp: device.approximateIp,
          createdAt: at,
          lastUsedAt: at,
          // The sign-in itself proved who this is, so a change made right after it asks nothing more.
          authenticatedAt: at,
          refreshTokens: { create: { tokenHash: hashToken(refreshToken), expiresAt: sessionExpiresAt } },
        },
      });
      return { sessionId, accessExpiresAt, refreshToken, sessionExpiresAt };
    },

    /**
     * Trades a refresh token for a new access credential and a new refresh token.
     * Refused when the token is unknown, expired, or its session is over. A token used
     * more than REFRESH_REUSE_GRACE_MS ago revokes its session: the legitimate holder and
     * the copier are both signed out, and only the real password gets back in.
     *
     * A refresh a person's input asked for is the session's use (decisions 0124, 0174): it records
     * `last_used_at`, the only write besides sign-in, so the list of devices is accurate to the
     * access cookie's lifetime. A refresh the page made on its own (`activity: false`: a poll, a
     * refetch) renews the access cookie but leaves `last_used_at`, so background requests never
     * move the idle limit (issue 29 item 17). An admin's session whose last use is older than
     * ADMIN_IDLE_MINUTES is ended instead, however many background refreshes came in between.
     */
    async refresh(refreshToken: string, ip: string | null, { activity = true }: { activity?: boolean } = {}): Promise<RefreshOutcome> {
      const ended = { ok: false, reason: "ended" } as const;
      const at = now();
      const row = await db.refreshToken.findUnique({
        where: { tokenHash: hashToken(refreshToken) },
        select: {
          id: true,
          usedAt: true,
          expiresAt: true,
          session: {
            select: { id: true, revokedAt: true, createdAt: true, lastUsedAt: true, user: { select: { id: true, role: true, fullName: true } } },
          },
        },
      });
      if (!row) return ended;
      if (row.usedAt && at.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        // A theft signal (RFC 9700 section 4.14): the trail shows it, with where it came from.
        const { user } = row.session;
        await db.$transaction(async (tx) => {
          await revokeSession(row.session.id, tx);
          await audit.record(tx, { userId: user.id, apiKeyId: null, label: user.fullName, ip }, {
            action: "auth.refresh_reused",
            subject: { type: "user", id: user.id },
          });
        });
        return ended;
      }
      if (row.expiresAt.getTime() <= at.getTime() || row.session.revokedAt) return ended;
      const role = row.session.user.role;
      const lastUsed = row.session.lastUsedAt ?? row.session.createdAt;
      const idleMs = await idleLimitMs();
      if (isStaff(role) && at.getTime() - lastUsed.getTime() > idleMs) {
        await revokeSession(row.session.id);
        return { ok: false, reason: "idle" };
      }

      // Only the first use is recorded, so the grace period runs from it: a second use within it
      // (an answer the browser never got, or two requests racing with one token) gets its own successor.
      if (!row.usedAt) await db.refreshToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: at } });

      const usedAt = activity ? at : lastUsed;
      const { accessExpiresAt, sessionExpiresAt } = lifetimes(idleMs, at, role, row.session.createdAt, usedAt);
      if (sessionExpiresAt.getTime() <= at.getTime()) {
        await revokeSession(row.session.id);
        return ended;
      }
      const nextToken = newToken();
      await db.$transaction([
        db.refreshToken.create({
          data: { sessionId: row.session.id, tokenHash: hashToken(nextToken), expiresAt: sessionExpiresAt },
        }),
        db.session.update({ where: { id: row.session.id }, data: { expiresAt: sessionExpiresAt, lastUsedAt: usedAt } }),
      ]);
      return { ok: true, session: { sessionId: row.session.id, accessExpiresAt, refreshToken: nextToken, sessionExpiresAt } };
    },

    /** The user's signed-in devices, most recently used first; `current` marks the one asking. */
    async list(userId: number, currentSessionId: string | null): Promise<DeviceSession[]> {
      const at = now();
      const rows = await db.session.findMany({
        where: { userId, revokedAt: null, expiresAt: { gt: at } },
        select: { id: true, deviceLabel: true, approximateIp: true, createdAt: true, lastUsedAt: true },
      });
      return rows
        .map((row) => ({
          id: row.id,
          device: row.deviceLabel,
          approximate_ip: row.approximateIp,
          created_at: row.createdAt.toISOString(),
          last_used_at: (row.lastUsedAt ?? row.createdAt).toISOString(),
          current: row.id === currentSessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at));
    },

    /**
     * Signs out one of the user's own devices. Another user's session, an unknown id and one
     * already ended all answer the same 404, so nobody learns whether a session id exists.
     */
    async revokeOwn(userId: number, sessionId: string): Promise<{ message: ServerMessage }> {
      const result = await db.session.updateMany({
        where: { id: sessionId, userId, revokedAt: null, expiresAt: { gt: now() } },
        data: { revokedAt: now() },
      });
      if (result.count === 0) throw notFound(say.sessions.notFound);
      return { message: say.sessions.signedOut };
    },

    /** Signs one device out; nothing happens for an unknown or already revoked session. */
    revoke: revokeSession,

    /** /settings' "Sign out all other devices". */
    async signOutOthers(actor: Actor, userId: number, keepSessionId: string | null): Promise<{ signed_out: number; message: ServerMessage }> {
      const count = await db.$transaction(async (tx) => {
        const ended = await revokeOthers(userId, keepSessionId, tx);
        await audit.record(tx, actor, { action: "auth.signed_out_elsewhere", subject: { type: "user", id: userId }, details: { count: ended } });
        return ended;
      });
      return { signed_out: count, message: say.sessions.othersSignedOut(count) };
    },

    /** Signs a user out everywhere except the session doing the asking (after a password change). */
    revokeOthers,

    /** The person just confirmed who they are on this device ("confirm it's you"). */
    async markAuthenticated(sessionId: string, tx: DbOrTx = db): Promise<Date> {
      const at = now();
      await tx.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { authenticatedAt: at } });
      return at;
    },

    /**
     * Refuses with 403 unless the person proved who they are on this device within `withinMs`
     * (issue 29 items 1 and 3, decision 0176): a stolen session cookie alone cannot change how
     * the account signs in or who may reach the office's data. An API key has no session.
     */
    async assertRecentlyAuthenticated(sessionId: string | null, withinMs: number): Promise<void> {
      const row = sessionId ? await db.session.findUnique({ where: { id: sessionId }, select: { authenticatedAt: true } }) : null;
      const at = row?.authenticatedAt?.getTime();
      if (at === undefined || now().getTime() - at > withinMs) throw forbidden(say.mfa.reauthenticationRequired);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
