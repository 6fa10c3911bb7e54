import { setFlagsFromString } from "node:v8";

/**
 * Prisma's query compiler is WebAssembly (about 5 MB). V8 first compiles it with its baseline
 * compiler (Liftoff), then recompiles the hot functions with its optimizing one (TurboFan) on
 * background threads. On a small server those threads take the CPU from requests, and their
 * memory stays. With baseline code only (decision 0260) the process holds 11 to 14 MB less, and
 * no measured rate fell (bookings rose by up to 30% on a busy machine). It must be set before the first
 * Wasm module compiles, which is the first Prisma client's start; it changes nothing else.
 */
export function compileWasmWithBaselineOnly(): void {
  setFlagsFromString("--liftoff-only");
}
