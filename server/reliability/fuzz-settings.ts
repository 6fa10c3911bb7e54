import fc from "fast-check";

/**
 * The fuzzers' seed and depth. A run is repeatable: the seed is fixed and printed, and a failure
 * prints it again with the failing input's path. FUZZ_SEED=<n> explores elsewhere, FUZZ_RUNS=<n>
 * goes deeper per endpoint (the old depth, 50-60, took minutes per file on a 2-core machine; the
 * default keeps each fuzzer near 10 s in CI).
 */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_126;

export function fuzzRuns(defaultRuns: number): number {
  return process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
}

/** Every property of the calling file uses the run's seed; says which, so the log can replay it. */
export function seedFuzzer(name: string): void {
  fc.configureGlobal({ seed: FUZZ_SEED });
  console.info(`${name}: FUZZ_SEED=${FUZZ_SEED}, FUZZ_RUNS=${fuzzRuns(0) || "default"}`);
}
