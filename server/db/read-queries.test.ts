import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-db";
import { createReadQueries, READ_SQL } from "./read-queries";

describe("hot read queries", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it.each(Object.entries(READ_SQL))("%s is served by an index, never a table scan", (_name, sql) => {
    const sqlite = new Database(database.file, { readonly: true });
    try {
      const plan = sqlite
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...Array.from({ length: sql.split("?").length - 1 }, () => "0"))
        .map((step) => (step as { detail: string }).detail);
      expect(plan.join("\n")).toMatch(/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/);
      expect(plan.filter((detail) => detail.startsWith("SCAN "))).toEqual([]);
    } finally {
      sqlite.close();
    }
  });

  it("sees what the Prisma connection has just committed, with times compared as stored", async () => {
    const reads = createReadQueries(database.file);
    try {
      const user = await database.db.user.create({ data: { email: "rq@example.com", fullName: "R Q", passwordHash: "x" } });
      const start = new Date("2030-01-07T17:00:00.000Z");
      await database.db.appointment.create({ data: { userId: user.id, service: "IRS Representation", appointmentTime: start } });
      await database.db.blockedTime.create({
        data: { startTime: new Date("2030-01-07T18:00:00.000Z"), endTime: new Date("2030-01-07T20:00:00.000Z") },
      });

      expect(reads.heldStartsBetween(new Date("2030-01-07T16:00:00.000Z"), new Date("2030-01-07T18:00:00.000Z"))).toHaveLength(1);
      expect(reads.heldStartsBetween(new Date("2030-01-07T17:00:00.000Z"), new Date("2030-01-07T18:00:00.000Z"))).toHaveLength(0);
      expect(reads.blocksTouching(new Date("2030-01-07T19:00:00.000Z"), new Date("2030-01-07T19:30:00.000Z"))).toHaveLength(1);
      expect(reads.blocksTouching(new Date("2030-01-07T20:00:00.000Z"), new Date("2030-01-07T21:00:00.000Z"))).toHaveLength(0);
      expect(reads.appointmentsOfUser(user.id)).toEqual([
        { id: expect.any(Number), service: "IRS Representation", appointment_time: "2030-01-07T17:00:00.000+00:00", status: "pending" },
      ]);
    } finally {
      reads.close();
    }
  });
});
