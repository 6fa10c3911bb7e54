import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { mailFolderOf } from "./mailbox";

/**
 * Playwright's global setup: a real SMTP server on 127.0.0.1 that the servers under test
 * send to (SMTP_URL in playwright.config.ts). Each message is filed under each of its
 * envelope's recipients (`mailFolderOf`), where specs in any worker read it (e2e/mailbox.ts):
 * a spec waiting for its client's email reads that client's few messages, not the whole run's.
 * A message appears by a rename, so no reader ever sees half of one. Returns the teardown.
 */
export default async function startMailCatcher(): Promise<() => Promise<void>> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const name = `${Date.now()}-${count}.eml`;
        const message = Buffer.concat(chunks);
        for (const recipient of session.envelope.rcptTo) {
          const folder = mailFolderOf(recipient.address);
          mkdirSync(folder, { recursive: true });
          writeFileSync(join(folder, `${name}.partial`), message);
          renameSync(join(folder, `${name}.partial`), join(folder, name));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_SMTP_PORT), "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
