import { createHash, randomBytes } from "node:crypto";
import { say, type Saying } from "../../shared/i18n/server-messages";
import {
  INTEGRATION_LIMITS,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from "../../shared/integrations.schema";
import { conflict, notFound, rateLimited, unauthenticated } from "../errors";
import { createFixedWindowLimiter, reserveAttempt } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../deps";
import type { Actor } from "../audit/audit.service";
import { RECENT_AUTH_FOR_ACCESS_MS, type SessionsService } from "../auth/sessions.service";

/** What a request with a valid key carries: the office, limited to the key's scope. */
export type ApiKeyPrincipal = { id: number; name: string; scope: ApiKeyScope };

/** Keys read `txp_` + 43 characters (256 random bits): recognisable in a leak scan, impossible to guess. */
const KEY_PREFIX = "txp_";
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 8;
/** `last used` is written at most this often per key, so a busy integration costs no write per request. */
const LAST_USED_PRECISION_MS = 60_000;

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

type ApiKeyRow = {
  id: number;
  name: string;
  scope: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: { fullName: string } | null;
};
/** Every key answer names the admin who made it (issue 29 item 3). */
const CREATOR = { createdBy: { select: { fullName: true } } } as const;

const toDto = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiKeyScope,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_by: row.createdBy?.fullName ?? null,
});

/**
 * API keys for outside tools (decision 0122). A key is shown once, when it is made, and
 * only its SHA-256 is kept: a key is 256 random bits, so unlike a password it needs no slow
 * hash, and the lookup is one indexed read. Failed attempts are limited per IP.
 */
export function createApiKeysService({ db, config, now, audit }: ServiceDeps, sessions: Pick<SessionsService, "assertRecentlyAuthenticated">) {
  const failures = createFixedWindowLimiter({ db, now }, "api-key.address", config.rateLimits.apiKeyFailures);
  const lastUsedWritten = new Map<number, number>();
  /**
   * Lookups in flight, by key hash: requests sent together with one key share one lookup, and
   * only that lookup is counted against the address's failure limit (decision 0161). So a tool
   * sending many requests at once with a good key never reaches the limit while they are in
   * flight, and each different key guessed is counted before its lookup.
   */
  const lookups = new Map<string, Promise<KeyLookup>>();
  type KeyLookup = { id: number; name: string; scope: string; revokedAt: Date | null } | null;

  function lookUp(key: string, hash: string, ip: string): Promise<KeyLookup> {
    const shared = lookups.get(hash);
    if (shared) return shared;
    const lookup = (async () => {
      const retryAfter = await reserveAttempt([[failures, ip]]);
      if (retryAfter > 0) throw rateLimited(say.integrations.tooManyKeyFailures, retryAfter);
      const row = key.startsWith(KEY_PREFIX)
        ? await db.apiKey.findUnique({ where: { hash }, select: { id: true, name: true, scope: true, revokedAt: true } })
        : null;
      // A valid key was not a failure: its reserved count is given back.
      if (row && !row.revokedAt) await failures.release(ip);
      // A counted failure goes in the trail (issue 29 item 16): never the key, and a revoked one by name.
      else await audit.record(db, { userId: null, apiKeyId: row?.id ?? null, label: row?.name ?? "", ip }, {
        action: "api_key.rejected",
        ...(row && { subject: { type: "api_key" as const, id: row.id } }),
      });
      return row;
    })().finally(() => lookups.delete(hash));
    lookups.set(hash, lookup);
    return lookup;
  }

  return {
    async list(): Promise<ApiKey[]> {
      const rows = await db.apiKey.findMany({ orderBy: [{ revokedAt: { sort: "asc", nulls: "first" } }, { id: "desc" }], include: CREATOR });
      return rows.map(toDto);
    },

    async create(actor: Actor, input: { name: string; scope: ApiKeyScope }): Promise<Saying<CreatedApiKey>> {
      // A stolen session alone cannot hand out access to the office's data (issue 29 item 3, decision 0176).
      await sessions.assertRecentlyAuthenticated(actor.sessionId ?? null, RECENT_AUTH_FOR_ACCESS_MS);
      const active = await db.apiKey.count({ where: { revokedAt: null } });
      if (active >= INTEGRATION_LIMITS.maxActiveKeys) throw conflict(say.integrations.tooManyKeys);
      const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
      const row = await db.$transaction(async (tx) => {
        const created = await tx.apiKey.create({
          data: {
            name: input.name,
            scope: input.scope,
            prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
            hash: hashOf(key),
            createdAt: now(),
            createdById: actor.userId,
          },
          include: CREATOR,
        });
        // Its name and scope only: never the key, its hash or its prefix.
        await audit.record(tx, actor, {
          action: "api_key.created",
          subject: { type: "api_key", id: created.id },
          after: { name: created.name, scope: created.scope },
          details: { name: created.name },
        });
        return created;
      });
      return { message: say.integrations.keyCreated, api_key: toDto(row), key };
    },

    /** Revoking is immediate and final; the key stays listed, marked revoked. */
    async revoke(actor: Actor, id: number): Promise<ApiKey> {
      // A stolen session alone cannot hand out access to the office's data (issue 29 item 3, decision 0176).
      await sessions.assertRecentlyAuthenticated(actor.sessionId ?? null, RECENT_AUTH_FOR_ACCESS_MS);
      return db.$transaction(async (tx) => {
        const existing = await tx.apiKey.findUnique({ where: { id }, include: CREATOR });
        if (!existing) throw notFound(say.integrations.keyNotFound);
        if (existing.revokedAt) return toDto(existing);
        const revoked = await tx.apiKey.update({ where: { id }, data: { revokedAt: now() }, include: CREATOR });
        await audit.record(tx, actor, {
          action: "api_key.revoked",
          subject: { type: "api_key", id },
          before: { revoked: false },
          after: { revoked: true },
          details: { name: revoked.name },
        });
        return toDto(revoked);
      });
    },

    /** The key's holder, or 401; 429 once an address has sent too many keys that are not valid. */
    async authenticate(key: string, ip: string): Promise<ApiKeyPrincipal> {
      const row = await lookUp(key, hashOf(key), ip);
      if (!row || row.revokedAt) throw unauthenticated(say.integrations.keyInvalid);
      const at = now().getTime();
      if (at - (lastUsedWritten.get(row.id) ?? 0) >= LAST_USED_PRECISION_MS) {
        lastUsedWritten.set(row.id, at);
        await db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(at) } });
      }
      return { id: row.id, name: row.name, scope: row.scope as ApiKeyScope };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
