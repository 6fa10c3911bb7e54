import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * Playwright's global setup: a real SMTP server on 127.0.0.1 that the servers under test
 * send to (SMTP_URL in playwright.config.ts). Each message is written whole to the mail
 * folder, where specs in any worker read it (e2e/mailbox.ts). Returns the teardown.
 */
export default async function startMailCatcher(): Promise<() => Promise<void>> {
  const folder = join(process.env.E2E_DATA_DIR as string, "mail");
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        writeFileSync(join(folder, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_SMTP_PORT), "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
