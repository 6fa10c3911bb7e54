import type { Db } from "../../db";
import { directBatch } from "../../db/direct-batch";
import type { Prisma } from "../../db/generated/client";

/** How often (by the services' clock) an instance deletes a table's expired rows. */
export const SWEEP_EVERY_MS = 60_000;

/** When each database's tables were last swept by this process. */
const lastSwept = new WeakMap<Db, Map<string, number>>();

/**
 * Runs `sweep` (a DELETE of the rows expired at `at`) at most once a minute per table and
 * instance, so the limit tables stay bounded by what is live without a write on every request.
 * Several instances each sweeping is harmless: an expired row is dead to every reader already.
 */
export async function sweepWhenDue(db: Db, table: string, at: number, sweep: (at: number) => Prisma.Sql): Promise<void> {
  let tables = lastSwept.get(db);
  if (!tables) lastSwept.set(db, (tables = new Map()));
  const last = tables.get(table);
  // A clock moved back (a test's) sweeps again rather than waiting for time to catch up.
  if (last !== undefined && at >= last && at - last < SWEEP_EVERY_MS) return;
  tables.set(table, at);
  await directBatch(db, [sweep(at)]);
}
