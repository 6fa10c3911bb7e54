/**
 * `npm run bench`: measures the compiled production server (dist/server, built when missing or
 * stale) on a fresh SQLite file seeded with a realistic history (bench/seed-bench-data.ts),
 * on its default settings, request logging included (to a file, as in production). Not a
 * test: it prints a table and writes bench/results.json.
 *
 * - Load: `wrk` when installed (`sudo apt-get install -y wrk`), else autocannon (bench/load.ts).
 * - Ceiling: a bare Fastify route in its own process (bench/bare-fastify.mjs), measured the
 *   same way, so "% of ceiling" compares the product with Fastify itself on this machine.
 * - Where `taskset` exists, every server is pinned to CPU 0 and the load generator to CPU 1.
 * - Bookings go to a second server over a copy of the same data with 15-minute slots every day
 *   and the longest horizon, so that every request of the run books a distinct free slot, sent by
 *   BENCH_BOOKERS clients in turn; the database is then checked for double bookings.
 *
 * Settings: BENCH_SECONDS (10) per scenario, BENCH_CONNECTIONS (50), BENCH_MAIL=0 skips the
 * bookings-under-mail-faults part, BENCH_ONLY=text runs only the scenarios whose name contains
 * it, BENCH_PROFILE=folder makes each server write a CPU profile there, BENCH_SERVER_FILE runs
 * another build's dist/server/index.js (to compare two commits on the same machine state),
 * PASSWORD_HASH_CONCURRENCY=64 opens the password hash gate (the sign-in flood's before-and-after).
 */
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { openDatabase } from "../server/db";
import { freePort, freshDatabaseFile, signInOverHttp, startServer, type ServerProcess } from "../server/testing/server-process";
import { measureBookingLatencyUnderMailFaults } from "./email-latency";
import { hasTaskset, hasWrk, runLoad, WRK_INSTALL_HINT, type LoadOptions, type LoadResult } from "./load";
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_TOTP_SECRET,
  BENCH_BOOKERS,
  BENCH_CLIENT_APPOINTMENTS,
  BENCH_CLIENT_EMAIL,
  BENCH_PASSWORD,
  benchBookerEmail,
  openSlots,
  seedBenchData,
} from "./seed-bench-data";

const TIME_ZONE = "America/Los_Angeles";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const SERVER_CPU = hasTaskset ? 0 : undefined;
const LOAD_CPU = hasTaskset ? 1 : undefined;
const root = fileURLToPath(new URL("..", import.meta.url));
/** The server the bookings go to: every day open, 15-minute slots, two years ahead. */
const BOOKING_SERVER_ENV = { OPENING_DAYS: "mon,tue,wed,thu,fri,sat,sun", SLOT_MINUTES: "15", BOOKING_HORIZON_DAYS: "730" };

type Row = { scenario: string; "req/s": number; "% of ceiling": number; "p50 ms": number; "p99 ms": number; "non-2xx": number; errors: number };

/**
 * The admin's cookie for the admin scenarios. The one place that signs in as the admin, so a
 * second factor (TOTP) at sign-in only needs this function changed.
 */
async function signInAdmin(base: string): Promise<string> {
  return signInOverHttp(base, BENCH_ADMIN_EMAIL, BENCH_PASSWORD, BENCH_ADMIN_TOTP_SECRET);
}

