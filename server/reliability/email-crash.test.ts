import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { createUser } from "../testing/factories";
import { freeSlots, freshDatabaseFile, killAllServers, signInOverHttp, startServer } from "../testing/server-process";
import { startTestSmtp } from "../testing/test-smtp";

/**
 * The real server process, killed (SIGKILL) while it is in the middle of handing an email
 * to the mail server: after a restart every email still arrives, with the Message-ID it
 * was given when the booking committed.
 */
const database = freshDatabaseFile();
afterAll(() => {
  killAllServers();
  database.remove();
});

describe("a server process killed mid-delivery", () => {
  it("delivers every message after the restart, none lost", async () => {
    const seed = await openDatabase(database.file);
    await createUser(seed, { role: "admin" });
    const client = await createUser(seed, { password: "client-password" });
    await seed.$disconnect();

    // The mail server takes the message data and never answers: the send hangs mid-way.
    const smtp = await startTestSmtp({ mode: "stall" });
    const env = { SMTP_URL: smtp.url, OUTBOX_LEASE_SECONDS: "2" };
    try {
      const first = await startServer({ databaseFile: database.file, env });
      const cookie = await signInOverHttp(first.base, client.email, "client-password");
      const [slot] = await freeSlots(first.base, 1);
      const booked = await fetch(`${first.base}/api/appointments`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ service: "Business Tax Services", appointment_time: slot }),
      });
      expect(booked.status).toBe(201);
      await smtp.waitForDataStarted();
      expect(await first.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });

      smtp.setMode("accept");
      const second = await startServer({ databaseFile: database.file, env });
      const arrived = await smtp.waitForMessages(2, 50_000);
      await second.stop();

      const db = await openDatabase(database.file);
      const rows = await db.outboxMessage.findMany({ orderBy: { id: "asc" } });
      await db.$disconnect();
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
      // The message being sent when the process died was tried twice, under the same Message-ID.
      expect(rows.map((row) => row.attempts).sort()).toEqual([1, 2]);
      expect(arrived.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.messageId).sort());
    } finally {
      await smtp.close();
    }
  });
});
