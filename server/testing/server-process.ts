import { totpCode } from "../auth/totp";
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_INDEX_FILE, buildServer, serverBuildIsCurrent } from "../../scripts/build-server.mjs";
import { readStartCommand } from "../../scripts/start-command";
import { applyMigrations } from "./test-db";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX_CLI = join(ROOT, "node_modules/.bin/tsx");
export const PROCESS_COOKIE_SECRET = "process-test-cookie-secret-long-enough-0123456789";

/** A fresh, migrated SQLite file in its own folder, for a server process to open. */
export function freshDatabaseFile(): { file: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-process-"));
  const file = join(folder, "app.db");
  applyMigrations(file);
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  base: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves when the output matches `pattern`; rejects after `timeoutMs` or if the process ends first. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal, waits for the exit (SIGKILL after `timeoutMs`), and returns how it ended. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running = new Set<ChildProcess>();

/**
 * Where a server process keeps its data: a SQLite file, or a database URL (a `postgresql://` one:
 * then set FILES_DIR in `env`, or its photos go to ./data/files of the checkout).
 */
export type ServerDatabase = { databaseFile: string; databaseUrl?: never } | { databaseUrl: string; databaseFile?: never };

/**
 * Starts the production server as its own process (used by the process tests, `npm run soak`,
 * `npm run bench` and `npm run lighthouse`) on a free port over `databaseFile` (or `databaseUrl`),
 * and waits until it answers its readiness check.
 * - `launcher: "node"` runs the TypeScript (`server/index.ts`) as `node --import tsx`, so tests
 *   need no build and the pid is the server itself (a SIGKILL really kills it).
 * - `"tsx"` goes through the tsx CLI, which relays signals to the server under it.
 * - `"compiled"` runs the compiled server (dist/server/index.js) with plain `node`, as `npm start`
 *   does (with the environment and `node` flags of package.json's start script), compiling it
 *   first when it is missing or older than the source: what the benchmark and the soak measure.
 */
export async function startServer({
  databaseFile,
  databaseUrl,
  env = {},
  launcher = "node",
  readyTimeoutMs = 30_000,
  cpu,
  logFile,
  nodeArgs = [],
  compiledFile,
}: ServerDatabase & {
  env?: Record<string, string>;
  launcher?: "node" | "tsx" | "compiled";
  readyTimeoutMs?: number;
  /** Pins the server to this CPU with `taskset` (benchmarks keep it apart from the load generator). */
  cpu?: number;
  /**
   * Where the server's stdout and stderr go instead of this process (then `output()` stays empty):
   * a benchmark's request log lines would otherwise be parsed by the load generator's process.
   */
  logFile?: string;
  /** Extra options for node (`launcher` "node" or "compiled"), e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** With `launcher: "compiled"`, another build's index.js to run (a benchmark's A/B), used as it is. */
  compiledFile?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  if (launcher === "compiled" && !compiledFile && !serverBuildIsCurrent()) await buildServer();
  // npm start's tuning (decision 0268): its environment, and its flags before its script.
  const production = launcher === "compiled" ? readStartCommand(ROOT) : { env: {}, nodeArgs: [] };
  const [program, programArgs] =
    launcher === "compiled"
      ? [process.execPath, [...production.nodeArgs.slice(0, -1), ...nodeArgs, compiledFile ?? SERVER_INDEX_FILE]]
      : launcher === "node"
        ? [process.execPath, [...nodeArgs, "--import", "tsx", "server/index.ts"]]
        : [TSX_CLI, ["server/index.ts"]];
  const [command, args] =
    cpu === undefined ? [program, programArgs] : ["taskset", ["-c", String(cpu), program, ...programArgs]];
  const logFd = logFile === undefined ? undefined : openSync(logFile, "a");
  const child = spawn(command, args, {
    cwd: ROOT,
    // Its own process group, so a clean-up can kill the tsx CLI and the server under it together.
    detached: true,
    stdio: logFd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
    env: {
      ...production.env,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl ?? `file:${databaseFile}`,
      COOKIE_SECRET: PROCESS_COOKIE_SECRET,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  if (logFd !== undefined) closeSync(logFd);
  running.add(child);
  let output = "";
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child);
      for (const listener of listeners) listener();
      resolve({ code, signal });
    });
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const waitForOutput = (pattern: RegExp, timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) done(resolve);
        else if (hasExited) done(() => reject(new Error(`the server exited before printing ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`))), timeoutMs);
      const done = (finish: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        finish();
      };
      listeners.add(check);
      check();
    });

  const stop = async (signal: NodeJS.Signals = "SIGTERM", timeoutMs = 15_000) => {
    if (!hasExited) child.kill(signal);
    const timer = setTimeout(() => killGroup(child), timeoutMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`the server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      killGroup(child);
      throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, pid: child.pid ?? 0, output: () => output, waitForOutput, exited, stop };
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // The group has already gone.
  }
}

/** Kills every server process a test file started and left running (for afterAll). */
export function killAllServers(): void {
  for (const child of running) killGroup(child);
}

/** Signs in over HTTP and returns the Cookie header value for later requests. */
export async function signInOverHttp(base: string, email: string, password: string, totpSecret?: string): Promise<string> {
  const post = (path: string, body: object, cookie?: string) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(cookie && { cookie }) }, body: JSON.stringify(body) });
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  let response = await post("/api/login", { email, password });
  if (response.status === 200 && ((await response.clone().json()) as { mfa_required?: boolean }).mfa_required) {
    // Two-step sign-in (issue 17): the second step with the app's current code.
    if (!totpSecret) throw new Error("sign-in asked for a second factor, and no app secret was given");
    response = await post("/api/login/mfa", { code: totpCode(totpSecret, new Date()) }, cookiesOf(response));
  }
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookiesOf(response);
}

/** The next `count` free slots over the coming weeks, as the server offers them. */
export async function freeSlots(base: string, count: number): Promise<string[]> {
  const slots: string[] = [];
  for (let day = 1; slots.length < count && day < 120; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    slots.push(...((await (await fetch(`${base}/api/availability?date=${date}`)).json()) as string[]));
  }
  return slots.slice(0, count);
}