/** The bare Fastify route of bench/bare-fastify.mjs, in its own process on the server's CPU. */
async function startCeiling(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const program = [process.execPath, join(root, "bench/bare-fastify.mjs")];
  const [command, ...args] = SERVER_CPU === undefined ? program : ["taskset", "-c", String(SERVER_CPU), ...program];
  const child = spawn(command as string, args, { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      if (attempt > 100) throw new Error("the bare Fastify server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { base, stop: () => child.kill("SIGTERM") };
}

async function measure(
  name: string,
  options: Omit<LoadOptions, "seconds" | "connections" | "cpu">,
  warm = true,
): Promise<{ name: string; result: LoadResult } | undefined> {
  if (!wanted(name)) return undefined;
  const load = { connections: CONNECTIONS, cpu: LOAD_CPU, ...options };
  if (warm) await runLoad({ ...load, seconds: WARMUP_SECONDS });
  const result = await runLoad({ ...load, seconds: DURATION_SECONDS });
  console.log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`);
  return { name, result };
}

/** BENCH_ONLY=text runs only the scenarios whose name contains it (the ceiling always runs). */
const only = process.env.BENCH_ONLY;
const wanted = (name: string) => !only || name.includes(only) || name.startsWith("ceiling");

async function main() {
  if (!hasWrk) console.log(WRK_INSTALL_HINT);
  if (!hasTaskset) console.log("taskset is missing: the server and the load generator share the CPUs.");
  const database = freshDatabaseFile();
  const bookingData = mkdtempSync(join(tmpdir(), "taxpro-bench-bookings-"));
  const bookingFile = join(bookingData, "app.db");
  const logFolder = mkdtempSync(join(tmpdir(), "taxpro-bench-logs-"));
  const now = new Date();
  console.log("Seeding...");
  const seed = await openDatabase(database.file);
  const seeded = await seedBenchData(seed, { now, timeZone: TIME_ZONE });
  await seed.$disconnect();
  copyFileSync(database.file, bookingFile);
  console.log(seeded);

  const measured: { name: string; result: LoadResult }[] = [];
  const add = (entry: { name: string; result: LoadResult } | undefined) => entry && measured.push(entry);
  const ceiling = await startCeiling();
  try {
    add(await measure("ceiling: bare Fastify route, own process", { base: ceiling.base, requests: [{ path: "/" }] }));
  } finally {
    ceiling.stop();
  }

  // BENCH_PROFILE=folder: each server writes a V8 CPU profile there when it stops (bench/cpuprofile-summary.ts reads it).
  const nodeArgs = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // BENCH_SERVER_FILE=path/to/dist/server/index.js: measure another build (say, the previous commit's) instead.
  const compiledFile = process.env.BENCH_SERVER_FILE || undefined;
  const env = { BUSINESS_TIMEZONE: TIME_ZONE };
  let server: ServerProcess | undefined;
  try {
    // The sign-in limits are lifted so the flood below reaches argon2, as one from many addresses would.
    // PASSWORD_HASH_CONCURRENCY=64 in the bench's environment opens the hash gate, for a before-and-after.
    const floodable = {
      LOGIN_MAX_FAILURES: "1000000000",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000000000",
      LOGIN_MAX_FAILURES_PER_ADDRESS: "1000000000",
      ...(process.env.PASSWORD_HASH_CONCURRENCY && { PASSWORD_HASH_CONCURRENCY: process.env.PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE: "10000" }),
    };
    server = await startServer({ databaseFile: database.file, env: { ...env, ...floodable, LOG_LEVEL: "info" }, cpu: SERVER_CPU, launcher: "compiled", compiledFile, nodeArgs, logFile: join(logFolder, "server.log") });
    const base = server.base;
    const clientCookie = await signInOverHttp(base, BENCH_CLIENT_EMAIL, BENCH_PASSWORD);
    const adminCookie = await signInAdmin(base);
    const mine = (await (await fetch(`${base}/api/appointments/my`, { headers: { cookie: clientCookie } })).json()) as unknown[];
    const all = (await (await fetch(`${base}/api/appointments/all`, { headers: { cookie: adminCookie } })).json()) as unknown[];
    console.log(`The client's list has ${mine.length} appointments (seeded ${BENCH_CLIENT_APPOINTMENTS}); the admin list has ${all.length} rows.`);
    const dates = Array.from({ length: 60 }, (_, index) => formatInTimeZone(addDays(now, index + 1), TIME_ZONE, "yyyy-MM-dd"));

    add(await measure("GET /api/availability (60 dates in turn)", { base, requests: dates.map((date) => ({ path: `/api/availability?date=${date}` })) }));
    add(await measure(`GET /api/appointments/my (${mine.length} appointments)`, { base, headers: { cookie: clientCookie }, requests: [{ path: "/api/appointments/my" }] }));
    add(await measure(`GET /api/appointments/all (admin, ${all.length} rows)`, { base, headers: { cookie: adminCookie }, requests: [{ path: "/api/appointments/all" }] }));
    add(await measure("GET / (index.html)", { base, headers: { "accept-encoding": "gzip, br" }, requests: [{ path: "/" }] }));
    // Issue 29 item 13: pages stay fast while wrong passwords pour in (server/auth/hash-gate.ts).
    const duringFlood = "GET / (index.html) during a sign-in flood";
    if (wanted(duringFlood)) {
      const flood = runLoad({
        base,
        method: "POST",
        connections: 20,
        cpu: LOAD_CPU,
        seconds: WARMUP_SECONDS + DURATION_SECONDS + 1,
        requests: [{ path: "/api/login", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "flood@example.com", password: "a wrong guess" }) }],
      });
      add(await measure(duringFlood, { base, headers: { "accept-encoding": "gzip, br" }, requests: [{ path: "/" }] }));
      const flooded = await flood;
      console.log(`  the flood itself: ${Math.round(flooded.rps)} sign-ins/s answered, ${flooded.non2xx} refused (401, or 503 when the hash queue was full)`);
    }
  } finally {
    await server?.stop();
  }

  // Distinct free slots past the seeded history (which ends about 6 months ahead).
  const slots = openSlots(addDays(now, 200), 520, TIME_ZONE, { everyDay: true, stepMinutes: 15 }).map((slot) => slot.toISOString());
  let bookingServer: ServerProcess | undefined;
  let booking: { name: string; result: LoadResult } | undefined;
  try {
    bookingServer = await startServer({
      databaseFile: bookingFile,
      env: { ...env, LOG_LEVEL: "info", ...BOOKING_SERVER_ENV, MAX_OPEN_REQUESTS_PER_CLIENT: "1000000" },
      cpu: SERVER_CPU,
      launcher: "compiled",
      compiledFile,
      nodeArgs,
      logFile: join(logFolder, "booking-server.log"),
    });
    const server = bookingServer;
    const cookies = await Promise.all(Array.from({ length: BENCH_BOOKERS }, (_, index) => signInOverHttp(server.base, benchBookerEmail(index), BENCH_PASSWORD)));
    booking = await measure(
      "POST /api/appointments (distinct slots)",
      {
        base: bookingServer.base,
        method: "POST",
        requests: slots.map((slot, index) => ({
          path: "/api/appointments",
          headers: { cookie: cookies[index % cookies.length] as string, "content-type": "application/json" },
          body: JSON.stringify({ service: "Personal Tax Prep", appointment_time: slot }),
        })),
        startTogether: true,
      },
      false,
    );
    add(booking);
  } finally {
    await bookingServer?.stop();
  }

  const check = await openDatabase(bookingFile);
  const [doubleBooked] = await check.$queryRawUnsafe<{ n: bigint }[]>(
    "SELECT COUNT(*) AS n FROM (SELECT appointment_time FROM appointments WHERE status IN ('pending','confirmed') GROUP BY appointment_time HAVING COUNT(*) > 1)",
  );
  const booked = await check.appointment.count({ where: { user: { email: { endsWith: "@bench-bookers.example" } } } });
  await check.$disconnect();

  const ceilingRps = measured[0]?.result.rps ?? 0;
  const rows: Row[] = measured.map(({ name, result }) => ({
    scenario: name,
    "req/s": Math.round(result.rps),
    "% of ceiling": ceilingRps ? Math.round((result.rps / ceilingRps) * 100) : 0,
    "p50 ms": Number(result.p50Ms.toFixed(2)),
    "p99 ms": Number(result.p99Ms.toFixed(2)),
    "non-2xx": result.non2xx,
    errors: result.errors,
  }));
  console.log(`\nLoad generator: ${hasWrk ? "wrk" : "autocannon"}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, ${hasTaskset ? "server on CPU 0, load on CPU 1" : "not pinned"}.`);
  console.table(rows);
  const doubleBookedSlots = Number(doubleBooked?.n ?? 0);
  console.log(
    `Bookings: ${booking?.result.requests ?? 0} sent, ${booked} booked (slots offered: ${slots.length}), double-booked slots: ${doubleBookedSlots}.`,
  );

  let mailRows: unknown[] = [];
  if (process.env.BENCH_MAIL !== "0") {
    console.log("\nBookings while the mail server is missing, down or hanging (emails go through the outbox):");
    mailRows = await measureBookingLatencyUnderMailFaults(DURATION_SECONDS, SERVER_CPU, LOAD_CPU);
    console.table(mailRows);
  }
  writeFileSync(
    join(root, "bench/results.json"),
    `${JSON.stringify(
      {
        date: now.toISOString(),
        loadGenerator: hasWrk ? "wrk" : "autocannon",
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        pinned: hasTaskset,
        seeded,
        rows,
        bookings: { sent: booking?.result.requests ?? 0, booked, doubleBookedSlots },
        bookingsUnderMailFaults: mailRows,
      },
      null,
      2,
    )}\n`,
  );
  database.remove();
  rmSync(bookingData, { recursive: true, force: true });
  rmSync(logFolder, { recursive: true, force: true });
}

await main();
