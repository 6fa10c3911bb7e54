/**
 * Issue 35's start and memory figures, part of `npm run bench`: `npm start`'s own program
 * (`node scripts/start.mjs` with the environment and arguments package.json's start script gives
 * it, scripts/start-command.ts; it serves from the same process; npm's parent process is left
 * out, as the Dockerfile leaves it out) on a built install over a copy of the seeded database:
 * - how long from the spawn until it answers its readiness check (polled every 5 ms);
 * - its resident memory (VmRSS) once serving, and again after 1,000 mixed requests (the drawn
 *   public pages in both languages, availability, a client's sign-in and list, the admin list,
 *   404s), left idle for two seconds;
 * - and once more after 45 s of quiet, when V8's memory reducer has run. It waits about 8 s after
 *   a full collection, and then for a low allocation rate, so it came 25 to 30 s after the requests
 *   and gave back about 55 MB (--trace-gc: "Mark-Compact (reduce)", the heap committed 105 → 57 MB).
 * Linux only (it reads /proc); elsewhere the memory reads as null.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { addDays } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { join } from "node:path";
import Database from "better-sqlite3";
import { committedMigrations, MIGRATIONS_FOLDER } from "../server/db/pending-migrations";
import { readStartCommand } from "../scripts/start-command";
import { freePort, PROCESS_COOKIE_SECRET, signInOverHttp } from "../server/testing/server-process";
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_TOTP_SECRET, BENCH_CLIENT_EMAIL, BENCH_PASSWORD } from "./seed-bench-data";

export type StartAndMemory = {
  serving_ms: number;
  rss_mb_serving: number | null;
  rss_mb_after_1000_requests: number | null;
  rss_mb_after_45_s_quiet: number | null;
};

/** How long the server is left quiet before the last reading: past V8's memory reducer. */
const QUIET_MS = 45_000;

const residentMb = (pid: number): number | null => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
};

const PUBLIC_PAGES = ["/", "/services", "/about", "/contact", "/book", "/login", "/register", "/privacy", "/terms"];

/**
 * The seeded file was made from the migrations' SQL without Prisma's history table: record them as
 * applied, as `prisma migrate deploy` would have, so the start finds nothing pending (a normal restart).
 */
function recordMigrationsApplied(databaseFile: string, root: string) {
  const sqlite = new Database(databaseFile);
  try {
    sqlite.exec(
      'CREATE TABLE IF NOT EXISTS "_prisma_migrations" ("id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME, "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME, "started_at" DATETIME NOT NULL DEFAULT current_timestamp, "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)',
    );
    const insert = sqlite.prepare("INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, applied_steps_count) VALUES (?, '', current_timestamp, ?, 1)");
    for (const name of committedMigrations(join(root, MIGRATIONS_FOLDER.sqlite))) insert.run(name, name);
  } finally {
    sqlite.close();
  }
}

export async function measureStartAndMemory({ databaseFile, root, timeZone, cpu }: { databaseFile: string; root: string; timeZone: string; cpu?: number }): Promise<StartAndMemory> {
  recordMigrationsApplied(databaseFile, root);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = readStartCommand(root);
  const program = [process.execPath, ...start.nodeArgs];
  const [command, ...args] = cpu === undefined ? program : ["taskset", "-c", String(cpu), ...program];
  const started = performance.now();
  const child = spawn(command as string, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...start.env, PATH: process.env.PATH, HOME: process.env.HOME, HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: `file:${databaseFile}`, COOKIE_SECRET: PROCESS_COOKIE_SECRET, BUSINESS_TIMEZONE: timeZone },
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start's program exited with ${child.exitCode}:\n${errors}`);
      const ready = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
      if (ready) break;
      if (performance.now() - started > 60_000) throw new Error("the server did not answer within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const servingMs = Math.round(performance.now() - started);
    // taskset execs node in place, so the child's pid is the server's.
    const pid = child.pid as number;
    const rssServing = residentMb(pid);

    const clientCookie = await signInOverHttp(base, BENCH_CLIENT_EMAIL, BENCH_PASSWORD);
    const adminCookie = await signInOverHttp(base, BENCH_ADMIN_EMAIL, BENCH_PASSWORD, BENCH_ADMIN_TOTP_SECRET);
    const dates = Array.from({ length: 30 }, (_, index) => formatInTimeZone(addDays(new Date(), index + 1), timeZone, "yyyy-MM-dd"));
    const mixed = (index: number): [string, RequestInit] => {
      switch (index % 6) {
        case 0:
          return [PUBLIC_PAGES[index % PUBLIC_PAGES.length] as string, { headers: { "accept-encoding": "br", ...(index % 12 === 0 && { "accept-language": "es" }) } }];
        case 1:
          return [`/api/availability?date=${dates[index % dates.length]}`, {}];
        case 2:
          return ["/api/appointments/my", { headers: { cookie: clientCookie } }];
        case 3:
          return ["/api/appointments/all", { headers: { cookie: adminCookie } }];
        case 4:
          return ["/api/business", {}];
        default:
          return ["/api/no-such-path", {}];
      }
    };
    // Ten at a time, as a few visitors would.
    for (let from = 0; from < 1000; from += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, offset) => {
          const [path, init] = mixed(from + offset);
          await (await fetch(`${base}${path}`, init)).arrayBuffer();
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfterRequests = residentMb(pid);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS - 2000));
    return { serving_ms: servingMs, rss_mb_serving: rssServing, rss_mb_after_1000_requests: rssAfterRequests, rss_mb_after_45_s_quiet: residentMb(pid) };
  } finally {
    child.kill("SIGTERM");
  }
}
