/**
 * `npm run soak`: the production server process over a fresh SQLite file, driven by
 * a mixed workload at a steady rate (availability, client and admin lists, bookings
 * and their cancellations, contact messages, sign-ins, refreshes, profile changes,
 * over REST and tRPC) for SOAK_SECONDS (default 300). Every answer must have its
 * expected status; the server's resident memory (VmRSS) is sampled every 5 s and
 * must stay flat. Prints latency percentiles and the memory curve, and exits 1 when
 * there were errors, the rate could not be kept, or memory grew.
 *
 * Settings: SOAK_SECONDS (300), SOAK_RATE requests per second (50), SOAK_CLIENTS (20).
 * Not part of `npm test`.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import Database from "better-sqlite3";
import { openDatabase } from "../server/db";
import { freeSlots, freshDatabaseFile, PROCESS_COOKIE_SECRET, signInOverHttp, startServer, type ServerProcess } from "../server/testing/server-process";
import { SERVICE_NAMES } from "../server/shared/services";
import { createUser, type TestUser } from "../server/testing/factories";

const DURATION_S = Number(process.env.SOAK_SECONDS ?? 300);
const RATE = Number(process.env.SOAK_RATE ?? 50);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 20);
const MAX_IN_FLIGHT = 200;
const RSS_SAMPLE_MS = 5_000;
/** Memory is flat when the last minute's average RSS is within this of the first minute's. */
const RSS_GROWTH_LIMIT = 0.2;

type Session = { user: TestUser; cookie: string; refreshing: boolean };
type Outcome = { op: string; ms: number; ok: boolean; at: number; detail?: string };

const cookieHeader = (response: Response, previous = "") => {
  const split = (pair: string) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const;
  const jar = new Map(previous ? previous.split("; ").map(split) : []);
  for (const line of response.headers.getSetCookie()) {
    const [name, value] = split(line.split(";")[0] ?? "");
    jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
};

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) : 0;
}

const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(" ");
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

async function main() {
  const database = freshDatabaseFile();
  const seed = await openDatabase(database.file);
  // Its app secret sealed with the key the server process runs with.
  const admin = await createUser(seed, { role: "admin", cookieSecret: PROCESS_COOKIE_SECRET });
  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => createUser(seed)));
  await seed.$disconnect();

  const server = await startServer({
    databaseFile: database.file,
    // The compiled server, as `npm start` runs it (compiled first when missing or stale).
    launcher: "compiled",
    env: {
      LOG_LEVEL: "warn",
      // One load generator on one address: the abuse limits are tested elsewhere.
      LOGIN_MAX_FAILURES: "1000000",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000000",
      REGISTER_MAX_PER_HOUR: "1000000",
      CONTACT_MAX_PER_HOUR: "1000000",
    },
  });
  try {
    await soak(server, admin, clients);
  } finally {
    const exit = await server.stop("SIGTERM");
    console.log(`Server stopped with SIGTERM: exit code ${exit.code}`);
    const sqlite = new Database(database.file, { readonly: true });
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    const doubleBooked = sqlite
      .prepare(
        "SELECT COUNT(*) AS n FROM (SELECT appointment_time FROM appointments WHERE status IN ('pending','confirmed') GROUP BY appointment_time HAVING COUNT(*) > 1)",
      )
      .get() as { n: number };
    sqlite.close();
    console.log(`Database integrity: ${String(integrity)}; double-booked slots: ${doubleBooked.n}`);
    database.remove();
    if (integrity !== "ok" || doubleBooked.n !== 0 || exit.code !== 0) process.exitCode = 1;
  }
}

