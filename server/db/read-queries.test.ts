import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-db";
import { adminRowToDto, toAdminAppointmentDto, WITH_CLIENT } from "../services/appointments/appointments.service";
import pg from "pg";
import { engineOf, poolOf, sqliteFileOf } from "../db";
import { directBatch } from "./direct-batch";
import { Prisma } from "./generated/client";
import { createReadQueries } from "./open-read-queries";
import { POSTGRESQL_READ_SQL } from "./read-queries.postgresql";
import { READ_SQL } from "./read-queries.sqlite";

describe("hot read queries", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it.each(Object.keys(READ_SQL))("%s is served by an index, never a table scan", async (name) => {
    if (engineOf(database.db) === "postgresql") {
      // Tiny test tables make a scan the cheapest plan; with scans priced out, a missing index still shows as one.
      const sql = POSTGRESQL_READ_SQL[name as keyof typeof POSTGRESQL_READ_SQL];
      const client = await poolOf(database.db).connect();
      try {
        await client.query("SET enable_seqscan = off");
        // The plan for any parameters (PostgreSQL 16+), not one folded for particular values.
        const plan = (await client.query(`EXPLAIN (GENERIC_PLAN) ${sql}`)).rows.map((row: { "QUERY PLAN": string }) => row["QUERY PLAN"]);
        expect(plan.join("\n")).toMatch(/Index (Only )?Scan/);
        expect(plan.filter((line) => line.includes("Seq Scan"))).toEqual([]);
      } finally {
        await client.query("RESET enable_seqscan");
        client.release();
      }
      return;
    }
    const sql = READ_SQL[name as keyof typeof READ_SQL];
    const sqlite = new Database(sqliteFileOf(database.db), { readonly: true });
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
    const reads = createReadQueries(database.db);
    try {
      const user = await database.db.user.create({ data: { email: "rq@example.com", fullName: "R Q", passwordHash: "x" } });
      const start = new Date("2030-01-07T17:00:00.000Z");
      await database.db.appointment.create({ data: { userId: user.id, service: "IRS Representation", appointmentTime: start } });
      await database.db.blockedTime.create({
        data: { startTime: new Date("2030-01-07T18:00:00.000Z"), endTime: new Date("2030-01-07T20:00:00.000Z") },
      });

      expect(await reads.heldStartsBetween(new Date("2030-01-07T16:00:00.000Z"), new Date("2030-01-07T18:00:00.000Z"))).toHaveLength(1);
      expect(await reads.heldStartsBetween(new Date("2030-01-07T17:00:00.000Z"), new Date("2030-01-07T18:00:00.000Z"))).toHaveLength(0);
      expect(await reads.blocksTouching(new Date("2030-01-07T19:00:00.000Z"), new Date("2030-01-07T19:30:00.000Z"))).toHaveLength(1);
      expect(await reads.blocksTouching(new Date("2030-01-07T20:00:00.000Z"), new Date("2030-01-07T21:00:00.000Z"))).toHaveLength(0);
      // A client's list row is the API's MyAppointment as it stands (but for the preparer's columns and its length), the time as toISOString() writes it.
      expect(await reads.appointmentsOfUser(user.id)).toEqual([
        {
          id: expect.any(Number),
          service: "IRS Representation",
          appointment_time: start.toISOString(),
          status: "pending",
          preparer_id: null,
          preparer_name: null,
          slots: 1,
        },
      ]);
    } finally {
      await reads.close();
    }
  });

  it("finds a session's user only while the session is neither revoked nor expired", async () => {
    const reads = createReadQueries(database.db);
    try {
      const user = await database.db.user.create({ data: { email: "sess@example.com", fullName: "S E", passwordHash: "x" } });
      const expiresAt = new Date("2030-01-07T17:00:00.000Z");
      await database.db.session.create({ data: { id: "live", userId: user.id, expiresAt } });
      await database.db.session.create({ data: { id: "revoked", userId: user.id, expiresAt, revokedAt: new Date("2030-01-01T00:00:00.000Z") } });

      expect(await reads.sessionUser("live", new Date("2030-01-07T16:59:59.999Z"))).toEqual({
        id: user.id,
        full_name: "S E",
        email: "sess@example.com",
        phone: null,
        role: "client",
        locale: "en",
        mfa_enabled: false,
      });
      expect(await reads.sessionUser("live", expiresAt)).toBeUndefined();
      expect(await reads.sessionUser("revoked", new Date("2030-01-01T00:00:00.000Z"))).toBeUndefined();
      expect(await reads.sessionUser("unknown", new Date("2030-01-01T00:00:00.000Z"))).toBeUndefined();

      // Kept between requests on SQLite (decision 0256), yet a revocation or a deactivation is seen at once.
      const before = new Date("2030-01-02T00:00:00.000Z");
      expect(await reads.sessionUser("live", before)).toMatchObject({ id: user.id });
      await database.db.session.update({ where: { id: "live" }, data: { revokedAt: before } });
      expect(await reads.sessionUser("live", before)).toBeUndefined();
      await database.db.session.create({ data: { id: "second", userId: user.id, expiresAt } });
      expect(await reads.sessionUser("second", before)).toMatchObject({ id: user.id });
      await database.db.user.update({ where: { id: user.id }, data: { deactivatedAt: before } });
      expect(await reads.sessionUser("second", before)).toBeUndefined();
    } finally {
      await reads.close();
    }
  });

  it("answers the admin window as adminRowToDto maps it to the API's DTO, exactly as toAdminAppointmentDto maps the Prisma row", async () => {
    const reads = createReadQueries(database.db);
    try {
      const user = await database.db.user.create({ data: { email: "window@example.com", fullName: "Win Dow", phone: "(559) 555-0100", passwordHash: "x" } });
      const preparer = await database.db.user.create({ data: { email: "prep@example.com", fullName: "Pre Parer", role: "preparer", passwordHash: "x" } });
      const times = ["2031-03-04T17:00:00.000Z", "2031-03-04T18:30:00.000Z", "2031-03-05T16:00:00.000Z"];
      for (const [index, time] of times.entries()) {
        await database.db.appointment.create({
          data: {
            userId: user.id,
            service: "Personal Tax Prep",
            appointmentTime: new Date(time),
            status: index === 1 ? "pending" : "confirmed",
            adminNote: index === 2 ? "bring W-2" : null,
            preparerId: index === 0 ? preparer.id : null,
          },
        });
      }
      const expected = (
        await database.db.appointment.findMany({ where: { userId: user.id }, include: WITH_CLIENT, orderBy: { appointmentTime: "asc" } })
      ).map(toAdminAppointmentDto);
      const pendingFirst = [...expected.filter((row) => row.status === "pending"), ...expected.filter((row) => row.status !== "pending")];
      expect(expected.map((row) => row.preparer)).toEqual([{ id: preparer.id, name: "Pre Parer" }, null, null]);
      expect((await reads.adminWindow(new Date("2031-03-04T00:00:00.000Z"), 10)).map(adminRowToDto)).toEqual(pendingFirst);
      expect((await reads.adminWindow(new Date("2031-03-04T00:00:00.000Z"), 2)).map(adminRowToDto)).toEqual(pendingFirst.slice(0, 2));
    } finally {
      await reads.close();
    }
  });

  it("keeps the admin window and the busy times until any write commits (SQLite), then reads them again", async () => {
    const reads = createReadQueries(database.db);
    try {
      const user = await database.db.user.create({ data: { email: "kept@example.com", fullName: "Kept Window", passwordHash: "x" } });
      const appointment = await database.db.appointment.create({
        data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date("2032-05-06T17:00:00.000Z") },
      });
      const since = new Date("2031-03-04T00:00:00.000Z");
      const first = await reads.adminWindow(since, 10);
      const again = await reads.adminWindow(since, 10);
      // SQLite tells when anything was written (PRAGMA data_version); PostgreSQL, where another
      // instance may write at any moment, is asked every time.
      if (engineOf(database.db) === "sqlite") expect(again).toBe(first);
      else expect(again).not.toBe(first);
      // Another window is another answer.
      expect(await reads.adminWindow(since, 1)).not.toBe(first);

      await database.db.appointment.update({ where: { id: appointment.id }, data: { status: "confirmed" } });
      const after = await reads.adminWindow(since, 10);
      const statusOf = (rows: readonly { id: number; status: string }[]) => rows.find((row) => row.id === appointment.id)?.status;
      expect([statusOf(first), statusOf(after)]).toEqual(["pending", "confirmed"]);
      // A write anywhere, even to another table, is a new answer too.
      const day = [new Date("2032-05-07T00:00:00.000Z"), new Date("2032-05-08T00:00:00.000Z")] as const;
      expect(await reads.blocksTouching(...day)).toEqual([]);
      expect(await reads.heldStartsBetween(...day)).toEqual([]);
      await database.db.blockedTime.create({ data: { startTime: day[0], endTime: day[1] } });
      await database.db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date("2032-05-07T17:00:00.000Z") } });
      expect(await reads.adminWindow(since, 10)).not.toBe(after);
      expect(await reads.blocksTouching(...day)).toHaveLength(1);
      expect(await reads.heldStartsBetween(...day)).toEqual([{ appointment_time: "2032-05-07T17:00:00.000Z", preparer_id: null, slots: 1, buffer_minutes: 0 }]);
    } finally {
      await reads.close();
    }
  });

  it("sees this process's own commits at once, and another process's from the next turn of the event loop", async () => {
    const reads = createReadQueries(database.db);
    try {
      const user = await database.db.user.create({ data: { email: "turns@example.com", fullName: "Turn Taker", passwordHash: "x" } });
      const since = new Date("2033-01-01T00:00:00.000Z");
      const timesOf = (rows: readonly { appointment_time: string }[]) => rows.map((row) => row.appointment_time);
      expect(await reads.adminWindow(since, 10)).toEqual([]);

      // This process's writes, through Prisma and through a batch, with no turn of the event loop between.
      await database.db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime: new Date("2033-02-01T17:00:00.000Z") } });
      expect(timesOf(await reads.adminWindow(since, 10))).toEqual(["2033-02-01T17:00:00.000Z"]);
      await directBatch(database.db, [
        Prisma.sql`UPDATE appointments SET appointment_time = ${new Date("2033-02-02T17:00:00.000Z")} WHERE user_id = ${user.id}`,
      ]);
      expect(timesOf(await reads.adminWindow(since, 10))).toEqual(["2033-02-02T17:00:00.000Z"]);

      // Another process's, through a connection of its own.
      await writeFromElsewhere(database, `UPDATE appointments SET status = 'confirmed' WHERE user_id = ${user.id}`);
      await new Promise((nextTurn) => setImmediate(nextTurn));
      expect((await reads.adminWindow(since, 10)).map((row) => row.status)).toEqual(["confirmed"]);
    } finally {
      await reads.close();
    }
  });
});

/** A write as another process makes it: on a connection this process's database client knows nothing of. */
async function writeFromElsewhere(database: TestDatabase, sql: string): Promise<void> {
  if (engineOf(database.db) === "sqlite") {
    const other = new Database(sqliteFileOf(database.db));
    try {
      other.exec(sql);
    } finally {
      other.close();
    }
    return;
  }
  const other = new pg.Client({ connectionString: database.url });
  await other.connect();
  try {
    await other.query(sql);
  } finally {
    await other.end();
  }
}
