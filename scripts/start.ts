/**
 * `npm start`: everything a fresh clone needs, then the server.
 * Builds the client when it is not built yet, applies migrations, and serves
 * site and API on one port (server/index.ts creates the admin from env).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: root, stdio: "inherit", env: process.env });

process.env.NODE_ENV ??= "production";

if (!existsSync(new URL("../server/db/generated/client.ts", import.meta.url))) {
  run(bin("prisma"), ["generate"]);
}
if (!existsSync(new URL("../dist/client/index.html", import.meta.url))) {
  console.log("Building the client (first start only)...");
  run(bin("vite"), ["build", "--logLevel", "warn"]);
}
run(bin("prisma"), ["migrate", "deploy"]);

await import("../server/index.ts");
