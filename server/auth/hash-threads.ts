import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Options } from "@node-rs/argon2";

/**
 * argon2 on threads of its own at the lowest CPU priority (decision 0256). On libuv's pool, at
 * the same priority as the event loop, a flood of wrong passwords took the CPU from the pages:
 * `GET /` fell from 6,000 to 1,000 req/s and its p99 rose past a second on one core. A thread at
 * nice 19 weighs 15 against the event loop's 1,024 in Linux's scheduler, so pages are served first
 * and the hashes take what is left; the hash gate (hash-gate.ts) still bounds how many run and wait.
 *
 * A worker is started on demand, runs one hash at a time with argon2's synchronous call (on its own
 * thread, not libuv's), and ends after `IDLE_MS` without work, so a quiet server holds no thread.
 * Written here rather than with a pool library: the pools on npm need a separate worker file (one
 * more entry for the server's bundle) and a native module for the priority, where Linux gives a
 * thread's own id at /proc/thread-self and `os.setPriority` takes it. Elsewhere the priority stays.
 */
const IDLE_MS = 30_000;
const NICENESS = 19;

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
try {
  const threadId = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(threadId, workerData.niceness);
} catch {}
const argon2 = require(workerData.argon2);
parentPort.on("message", ({ op, args }) => {
  try {
    parentPort.postMessage({ result: op === "hash" ? argon2.hashSync(...args) : argon2.verifySync(...args) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

const argon2Module = createRequire(import.meta.url).resolve("@node-rs/argon2");

type Job = { op: "hash" | "verify"; args: unknown[] };
type Idle = { worker: Worker; timer: NodeJS.Timeout };

const idle: Idle[] = [];

function startWorker(): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2: argon2Module, niceness: NICENESS } });
  // An idle worker never keeps the process alive; a job in flight is awaited by its caller.
  worker.unref();
  return worker;
}

function release(worker: Worker): void {
  const entry: Idle = {
    worker,
    timer: setTimeout(() => {
      idle.splice(idle.indexOf(entry), 1);
      void worker.terminate();
    }, IDLE_MS).unref(),
  };
  idle.push(entry);
}

function run<T>(job: Job): Promise<T> {
  const reused = idle.pop();
  if (reused) clearTimeout(reused.timer);
  const worker = reused?.worker ?? startWorker();
  return new Promise<T>((resolve, reject) => {
    const onMessage = (answer: { result?: T; error?: string }) => {
      worker.off("error", onError);
      release(worker);
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.result as T);
    };
    // The thread died (out of memory, say): the job fails and the worker is not used again.
    const onError = (error: Error) => {
      worker.off("message", onMessage);
      reject(error);
    };
    worker.once("message", onMessage);
    worker.once("error", onError);
    worker.postMessage(job);
  });
}

/** argon2's `hash` and `verify`, on the low-priority threads. */
export const hashOnThread = (password: string, options: Options): Promise<string> => run({ op: "hash", args: [password, options] });
export const verifyOnThread = (hashed: string, password: string): Promise<boolean> => run({ op: "verify", args: [hashed, password] });

/** For the test: how many workers wait for work. */
export const idleHashThreads = () => idle.length;
