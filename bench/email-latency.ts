/**
 * Part of `npm run bench`: booking latency does not depend on the mail server. The same
 * booking load runs against the production server three times: with no SMTP_URL (emails
 * wait in the outbox), with SMTP_URL pointing at a closed port (every send fails and is
 * retried), and with an SMTP server that accepts the data and never answers (every send
 * hangs until its timeout). Emails are written in the booking's transaction and sent by the
 * worker, so the three rows should match.
 */
import { addDays } from "date-fns";
import autocannon from "autocannon";
import { openDatabase } from "../server/db";
import { createUser } from "../server/testing/factories";
import { freePort, freshDatabaseFile, signInOverHttp, startServer } from "../server/testing/server-process";
import { startTestSmtp } from "../server/testing/test-smtp";
import { openSlots } from "./seed-bench-data";

const TIME_ZONE = "America/Los_Angeles";

export type EmailLatencyRow = { mail: string; "req/s": number; "p50 ms": number; "p99 ms": number; "non-2xx": number; errors: number };

async function bookingsWith(mail: string, smtpUrl: string | undefined, seconds: number, cpu: number | undefined): Promise<EmailLatencyRow> {
  const database = freshDatabaseFile();
  const db = await openDatabase(database.file);
  await createUser(db, { role: "admin" });
  const client = await createUser(db, { password: "bench-password" });
  await db.$disconnect();
  const server = await startServer({
    databaseFile: database.file,
    env: { BUSINESS_TIMEZONE: TIME_ZONE, MAX_OPEN_REQUESTS_PER_CLIENT: "1000000", ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) },
    cpu,
  });
  try {
    const cookie = await signInOverHttp(server.base, client.email, "bench-password");
    const slots = openSlots(addDays(new Date(), 30), 3000, TIME_ZONE).map((slot) => slot.toISOString());
    let next = 0;
    const result = await autocannon({
      url: server.base,
      connections: 50,
      duration: seconds,
      headers: { cookie, "content-type": "application/json" },
      requests: [
        {
          method: "POST",
          path: "/api/appointments",
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ service: "Personal Tax Prep", appointment_time: slots[next++ % slots.length] }),
          }),
        },
      ],
    });
    return {
      mail,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await server.stop();
    database.remove();
  }
}

export async function measureBookingLatencyUnderMailFaults(seconds: number, cpu: number | undefined): Promise<EmailLatencyRow[]> {
  const rows = [await bookingsWith("no SMTP_URL (outbox waits)", undefined, seconds, cpu)];
  rows.push(await bookingsWith("SMTP down (connection refused)", `smtp://127.0.0.1:${await freePort()}`, seconds, cpu));
  const stalled = await startTestSmtp({ mode: "stall" });
  try {
    rows.push(await bookingsWith("SMTP hangs mid-message", stalled.url, seconds, cpu));
  } finally {
    await stalled.close();
  }
  return rows;
}
