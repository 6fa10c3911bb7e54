/**
 * `npm run dev`: migrates and seeds demo data (development only), then runs the
 * API with reload and Vite's dev server, which proxies /api and /trpc to it.
 */
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development" };

execFileSync(bin("prisma"), ["migrate", "deploy"], { cwd: root, stdio: "inherit", env });
execFileSync(bin("tsx"), ["prisma/seed.ts"], { cwd: root, stdio: "inherit", env });

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/index.ts"], { cwd: root, stdio: "inherit", env }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit", env }),
];
console.log("\nOpen http://localhost:5173 (Vite, with reload). The API runs on port", env.PORT ?? 3000);

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
