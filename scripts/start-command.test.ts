import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readStartCommand } from "./start-command";

/**
 * The container runs the server as `npm start` does (decisions 0134 and 0268): the same tuning of
 * the process's environment and the same arguments to `node`, without npm as its parent.
 */
describe("npm start and the Dockerfile", () => {
  const root = process.cwd();
  const command = readStartCommand(root);
  const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
  const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

  it("start the same program with the same arguments", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(runtimeStage)?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(["node", ...command.nodeArgs]);
    expect(command.nodeArgs.at(-1)).toBe("scripts/start.mjs");
  });

  it("give the server the same environment", () => {
    expect(Object.keys(command.env)).toContain("MALLOC_ARENA_MAX");
    for (const [name, value] of Object.entries(command.env)) expect(runtimeStage).toMatch(new RegExp(`^\\s*(ENV )?${name}=${value}( \\\\)?$`, "m"));
  });
});