async function soak(server: ServerProcess, admin: TestUser, clients: TestUser[]) {
  const base = server.base;
  // The admin finishes two-step sign-in (issue 17) with the app code of the fixture's secret.
  const signIn = (user: TestUser) => signInOverHttp(base, user.email, user.password, user.totpSecret ?? undefined);
  const adminCookie = await signIn(admin);
  const sessions: Session[] = [];
  for (const user of clients) sessions.push({ user, cookie: await signIn(user), refreshing: false });
  const dates = Array.from({ length: 60 }, (_, day) => new Date(Date.now() + (day + 1) * 86_400_000).toISOString().slice(0, 10));
  // Bookings go to a pool of slots; each is cancelled right after, which frees the slot again.
  const slotPool = await freeSlots(base, 100);

  const request = (path: string, init: RequestInit = {}, cookie = "") =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        "accept-encoding": "gzip, br",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
    });
  const expectStatus = async (response: Response, status: number) => {
    const body = await response.text();
    if (response.status !== status) throw new Error(`${response.status} ${body.slice(0, 120)}`);
    return body;
  };

  /** Each operation returns how many requests it made; weights are relative frequencies. */
  const operations: { name: string; weight: number; run: () => Promise<number> }[] = [
    { name: "GET /api/availability", weight: 25, run: async () => (await expectStatus(await request(`/api/availability?date=${pick(dates)}`), 200), 1) },
    {
      name: "tRPC availability.forDate",
      weight: 8,
      run: async () => {
        await expectStatus(await request(`/trpc/availability.forDate?input=${encodeURIComponent(JSON.stringify({ date: pick(dates) }))}`), 200);
        return 1;
      },
    },
    { name: "GET /api/appointments/my", weight: 15, run: async () => (await expectStatus(await request("/api/appointments/my", {}, pick(sessions).cookie), 200), 1) },
    { name: "tRPC users.me", weight: 8, run: async () => (await expectStatus(await request("/trpc/users.me", {}, pick(sessions).cookie), 200), 1) },
    { name: "GET /api/appointments/all", weight: 7, run: async () => (await expectStatus(await request("/api/appointments/all", {}, adminCookie), 200), 1) },
    { name: "GET /api/blocked-times", weight: 3, run: async () => (await expectStatus(await request("/api/blocked-times", {}, adminCookie), 200), 1) },
    {
      name: "book + cancel",
      weight: 12,
      run: async () => {
        const slot = slotPool.shift();
        if (!slot) return 0;
        try {
          const booked = await expectStatus(
            await request("/api/appointments", { method: "POST", body: JSON.stringify({ service: pick(SERVICE_NAMES), appointment_time: slot }) }, pick(sessions).cookie),
            201,
          );
          const { appointment } = JSON.parse(booked) as { appointment: { id: number } };
          await expectStatus(await request(`/api/appointments/${appointment.id}`, { method: "DELETE" }, adminCookie), 200);
          return 2;
        } finally {
          slotPool.push(slot);
        }
      },
    },
    {
      name: "POST /api/contact",
      weight: 5,
      run: async () => {
        const body = JSON.stringify({ name: "Soak Visitor", email: "visitor@example.com", phone: null, message: "Do you prepare S-corp returns?" });
        await expectStatus(await request("/api/contact", { method: "POST", body }), 200);
        return 1;
      },
    },
    {
      name: "POST /api/login",
      weight: 5,
      run: async () => {
        const user = pick(clients);
        await expectStatus(await request("/api/login", { method: "POST", body: JSON.stringify({ email: user.email, password: user.password }) }), 200);
        return 1;
      },
    },
    {
      name: "POST /api/auth/refresh",
      weight: 5,
      run: async () => {
        // A refresh token is single use: one refresh at a time per session, as the client's single-flight refresh does.
        const session = pick(sessions);
        if (session.refreshing) return 0;
        session.refreshing = true;
        try {
          const response = await request("/api/auth/refresh", { method: "POST", body: "{}" }, session.cookie);
          await expectStatus(response, 200);
          session.cookie = cookieHeader(response, session.cookie);
          return 1;
        } finally {
          session.refreshing = false;
        }
      },
    },
    {
      name: "PUT /api/users/profile",
      weight: 3,
      run: async () => {
        const body = JSON.stringify({ fullName: `Soak Client ${Math.floor(Math.random() * 1000)}`, phone: "559-555-0100" });
        await expectStatus(await request("/api/users/profile", { method: "PUT", body }, pick(sessions).cookie), 200);
        return 1;
      },
    },
  ];
  const totalWeight = operations.reduce((sum, op) => sum + op.weight, 0);
  const chooseOperation = () => {
    let roll = Math.random() * totalWeight;
    for (const op of operations) if ((roll -= op.weight) < 0) return op;
    return operations[0] as (typeof operations)[number];
  };

  const outcomes: Outcome[] = [];
  const rss: { at: number; kb: number }[] = [];
  let inFlight = 0;
  let skipped = 0;
  let requests = 0;
  const started = performance.now();
  const sampleRss = () => rss.push({ at: (performance.now() - started) / 1000, kb: rssKb(server.pid) });
  sampleRss();
  const sampler = setInterval(sampleRss, RSS_SAMPLE_MS);
  const running = new Set<Promise<void>>();

  console.log(`Soak: ${RATE} operations/s for ${DURATION_S} s against ${base} (server pid ${server.pid}, RSS sampled every ${RSS_SAMPLE_MS / 1000} s)`);
  // Latency depends on what else the machine runs; the load average says how busy it was.
  console.log(`Machine load average at start: ${loadAverage()}`);
  const intervalMs = 1000 / RATE;
  for (let tick = 0; ; tick++) {
    const due = started + tick * intervalMs;
    if (due - started >= DURATION_S * 1000) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    const op = chooseOperation();
    inFlight++;
    const opStarted = performance.now();
    const task = op
      .run()
      .then(
        (made) => {
          requests += made;
          // An operation that had nothing to do (no free slot, session busy refreshing) is not measured.
          if (made > 0) outcomes.push({ op: op.name, ms: performance.now() - opStarted, ok: true, at: (opStarted - started) / 1000 });
        },
        (error: unknown) => {
          requests += 1;
          outcomes.push({ op: op.name, ms: performance.now() - opStarted, ok: false, at: (opStarted - started) / 1000, detail: String(error) });
        },
      )
      .finally(() => {
        inFlight--;
        running.delete(task);
      });
    running.add(task);
    if (tick % (RATE * 30) === 0 && tick > 0) {
      const last = rss[rss.length - 1];
      console.log(`  ${Math.round((opStarted - started) / 1000)} s: ${outcomes.length} operations, ${outcomes.filter((o) => !o.ok).length} errors, RSS ${Math.round((last?.kb ?? 0) / 1024)} MB`);
    }
  }
  await Promise.all(running);
  clearInterval(sampler);
  sampleRss();
  const elapsed = (performance.now() - started) / 1000;

  console.log(`Machine load average at end: ${loadAverage()}`);
  report({ outcomes, rss, skipped, requests, elapsed });
}

