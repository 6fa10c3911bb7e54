import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMalwareScanner } from "../files/malware-scanner";
import { freePort } from "./server-process";

/**
 * The EICAR test file: harmless bytes every virus scanner reports as found, made for proving a
 * scanner is wired up (https://www.eicar.org). Built here, not kept as a file, so no scanner on a
 * developer's machine quarantines the repository.
 */
export const EICAR = Buffer.from(["X5O!P%@AP[4\\PZX54(P^)7CC)7}$", "EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*"].join(""), "latin1");

/** Where Debian's clamav-daemon puts clamd; CLAMD_PATH names another. */
const CLAMD = process.env.CLAMD_PATH ?? "/usr/sbin/clamd";

export type TestClamd = {
  address: { host: string; port: number };
  /** Stops clamd (a daemon that went down); `start` brings it back on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real clamd on a loopback port, with a signature database the test writes itself (signature
 * downloads cannot reach their servers from these machines): one MD5 signature, the EICAR file's.
 * `streamMaxLength` is clamd's StreamMaxLength, so a test can pass it with a small file.
 */
export async function startTestClamd({ streamMaxLength = "25M", port }: { streamMaxLength?: string; port?: number } = {}): Promise<TestClamd> {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-clamd-"));
  const database = join(folder, "db");
  mkdirSync(database);
  writeFileSync(join(database, "test.hdb"), `${createHash("md5").update(EICAR).digest("hex")}:${EICAR.length}:Eicar-Test-Signature\n`);
  // And the EICAR string inside any file (a body signature): a PDF or a photo carrying it is found too.
  writeFileSync(join(database, "test.ndb"), `Eicar-Test-Signature:0:*:${EICAR.toString("hex")}\n`);
  const address = { host: "127.0.0.1", port: port ?? (await freePort()) };
  const config = join(folder, "clamd.conf");
  const writeConfig = () =>
    writeFileSync(
      config,
      [
        "Foreground yes",
        `DatabaseDirectory ${database}`,
        `TCPSocket ${address.port}`,
        `TCPAddr ${address.host}`,
        `PidFile ${join(folder, "clamd.pid")}`,
        `LogFile ${join(folder, "clamd.log")}`,
        `StreamMaxLength ${streamMaxLength}`,
        // An archive it cannot open is reported, never passed as clean (decision 0251).
        "AlertEncrypted yes",
        "",
      ].join("\n"),
    );
  writeConfig();
  // It reads `address` on every call, so a port changed below is the one it asks.
  const scanner = createMalwareScanner({ address, timeoutMs: 2_000 });
  let daemon: ChildProcess | null = null;

  async function start() {
    let output = "";
    const child = spawn(CLAMD, ["-c", config], { stdio: ["ignore", "pipe", "pipe"] });
    daemon = child;
    child.stdout.on("data", (data: Buffer) => (output += data.toString()));
    child.stderr.on("data", (data: Buffer) => (output += data.toString()));
    const exited = new Promise<never>((_resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`clamd ended (${code}) before it answered:\n${output}`)));
    });
    // Settled here once the race below is decided, so a later exit (a test's stop) is no unhandled rejection.
    exited.catch(() => undefined);
    // Until it answers PING; a condition, not a clock: it takes a second or two to load.
    const answers = (async () => {
      while (!(await scanner.ping())) await new Promise((resolve) => setTimeout(resolve, 50));
    })();
    await Promise.race([answers, exited]);
  }

  async function stop() {
    const child = daemon;
    daemon = null;
    if (!child || child.exitCode !== null) return;
    const ended = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await ended;
  }

  // A port found free can be taken by another process (an outgoing connection's own port) before
  // clamd, which binds it only once its database is loaded, gets to it: then another port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      break;
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes("Address already in use");
      if (!portTaken || port !== undefined || attempt === 5) throw error;
      address.port = await freePort();
      writeConfig();
    }
  }
  return {
    address,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The test clamd's address as CLAMD_ADDRESS writes it. */
export const clamdAddress = (clamd: TestClamd) => `${clamd.address.host}:${clamd.address.port}`;
