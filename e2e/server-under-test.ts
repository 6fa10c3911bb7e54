import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { E2E_COOKIE_SECRET } from "./cookie-secret";

/** Linux gives outgoing connections their own ports from here up (ip_local_port_range); elsewhere 32768 is below every default range. */
function ephemeralRangeStart(): number {
  try {
    const low = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return low > 11_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

const handedOut = new Set<number>();

/**
 * A port nobody listens on now, chosen once in the runner and handed to the workers through the
 * environment. Its server binds it seconds later, so it is taken below the range outgoing
 * connections get their own ports from: a port of that range can be taken in between by any
 * connection, a readiness poll's included (clamd once failed to start so in CI).
 */
export async function freePort(): Promise<number> {
  const below = ephemeralRangeStart();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (!handedOut.has(port) && (await isFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port found from 10000 to ${below}`);
}

/** The server keeps its usual 15-minute access token (ACCESS_TOKEN_TTL_SECONDS unset); tests expire it by removing the cookie. */
export type ServerUnderTest = { port: string; databaseFile: string };

export const urlOf = (server: { port: string }) => `http://127.0.0.1:${server.port}`;

/** Playwright's `webServer` entry for the production start (scripts/start.mjs) on its own port and fresh SQLite file. */
export function webServer(server: ServerUnderTest, smtpPort: string) {
  return {
    command: "node scripts/start.mjs",
    url: `${urlOf(server)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: server.port,
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${server.databaseFile}`,
      LOG_LEVEL: "warn",
      COOKIE_SECRET: E2E_COOKIE_SECRET,
      // Every spec registers and sends messages from 127.0.0.1; the per-IP limits are tested in server tests.
      REGISTER_MAX_PER_HOUR: "1000",
      CONTACT_MAX_PER_HOUR: "1000",
      PASSWORD_RESET_MAX_PER_HOUR: "1000",
      // Every email goes to the test's own SMTP server (e2e/mail-catcher.ts).
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_URL: urlOf(server),
      // Uploads are checked by the run's own clamd (e2e/malware-scanner.ts).
      ...(process.env.E2E_CLAMD_PORT && { CLAMD_ADDRESS: `127.0.0.1:${process.env.E2E_CLAMD_PORT}` }),
      // Webhook specs run their receiver on 127.0.0.1 over plain http.
      WEBHOOKS_ALLOW_PRIVATE: "true",
    },
  };
}