function report({ outcomes, rss, skipped, requests, elapsed }: { outcomes: Outcome[]; rss: { at: number; kb: number }[]; skipped: number; requests: number; elapsed: number }) {
  const errors = outcomes.filter((outcome) => !outcome.ok);
  const byOp = new Map<string, number[]>();
  for (const outcome of outcomes) byOp.set(outcome.op, [...(byOp.get(outcome.op) ?? []), outcome.ms]);
  const row = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { operation: name, count: values.length, "p50 ms": +percentile(sorted, 50).toFixed(1), "p95 ms": +percentile(sorted, 95).toFixed(1), "p99 ms": +percentile(sorted, 99).toFixed(1), "max ms": +(sorted[sorted.length - 1] ?? 0).toFixed(1) };
  };
  console.table([...[...byOp].map(([name, values]) => row(name, values)), row("all operations", outcomes.map((o) => o.ms))]);

  const minute = (from: number, to: number) => rss.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.kb / 1024);
  const firstMinute = average(minute(0, 60));
  const lastMinute = average(minute(Math.max(0, elapsed - 60), elapsed + 1));
  const peak = Math.max(...rss.map((sample) => sample.kb / 1024));
  const growth = firstMinute ? (lastMinute - firstMinute) / firstMinute : 0;
  console.log(`RSS (MB) every ${RSS_SAMPLE_MS / 1000} s: ${rss.map((sample) => Math.round(sample.kb / 1024)).join(" ")}`);
  console.log(
    `Operations: ${outcomes.length} (${(outcomes.length / elapsed).toFixed(1)}/s), HTTP requests: ${requests} (${(requests / elapsed).toFixed(1)}/s), ` +
      `errors: ${errors.length}, skipped for lack of capacity: ${skipped}`,
  );
  console.log(
    `RSS: first minute ${firstMinute.toFixed(1)} MB, last minute ${lastMinute.toFixed(1)} MB (${(growth * 100).toFixed(1)}%), peak ${peak.toFixed(1)} MB`,
  );
  for (const error of errors.slice(0, 10)) console.log(`  error in ${error.op} at ${error.at.toFixed(1)} s: ${error.detail}`);
  const memoryFlat = growth <= RSS_GROWTH_LIMIT;
  console.log(errors.length === 0 && skipped === 0 && memoryFlat ? "Soak passed." : "Soak FAILED.");
  if (errors.length > 0 || skipped > 0 || !memoryFlat) process.exitCode = 1;
}

await main();
