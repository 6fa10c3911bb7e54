// @ts-check
/**
 * `npm start`: everything a fresh clone needs, then the server, all in this one process.
 * Generates the Prisma client and compiles the server when dist/server is missing or older
 * than the source, builds the client when it is not built yet, then imports the compiled
 * server (dist/server/launch.js), which applies pending migrations and serves site and API
 * on one port. Plain JavaScript so that plain `node` runs it, without a TypeScript loader.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SERVER_LAUNCH_FILE, buildServer, serverBuildIsCurrent } from "./build-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** @param {string} name @param {string[]} args */
const run = (name, args) =>
  execFileSync(join(root, "node_modules/.bin", name), args, { cwd: root, stdio: "inherit", env: process.env });

process.env.NODE_ENV ??= "production";

if (!serverBuildIsCurrent()) {
  if (!existsSync(join(root, "server/db/generated/client.ts")) || !existsSync(join(root, "server/db/generated-postgresql/client.ts"))) {
    run("prisma", ["generate", "--schema", "prisma/schema.prisma"]);
    run("prisma", ["generate", "--schema", "prisma/postgresql/schema.prisma"]);
  }
  console.log("Compiling the server (first start, or the source changed)...");
  await buildServer();
}
if (!existsSync(join(root, "dist/client/index.html")) || !existsSync(join(root, "dist/ssr/entry-server.js"))) {
  console.log("Building the client (first start only)...");
  run("vite", ["build", "--logLevel", "warn"]);
  // The server's render of the public pages (decision 0143).
  run("vite", ["build", "--ssr", "entry-server.tsx", "--logLevel", "warn"]);
}

await import(pathToFileURL(SERVER_LAUNCH_FILE).href);
