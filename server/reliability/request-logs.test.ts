import { statSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { freshDatabaseFile, killAllServers, startServer, type ServerProcess } from "../testing/server-process";

/**
 * The production server's structured request log (Fastify's pino, JSON lines) at
 * LOG_LEVEL=debug, over a whole account's life on both transports: every request
 * is logged, and no password, cookie, session id, refresh token or password hash
 * appears anywhere in the output.
 */
const database = freshDatabaseFile();
afterAll(() => {
  killAllServers();
  database.remove();
});

const PASSWORDS = ["first-Secret-pass-1", "second-Secret-pass-2", "third-Secret-pass-3", "wrong-Guess-pass-9"];

/** A browser's cookie jar, which also remembers every credential the server handed out. */
function cookieJar() {
  const jar = new Map<string, string>();
  const seen = new Set<string>();
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const [name = "", ...rest] = pair.split("=");
        const value = decodeURIComponent(rest.join("="));
        if (!value) {
          jar.delete(name);
          continue;
        }
        jar.set(name, rest.join("="));
        // The signed value, and the credentials inside it (session id, raw refresh token, the
        // device cookie's random name): its long random parts, not a user id or an expiry.
        seen.add(value);
        const unsigned = value.slice(0, value.lastIndexOf("."));
        seen.add(unsigned);
        for (const part of unsigned.split(".")) if (part.length >= 16) seen.add(part);
      }
    },
    credentials: () => [...seen],
  };
}

async function fullSession(server: ServerProcess, jar: ReturnType<typeof cookieJar>) {
  const email = "log.test@example.com";
  const [first, second, third, wrong] = PASSWORDS as [string, string, string, string];
  const call = async (method: string, path: string, body?: unknown, rawBody?: string) => {
    const response = await fetch(`${server.base}${path}`, {
      method,
      headers: { "content-type": "application/json", cookie: jar.header() },
      // Like the client, a POST without input still sends a JSON object.
      body: method === "GET" ? undefined : (rawBody ?? JSON.stringify(body ?? {})),
    });
    jar.take(response);
    return response.status;
  };
  const statuses = [
    await call("POST", "/api/register", { fullName: "Log Test", email, phone: null, password: first }),
    await call("POST", "/api/login", { email, password: wrong }),
    await call("POST", "/api/login", undefined, `{"email":"${email}","password":"${first}"`),
    await call("POST", "/api/login", { email, password: first }),
    await call("GET", "/api/users/me"),
    await call("POST", "/api/auth/refresh"),
    await call("PUT", "/api/users/profile", { fullName: "Log Tester", phone: "559-555-0100" }),
    await call("PUT", "/api/users/password", { currentPassword: wrong, newPassword: second }),
    await call("PUT", "/api/users/password", { currentPassword: first, newPassword: second }),
    await call("POST", "/api/logout"),
    await call("POST", "/trpc/auth.login", { email, password: second }),
    await call("GET", "/trpc/users.me"),
    await call("POST", "/trpc/users.changePassword", { currentPassword: second, newPassword: third }),
    await call("POST", "/trpc/auth.logout"),
  ];
  expect(statuses).toEqual([201, 401, 400, 200, 200, 200, 200, 400, 200, 200, 200, 200, 200, 200]);
}

describe("structured request logs", () => {
  it("log every request of a full session as JSON, without a password, cookie, token or hash in them", async () => {
    const server = await startServer({ databaseFile: database.file, env: { LOG_LEVEL: "debug" } });
    // Issue 29 item 14: the database and the files SQLite makes beside it are the owner's only.
    for (const file of [database.file, `${database.file}-wal`, `${database.file}-shm`]) {
      expect(statSync(file).mode & 0o777, file).toBe(0o600);
    }
    const jar = cookieJar();
    await fullSession(server, jar);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    const output = server.output();

    const db = await openDatabase(database.file);
    const hashes = (await db.user.findMany({ select: { passwordHash: true } })).map((row) => row.passwordHash);
    await db.$disconnect();

    // Not vacuous: the log holds a structured line for each request and its outcome.
    const entries = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; req?: { url: string }; res?: { statusCode: number } });
    const urls = entries.filter((entry) => entry.msg === "incoming request").map((entry) => entry.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining(["/api/register", "/api/login", "/api/auth/refresh", "/api/users/password", "/trpc/auth.login", "/trpc/users.changePassword"]),
    );
    const completed = entries.filter((entry) => entry.msg === "request completed");
    expect(completed.length).toBeGreaterThanOrEqual(14);
    expect(completed.every((entry) => typeof entry.reqId === "string" && typeof entry.res?.statusCode === "number")).toBe(true);

    const secrets = [...PASSWORDS, ...jar.credentials(), ...hashes];
    expect(jar.credentials().length).toBeGreaterThanOrEqual(12);
    expect(hashes.length).toBe(1);
    for (const secret of secrets) expect(output.includes(secret), `the log contains ${secret.slice(0, 12)}...`).toBe(false);
    expect(output).not.toMatch(/\$argon2/);
    expect(output).not.toMatch(/cookie/i);
  }, 60_000);
});
