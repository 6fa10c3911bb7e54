/**
 * The load generator of `npm run bench`: `wrk` (Debian's package, written in C) when it is
 * installed, pinned to its own CPU; autocannon otherwise, which tops out near 18,000 req/s on
 * one core here, below what the server can do, so its ceiling is autocannon's own.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

/** One request of the rotation; its `headers` replace the load's own (give them all). */
export type LoadRequest = { path: string; body?: string; headers?: Record<string, string> };
export type LoadOptions = {
  base: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Requests are sent in this order, round after round (each body once, if there are enough). */
  requests: LoadRequest[];
  seconds: number;
  connections: number;
  /** The CPU the load generator is pinned to (wrk only), apart from the server's. */
  cpu?: number;
  /**
   * wrk only: every connection is made before any request is sent. A server busy with the first
   * connections' requests takes the others from its accept queue a few per turn of its event loop;
   * at a booking's 0.8 ms, 50 connections took 1.5 s to be taken, their first requests waited that
   * long, and wrk's correction for coordinated omission turned those 50 into 7% of its samples
   * (p99 780 ms; the server's own gaps between answers on one connection never passed 94 ms).
   * Not for every scenario: it sends every request through wrk's timer, a cost at 90,000 req/s.
   */
  startTogether?: boolean;
};
export type LoadResult = { requests: number; rps: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

const commandExists = (command: string) => {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

export const hasWrk = commandExists("wrk");
export const hasTaskset = commandExists("taskset");
export const WRK_INSTALL_HINT = "wrk is not installed: the figures below are autocannon's (install wrk with `sudo apt-get install -y wrk` for the real ceiling).";

const luaString = (value: string) => JSON.stringify(value);

/** How long each connection waits before its first request when they start together. */
const START_TOGETHER_MS = 200;

/**
 * A wrk script that sends `requests` in turn and prints the summary as one JSON line. The requests
 * are read from `requestsFile` (one per line: path, header set, body, tab-separated), not written
 * into the script: LuaJIT refuses a function of more than 65,536 constants, and wrk then quietly
 * sends `GET /` instead (50,000 distinct bookings did).
 */
function wrkScript({ method = "GET", headers = {}, requests, connections, startTogether }: LoadOptions, requestsFile: string): { script: string; requestLines: string } {
  // Each distinct set of headers once, numbered from 1 as Lua's tables are.
  const setNumbers = new Map<string, number>();
  const requestLines = requests
    .map((request) => {
      if (/[\t\n]/.test(request.path + (request.body ?? ""))) throw new Error("a bench request holds a tab or a line break");
      const set = JSON.stringify(request.headers ?? null);
      if (!setNumbers.has(set)) setNumbers.set(set, setNumbers.size + 1);
      return [request.path, setNumbers.get(set), request.body ?? ""].join("\t");
    })
    .join("\n");
  const headerSets = [...setNumbers.keys()];
  const lines = [
    `wrk.method = ${luaString(method)}`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
    "local headerSets = {",
    ...headerSets.map((set) => {
      const own = JSON.parse(set) as Record<string, string> | null;
      return own ? `  {${Object.entries(own).map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`).join(", ")}},` : "  false,";
    }),
    "}",
    "local requests = {}",
    `for line in io.lines(${luaString(requestsFile)}) do`,
    '  local path, set, body = line:match("^([^\t]*)\t(%d+)\t(.*)$")',
    '  requests[#requests + 1] = { path, body ~= "" and body or nil, headerSets[tonumber(set)] or nil }',
    "end",
    "local next = 0",
    "request = function()",
    "  next = next + 1",
    "  local r = requests[(next - 1) % #requests + 1]",
    "  return wrk.format(nil, r[1], r[3], r[2])",
    "end",
    // Called before each request: the first call of each connection holds it back (not counted as latency).
    ...(startTogether
      ? [`local holding = ${connections}`, "delay = function()", "  if holding > 0 then holding = holding - 1 return " + START_TOGETHER_MS + " end", "  return 0", "end"]
      : []),
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    '  io.write(string.format(\'BENCH_JSON {"requests":%d,"durationUs":%d,"socketErrors":%d,"status":%d,"p50Us":%d,"p99Us":%d}\\n\',',
    "    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status, latency:percentile(50), latency:percentile(99)))",
    "end",
  ];
  return { script: `${lines.join("\n")}\n`, requestLines: `${requestLines}\n` };
}

async function withWrk(options: LoadOptions): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-wrk-"));
  try {
    const script = join(folder, "load.lua");
    const requestsFile = join(folder, "requests.tsv");
    const { script: lua, requestLines } = wrkScript(options, requestsFile);
    writeFileSync(requestsFile, requestLines);
    writeFileSync(script, lua);
    const wrk = ["wrk", "-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--timeout", "5s", "-s", script, options.base];
    const [command, ...args] = options.cpu !== undefined && hasTaskset ? ["taskset", "-c", String(options.cpu), ...wrk] : wrk;
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(command as string, args, { maxBuffer: 16 * 1024 * 1024 }, (error, out) => (error ? reject(error) : resolve(out))),
    );
    const line = stdout.split("\n").find((text) => text.startsWith("BENCH_JSON "));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const summary = JSON.parse(line.slice("BENCH_JSON ".length)) as {
      requests: number;
      durationUs: number;
      socketErrors: number;
      status: number;
      p50Us: number;
      p99Us: number;
    };
    return {
      requests: summary.requests,
      rps: summary.requests / ((summary.durationUs - (options.startTogether ? START_TOGETHER_MS * 1000 : 0)) / 1e6),
      p50Ms: summary.p50Us / 1000,
      p99Ms: summary.p99Us / 1000,
      non2xx: summary.status,
      errors: summary.socketErrors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function withAutocannon({ base, method = "GET", headers = {}, requests, seconds, connections }: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    pipelining: 1,
    duration: seconds,
    headers,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const { path, body, headers: own } = requests[next++ % requests.length] as LoadRequest;
          return { ...request, path, ...(body === undefined ? {} : { body }), ...(own ? { headers: own } : {}) };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Runs one load: wrk when installed, autocannon otherwise. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return hasWrk ? withWrk(options) : withAutocannon(options);
}
