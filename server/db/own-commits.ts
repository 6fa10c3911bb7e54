/**
 * How many writes this process has committed to each SQLite file, counted by the connections that
 * make them (db.ts): the Prisma adapter's and the batch writer's. A read cache compares the count,
 * so an answer kept before one of this process's own writes is never given after it, without
 * asking SQLite on every read (docs/decisions/0261-own-writes-counted-foreign-ones-once-a-turn.md).
 */
const commits = new Map<string, number>();

export const ownCommitsTo = (file: string): number => commits.get(file) ?? 0;

export function noteOwnCommit(file: string): void {
  commits.set(file, ownCommitsTo(file) + 1);
}
