/**
 * `npm run bench`: measures the API of the production server on a fresh SQLite file
 * seeded with a realistic history (bench/seed-bench-data.ts). Not a test: it prints a
 * table and writes bench/results.json. The server is pinned to CPU 0 and the load
 * generator (this process) to CPU 1 where `taskset` exists, so they do not compete.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import autocannon, { type Options, type Result } from "autocannon";
import { openDatabase } from "../server/db";
import { freshDatabaseFile, signInOverHttp, startServer } from "../server/testing/server-process";
import { measureBookingLatencyUnderMailFaults } from "./email-latency";
import { BENCH_ADMIN_EMAIL, BENCH_CLIENT_EMAIL, BENCH_PASSWORD, openSlots, seedBenchData } from "./seed-bench-data";

const TIME_ZONE = "America/Los_Angeles";
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const root = fileURLToPath(new URL("..", import.meta.url));

const hasTaskset = (() => {
  try {
    execFileSync("taskset", ["-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

async function main() {
  const database = freshDatabaseFile();
  const db = await openDatabase(database.file);
  const now = new Date();
  console.log("Seeding...");
  const seeded = await seedBenchData(db, { now, timeZone: TIME_ZONE });
  console.log(seeded);

  const server = await startServer({
    databaseFile: database.file,
    // One client books every slot of the run, far past the usual limit of open requests.
    env: { BUSINESS_TIMEZONE: TIME_ZONE, MAX_OPEN_REQUESTS_PER_CLIENT: "1000000" },
    cpu: hasTaskset ? 0 : undefined,
  });
  const base = server.base;
  try {
    const clientCookie = await signInOverHttp(base, BENCH_CLIENT_EMAIL, BENCH_PASSWORD);
    const adminCookie = await signInOverHttp(base, BENCH_ADMIN_EMAIL, BENCH_PASSWORD);

    // Distinct business dates for availability, and distinct free slots (years ahead) for bookings.
    const dates = Array.from({ length: 60 }, (_, index) => formatInTimeZone(addDays(now, index + 1), TIME_ZONE, "yyyy-MM-dd"));
    const freeSlots = openSlots(addDays(now, 400), 2000, TIME_ZONE).map((slot) => slot.toISOString());
    let dateIndex = 0;
    let slotIndex = 0;

    const scenarios: { name: string; options: Options }[] = [
      { name: "ceiling: GET /api/health/live", options: { url: `${base}/api/health/live` } },
      {
        name: "GET /api/availability",
        options: {
          url: base,
          requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/api/availability?date=${dates[dateIndex++ % dates.length]}` }) }],
        },
      },
      { name: "GET /api/appointments/my", options: { url: `${base}/api/appointments/my`, headers: { cookie: clientCookie } } },
      { name: "GET /api/appointments/all (admin)", options: { url: `${base}/api/appointments/all`, headers: { cookie: adminCookie } } },
      {
        name: "POST /api/appointments (distinct slots)",
        options: {
          url: base,
          headers: { cookie: clientCookie, "content-type": "application/json" },
          requests: [
            {
              method: "POST",
              path: "/api/appointments",
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({ service: "Personal Tax Prep", appointment_time: freeSlots[slotIndex++ % freeSlots.length] }),
              }),
            },
          ],
        },
      },
    ];

    const rows: Record<string, string | number>[] = [];
    let ceiling = 0;
    for (const scenario of scenarios) {
      const isBooking = scenario.name.startsWith("POST");
      if (!isBooking) await load(scenario.options, WARMUP_SECONDS);
      const result = await load(scenario.options, DURATION_SECONDS);
      const rps = result.requests.average;
      if (scenario.name.startsWith("ceiling")) ceiling = rps;
      rows.push({
        endpoint: scenario.name,
        "req/s": Math.round(rps),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "% of ceiling": ceiling ? Math.round((rps / ceiling) * 100) : 100,
        "non-2xx": result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }

    const doubleBooked = await db.$queryRawUnsafe<{ n: bigint }[]>(
      "SELECT COUNT(*) AS n FROM (SELECT appointment_time FROM appointments WHERE status IN ('pending','confirmed') GROUP BY appointment_time HAVING COUNT(*) > 1)",
    );
    const booked = slotIndex > freeSlots.length ? freeSlots.length : slotIndex;
    console.table(rows);
    console.log(`Bookings sent: ${slotIndex} (distinct slots: ${booked}); double-booked slots: ${Number(doubleBooked[0]?.n ?? 0)}`);
    console.log("\nBookings while the mail server is missing, down or hanging (emails go through the outbox):");
    const mailRows = await measureBookingLatencyUnderMailFaults(DURATION_SECONDS, hasTaskset ? 0 : undefined);
    console.table(mailRows);
    writeFileSync(
      join(root, "bench/results.json"),
      `${JSON.stringify({ date: now.toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, pinned: hasTaskset, seeded, rows, doubleBookedSlots: Number(doubleBooked[0]?.n ?? 0), bookingsUnderMailFaults: mailRows }, null, 2)}\n`,
    );
  } finally {
    await server.stop();
    await db.$disconnect();
    database.remove();
  }
}

function load(options: Options, duration: number): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, pipelining: 1, duration, ...options });
}

await main();
