import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "../../scripts/sqlite-backup";
import { openDatabase } from "../db";
import { createUser } from "../testing/factories";
import { freeSlots, freshDatabaseFile, killAllServers, signInOverHttp, startServer } from "../testing/server-process";

/**
 * The real server process under a stream of bookings: an online backup taken in
 * the middle of the stream holds every booking acknowledged before it began, and a
 * SIGKILL in the middle of the stream loses no acknowledged booking and leaves a
 * database that passes SQLite's integrity check and serves again at once.
 */
const database = freshDatabaseFile();
afterAll(() => {
  killAllServers();
  database.remove();
});

type Booked = { id: number; appointment_time: string };

function integrityOf(file: string): { integrity: unknown; foreignKeyProblems: unknown[] } {
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    return { integrity: sqlite.pragma("integrity_check", { simple: true }), foreignKeyProblems: sqlite.pragma("foreign_key_check") as unknown[] };
  } finally {
    sqlite.close();
  }
}

/** One client books the whole stream, far past the usual limit of open requests. */
const ONE_CLIENT_BOOKS_ALL = { MAX_OPEN_REQUESTS_PER_CLIENT: "1000000" };

describe("a server process under a stream of bookings", () => {
  it("keeps every acknowledged booking through an online backup and a SIGKILL, with an intact database", async () => {
    const seed = await openDatabase(database.file);
    const client = await createUser(seed, { password: "client-password" });
    await seed.$disconnect();

    const server = await startServer({ databaseFile: database.file, env: ONE_CLIENT_BOOKS_ALL });
    const cookie = await signInOverHttp(server.base, client.email, "client-password");
    const slots = await freeSlots(server.base, 121);
    expect(slots.length).toBe(121);
    // Kept out of the stream for the first booking after the restart.
    const spareSlot = slots.pop() as string;

    const acknowledged: Booked[] = [];
    const backupFile = join(database.file, "..", "backups", "live.db");
    let heldByBackup: Booked[] | null = null;
    let killed: Promise<unknown> | null = null;
    let next = 0;

    /** Four clients booking one slot after another until the server is gone. */
    const stream = async () => {
      while (next < slots.length) {
        const slot = slots[next++] as string;
        let response: Response;
        try {
          response = await fetch(`${server.base}/api/appointments`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ service: "Personal Tax Prep", appointment_time: slot }),
          });
        } catch {
          return; // The server died with this request in flight: it was never acknowledged.
        }
        expect(response.status).toBe(201);
        acknowledged.push(((await response.json()) as { appointment: Booked }).appointment);

        if (acknowledged.length === 20 && !heldByBackup) {
          // Taken while the other three streams keep writing.
          heldByBackup = [...acknowledged];
          await backupDatabase(database.file, backupFile);
        }
        if (acknowledged.length === 45 && !killed) killed = server.stop("SIGKILL");
      }
    };
    await Promise.all([stream(), stream(), stream(), stream()]);
    expect(await killed).toEqual({ code: null, signal: "SIGKILL" });
    expect(acknowledged.length).toBeGreaterThanOrEqual(45);
    // The kill landed in the middle of the stream, not after it.
    expect(acknowledged.length).toBeLessThan(slots.length);

    // The online backup is sound and, restored elsewhere, holds what was acknowledged before it began.
    const holds: Booked[] = heldByBackup ?? [];
    expect(holds.length).toBe(20);
    expect(integrityOf(backupFile)).toEqual({ integrity: "ok", foreignKeyProblems: [] });
    const restoredFile = join(database.file, "..", "restored", "app.db");
    await restoreDatabase(backupFile, restoredFile);
    const restored = await openDatabase(restoredFile);
    try {
      const rows = await restored.appointment.findMany({ where: { id: { in: holds.map((row) => row.id) } } });
      expect(rows.map((row) => row.appointmentTime.toISOString()).sort()).toEqual(holds.map((row) => row.appointment_time).sort());
    } finally {
      await restored.$disconnect();
    }

    // After the crash: the file is intact and every acknowledged booking is in it.
    expect(integrityOf(database.file)).toEqual({ integrity: "ok", foreignKeyProblems: [] });
    const restarted = await startServer({ databaseFile: database.file, env: ONE_CLIENT_BOOKS_ALL });
    try {
      // The session survived the crash too.
      const mine = await fetch(`${restarted.base}/api/appointments/my`, { headers: { cookie } });
      expect(mine.status).toBe(200);
      const listed = new Map(((await mine.json()) as Booked[]).map((row) => [row.id, row.appointment_time]));
      for (const booked of acknowledged) expect(listed.get(booked.id)).toBe(booked.appointment_time);

      // It takes new bookings at once.
      const after = await fetch(`${restarted.base}/api/appointments`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ service: "IRS Representation", appointment_time: spareSlot }),
      });
      expect(after.status).toBe(201);
    } finally {
      // The server's own log says why, should it ever end otherwise.
      expect(await restarted.stop(), restarted.output()).toEqual({ code: 0, signal: null });
    }
  }, 120_000);
});
