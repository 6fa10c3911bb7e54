/**
 * `npm run dev`: migrates and seeds demo data (development only), then runs the
 * API with reload, Vite's dev server (which proxies /api and /trpc to it), and a local
 * mail catcher (maildev) that receives every email the app sends, with a web inbox.
 */
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const MAIL_SMTP_PORT = process.env.MAILDEV_SMTP_PORT ?? "1025";
const MAIL_WEB_PORT = process.env.MAILDEV_WEB_PORT ?? "1080";
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "development",
  // Unless a real server is configured, every email goes to the local inbox.
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
  // Links in emails open the Vite dev server.
  APP_URL: process.env.APP_URL ?? "http://localhost:5173",
};

execFileSync(bin("tsx"), ["scripts/migrate.ts"], { cwd: root, stdio: "inherit", env });
execFileSync(bin("tsx"), ["prisma/seed.ts"], { cwd: root, stdio: "inherit", env });

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/index.ts"], { cwd: root, stdio: "inherit", env }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit", env }),
  spawn(
    bin("maildev"),
    ["--smtp", MAIL_SMTP_PORT, "--ip", "127.0.0.1", "--web", MAIL_WEB_PORT, "--web-ip", "127.0.0.1", "--silent"],
    { cwd: root, stdio: "inherit", env },
  ),
];
console.log("\nOpen http://localhost:5173 (Vite, with reload). The API runs on port", env.PORT ?? 3000);
console.log(`Emails the app sends: http://localhost:${MAIL_WEB_PORT} (maildev inbox, SMTP on port ${MAIL_SMTP_PORT})`);

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
