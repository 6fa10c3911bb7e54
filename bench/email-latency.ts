/**
 * Part of `npm run bench`: booking latency does not depend on the mail server. The same
 * booking load runs against the production server three times: with no SMTP_URL (emails
 * wait in the outbox), with SMTP_URL pointing at a closed port (every send fails and is
 * retried), and with an SMTP server that accepts the data and never answers (every send
 * hangs until its timeout). Emails are written in the booking's transaction and sent by the
 * worker, so the three rows should match.
 */
import { addDays } from "date-fns";
import { openDatabase } from "../server/db";
import { createUser } from "../server/testing/factories";
import { freePort, freshDatabaseFile, signInOverHttp, startServer } from "../server/testing/server-process";
import { startTestSmtp } from "../server/testing/test-smtp";
import { runLoad } from "./load";
import { BOOKING_HOURS, BOOKING_SERVER_ENV, openSlots } from "./seed-bench-data";

const TIME_ZONE = "America/Los_Angeles";

export type EmailLatencyRow = { mail: string; "req/s": number; "p50 ms": number; "p99 ms": number; "non-2xx": number; errors: number };

async function bookingsWith(mail: string, smtpUrl: string | undefined, seconds: number, cpu: number | undefined, loadCpu: number | undefined): Promise<EmailLatencyRow> {
  const database = freshDatabaseFile();
  const db = await openDatabase(database.file);
  await createUser(db, { role: "admin" });
  const client = await createUser(db, { password: "bench-password" });
  await db.$disconnect();
  const server = await startServer({
    databaseFile: database.file,
    env: {
      BUSINESS_TIMEZONE: TIME_ZONE,
      MAX_OPEN_REQUESTS_PER_CLIENT: "1000000",
      // Enough distinct free slots for every request of the run (as in bench/run.ts).
      ...BOOKING_SERVER_ENV,
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    },
    cpu,
    launcher: "compiled",
  });
  try {
    const cookie = await signInOverHttp(server.base, client.email, "bench-password");
    const slots = openSlots(addDays(new Date(), 2), 720, TIME_ZONE, { everyDay: true, ...BOOKING_HOURS }).map((slot) => slot.toISOString());
    const result = await runLoad({
      base: server.base,
      method: "POST",
      connections: 50,
      seconds,
      cpu: loadCpu,
      headers: { cookie, "content-type": "application/json" },
      requests: slots.map((slot) => ({ path: "/api/appointments", body: JSON.stringify({ service: "Personal Tax Prep", appointment_time: slot }) })),
    });
    return {
      mail,
      "req/s": Math.round(result.rps),
      "p50 ms": Number(result.p50Ms.toFixed(2)),
      "p99 ms": Number(result.p99Ms.toFixed(2)),
      "non-2xx": result.non2xx,
      errors: result.errors,
    };
  } finally {
    await server.stop();
    database.remove();
  }
}

export async function measureBookingLatencyUnderMailFaults(seconds: number, cpu: number | undefined, loadCpu: number | undefined): Promise<EmailLatencyRow[]> {
  const rows = [await bookingsWith("no SMTP_URL (outbox waits)", undefined, seconds, cpu, loadCpu)];
  rows.push(await bookingsWith("SMTP down (connection refused)", `smtp://127.0.0.1:${await freePort()}`, seconds, cpu, loadCpu));
  const stalled = await startTestSmtp({ mode: "stall" });
  try {
    rows.push(await bookingsWith("SMTP hangs mid-message", stalled.url, seconds, cpu, loadCpu));
  } finally {
    await stalled.close();
  }
  return rows;
}
