import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { createTestDatabase, type TestDatabase } from "../testing/test-db";
import { directBatch, NothingReturned } from "./direct-batch";
import { ownCommitsTo } from "./own-commits";

/** Decision 0131: a booking's statements on Prisma's own connection, as one transaction. */
describe("directBatch", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const insertBlock = (start: string) =>
    Prisma.sql`INSERT INTO blocked_times (start_time, end_time, created_at) VALUES (${start}, ${start}, ${start}) RETURNING id`;
  const blockStarts = async () =>
    (await database.db.blockedTime.findMany({ orderBy: { id: "asc" } })).map((block) => block.startTime.toISOString());

  it("answers each statement's rows or changes, committed together", async () => {
    const results = await directBatch(database.db, [
      insertBlock("2030-01-01T10:00:00.000+00:00"),
      Prisma.sql`UPDATE blocked_times SET reason = ${"Staff training"}`,
    ]);
    // Ids come back as each driver reads them (text for SQLite's 64-bit integers).
    const [rows, changed] = results as [{ id: unknown }[], number];
    expect(rows.map((row) => Number(row.id))).toEqual([1]);
    expect(changed).toBe(1);
    expect(await database.db.blockedTime.findMany({ select: { reason: true } })).toEqual([{ reason: "Staff training" }]);
  });

  it("keeps nothing when one statement fails", async () => {
    await expect(
      directBatch(database.db, [insertBlock("2030-01-01T10:00:00.000+00:00"), Prisma.sql`INSERT INTO no_such_table VALUES (1)`]),
    ).rejects.toThrow(/no such table|TableDoesNotExist/);
    expect(await blockStarts()).toEqual([]);
  });

  it("keeps nothing when a statement that must give a row gives none (an insert whose condition failed)", async () => {
    const insertIfNone = Prisma.sql`INSERT INTO blocked_times (start_time, end_time, created_at)
      SELECT ${"2030-01-01T11:00:00.000+00:00"}, ${"2030-01-01T11:00:00.000+00:00"}, ${"2030-01-01T11:00:00.000+00:00"}
      WHERE NOT EXISTS (SELECT 1 FROM blocked_times) RETURNING id`;
    await expect(directBatch(database.db, [insertIfNone], { mustReturnRows: 0 })).resolves.toHaveLength(1);
    await expect(directBatch(database.db, [insertIfNone, insertBlock("2030-01-01T12:00:00.000+00:00")], { mustReturnRows: 0 })).rejects.toBeInstanceOf(
      NothingReturned,
    );
    expect(await blockStarts()).toEqual(["2030-01-01T11:00:00.000Z"]);
  });

  it("commits the batches asked for in one turn together, and rolls back only the one that fails", async () => {
    const commits = () => (database.engine === "sqlite" ? ownCommitsTo(database.file ?? "") : 0);
    let before = commits();
    await directBatch(database.db, [insertBlock("2030-01-01T08:00:00.000+00:00")]);
    const oneBatch = commits() - before;

    before = commits();
    const settled = await Promise.allSettled([
      directBatch(database.db, [insertBlock("2030-01-01T10:00:00.000+00:00")]),
      directBatch(database.db, [insertBlock("2030-01-01T11:00:00.000+00:00"), Prisma.sql`INSERT INTO no_such_table VALUES (1)`]),
      directBatch(database.db, [insertBlock("2030-01-01T12:00:00.000+00:00")]),
    ]);
    expect(settled.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((settled[1] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect([...(await blockStarts())].sort()).toEqual(["2030-01-01T08:00:00.000Z", "2030-01-01T10:00:00.000Z", "2030-01-01T12:00:00.000Z"]);
    // On SQLite one group, one commit, as for a single batch (decision 0264).
    expect(commits() - before).toBe(oneBatch);
  });

  it("waits for a Prisma transaction open on the connection instead of joining it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const rolledBack = database.db
      .$transaction(async (tx) => {
        await tx.$executeRaw(insertBlock("2030-01-01T09:00:00.000+00:00"));
        entered();
        await gate;
        throw new Error("the interactive transaction gives up");
      })
      .catch((error: unknown) => error);
    await inside;

    let batchDone = false;
    const batch = directBatch(database.db, [insertBlock("2030-01-01T10:00:00.000+00:00")]).then(() => (batchDone = true));
    // Many event-loop turns later, the batch still waits for the transaction.
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(batchDone).toBe(false);

    release();
    expect(await rolledBack).toBeInstanceOf(Error);
    await batch;
    // The transaction's row went with its rollback; the batch's row stayed.
    expect(await blockStarts()).toEqual(["2030-01-01T10:00:00.000Z"]);
  });

  it("opens the connection again after the client disconnected", async () => {
    await database.db.$disconnect();
    await directBatch(database.db, [insertBlock("2030-01-01T10:00:00.000+00:00")]);
    expect(await blockStarts()).toEqual(["2030-01-01T10:00:00.000Z"]);
  });
});
