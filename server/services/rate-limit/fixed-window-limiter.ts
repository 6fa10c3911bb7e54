import type { Db } from "../../db";
import { directBatch, directTransaction, type BatchResult } from "../../db/direct-batch";
import { Prisma } from "../../db/generated/client";
import type { RateLimit } from "../../env";
import type { DbOrTx } from "../../outbox/outbox.store";
import { sweepWhenDue } from "./sweep";

/**
 * Counts events per key in fixed windows, in the database (`rate_limit_windows`), so every
 * instance on one database counts against one budget (issue 31, decision 0215). Kept in the
 * services (not a Fastify plugin) so REST and tRPC share one count, and so a limit can count
 * only some outcomes (failed sign-ins) rather than every request (decision 0013). Times are
 * epoch milliseconds from the injected clock, so tests move time and one statement text serves
 * SQLite and PostgreSQL alike.
 */
export type FixedWindowLimiter = {
  /** Its name, the prefix of its keys in the table: unique in the application. */
  readonly name: string;
  /** Seconds until `key` may act again, or 0 when it is under its limit. */
  retryAfterSeconds(key: string): Promise<number>;
  /** Forgets `key`, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Takes back one event of `key`: an attempt counted in advance that turned out not to count (the right password). */
  release(key: string): Promise<void>;
  /**
   * Counts one event for `key` on `client` (the caller's transaction, so the count commits or
   * rolls back with the change it limits), or none past the limit: whether it was counted. One
   * conditional upsert, so concurrent callers cannot both pass the last place.
   */
  countIn(client: DbOrTx, key: string): Promise<boolean>;
};

type Limited = { db: Db; now: () => Date; limit: RateLimit };
/** What `reserveAttempt` needs of a limiter, kept off its public face. */
const limitedBy = new WeakMap<FixedWindowLimiter, Limited>();

const rowKey = (limiter: FixedWindowLimiter, key: string) => `${limiter.name}:${key}`;
const waitSeconds = (resetsAtMs: number, at: number) => Math.ceil((resetsAtMs - at) / 1000);

/** Past its window a row counts as empty; an expired row is swept, or restarted by its next event. */
const SWEEP = (at: number) => Prisma.sql`DELETE FROM rate_limit_windows WHERE resets_at_ms <= ${at}`;

export function createFixedWindowLimiter({ db, now }: { db: Db; now: () => Date }, name: string, limit: RateLimit): FixedWindowLimiter {
  const { max, windowMs } = limit;
  const limiter: FixedWindowLimiter = {
    name,
    async retryAfterSeconds(key) {
      const at = now().getTime();
      const [row] = await db.$queryRaw<{ hits: unknown; resets_at_ms: unknown }[]>`
        SELECT hits, resets_at_ms FROM rate_limit_windows WHERE limit_key = ${rowKey(limiter, key)}`;
      if (!row || Number(row.resets_at_ms) <= at || Number(row.hits) < max) return 0;
      return waitSeconds(Number(row.resets_at_ms), at);
    },
    async reset(key) {
      await directBatch(db, [Prisma.sql`DELETE FROM rate_limit_windows WHERE limit_key = ${rowKey(limiter, key)}`]);
    },
    async release(key) {
      await directBatch(db, [Prisma.sql`UPDATE rate_limit_windows SET hits = hits - 1 WHERE limit_key = ${rowKey(limiter, key)} AND hits > 0`]);
    },
    async countIn(client, key) {
      const at = now().getTime();
      const counted = await client.$queryRaw<unknown[]>`
        INSERT INTO rate_limit_windows (limit_key, hits, resets_at_ms) VALUES (${rowKey(limiter, key)}, 1, ${at + windowMs})
        ON CONFLICT (limit_key) DO UPDATE SET
          hits = CASE WHEN rate_limit_windows.resets_at_ms <= ${at} THEN 1 ELSE rate_limit_windows.hits + 1 END,
          resets_at_ms = CASE WHEN rate_limit_windows.resets_at_ms <= ${at} THEN ${at + windowMs} ELSE rate_limit_windows.resets_at_ms END
        WHERE rate_limit_windows.resets_at_ms <= ${at} OR rate_limit_windows.hits < ${max}
        RETURNING hits`;
      return counted.length === 1;
    },
  };
  limitedBy.set(limiter, { db, now, limit });
  return limiter;
}

function limitedOf(limiter: FixedWindowLimiter): Limited {
  const limited = limitedBy.get(limiter);
  if (!limited) throw new Error(`reserveAttempt: ${limiter.name} was not made by createFixedWindowLimiter`);
  return limited;
}

const rowsOf = (result: BatchResult) => (typeof result === "number" ? [] : result);

/**
 * Counts one attempt on every limit before the work it guards (argon2, a code check), or none
 * when any limit is reached: then the seconds to wait (issue 29 item 4, decision 0161). Atomic
 * across requests and instances (decision 0215): one transaction first takes each key's row
 * (creating it empty), which holds SQLite's write lock or PostgreSQL's row lock until it ends,
 * reads the windows so held, and only when all are under their limit counts the attempt on
 * each. Keys are taken in one fixed order, so two reservations never wait on each other in a
 * cycle. A refusal changes nothing, so it commits rather than rolls back. A caller whose
 * attempt succeeds gives it back with `release` where only failures count.
 */
export async function reserveAttempt(limits: readonly (readonly [FixedWindowLimiter, string])[]): Promise<number> {
  const first = limits[0];
  if (!first) return 0;
  const { db, now } = limitedOf(first[0]);
  const at = now().getTime();
  const held = limits
    .map(([limiter, key]) => ({ key: rowKey(limiter, key), ...limitedOf(limiter).limit }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const wait = await directTransaction(db, async (run) => {
    let longest = 0;
    for (const { key, max, windowMs } of held) {
      const [row] = rowsOf(
        await run(Prisma.sql`
          INSERT INTO rate_limit_windows (limit_key, hits, resets_at_ms) VALUES (${key}, 0, ${at + windowMs})
          ON CONFLICT (limit_key) DO UPDATE SET hits = rate_limit_windows.hits
          RETURNING hits, resets_at_ms`),
      );
      const resetsAtMs = Number(row?.resets_at_ms);
      if (resetsAtMs > at && Number(row?.hits) >= max) longest = Math.max(longest, waitSeconds(resetsAtMs, at));
    }
    if (longest > 0) return longest;
    for (const { key, windowMs } of held) {
      await run(Prisma.sql`
        UPDATE rate_limit_windows SET
          hits = CASE WHEN resets_at_ms <= ${at} THEN 1 ELSE hits + 1 END,
          resets_at_ms = CASE WHEN resets_at_ms <= ${at} THEN ${at + windowMs} ELSE resets_at_ms END
        WHERE limit_key = ${key}`);
    }
    return 0;
  });
  await sweepWhenDue(db, "rate_limit_windows", at, SWEEP);
  return wait;
}
