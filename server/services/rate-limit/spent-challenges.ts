import type { Db } from "../../db";
import { directBatch } from "../../db/direct-batch";
import { Prisma } from "../../db/generated/client";
import { sweepWhenDue } from "./sweep";

export type SpentChallenges = {
  /** Whether `id` has been used already. */
  isSpent(id: string): Promise<boolean>;
  /**
   * Uses `id` up until `expiresAtMs` (after which it is refused for its age anyway): true for the
   * one caller that spent it, false when it was spent already. One insert that a second one with
   * the same id finds there, so of two requests racing with one challenge, on one instance or
   * two, only one wins.
   */
  spend(id: string, expiresAtMs: number): Promise<boolean>;
};

const SWEEP = (at: number) => Prisma.sql`DELETE FROM spent_challenges WHERE expires_at_ms <= ${at}`;

/**
 * Single-use challenges (a two-step sign-in's, a passkey ceremony's) answered already, in the
 * database (`spent_challenges`), so a challenge used on one instance is refused on every other
 * (issue 31, decision 0215). `kind` prefixes the ids, so two kinds never collide.
 */
export function createSpentChallenges({ db, now }: { db: Db; now: () => Date }, kind: string): SpentChallenges {
  const idOf = (id: string) => `${kind}:${id}`;
  return {
    async isSpent(id) {
      const rows = await db.$queryRaw<unknown[]>`SELECT 1 AS spent FROM spent_challenges WHERE challenge = ${idOf(id)}`;
      return rows.length > 0;
    },
    async spend(id, expiresAtMs) {
      const [inserted] = await directBatch(db, [
        Prisma.sql`INSERT INTO spent_challenges (challenge, expires_at_ms) VALUES (${idOf(id)}, ${expiresAtMs})
          ON CONFLICT (challenge) DO NOTHING RETURNING challenge`,
      ]);
      await sweepWhenDue(db, "spent_challenges", now().getTime(), SWEEP);
      return Array.isArray(inserted) && inserted.length === 1;
    },
  };
}
