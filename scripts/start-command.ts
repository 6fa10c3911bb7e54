import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * `npm start`'s command, read from package.json, as the environment it sets and the arguments it
 * gives `node` (decision 0268). The bench runs the server as this command does, and a test holds
 * the Dockerfile to the same environment and arguments, so the tuning lives in one place.
 */
export type StartCommand = { env: Record<string, string>; nodeArgs: string[] };

export function readStartCommand(root: string): StartCommand {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = manifest.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = (words.shift() as string).split("=");
    env[name as string] = value.join("=");
  }
  if (words.shift() !== "node") throw new Error(`npm start should run node: ${manifest.scripts.start}`);
  return { env, nodeArgs: words };
}
